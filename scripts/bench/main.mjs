// The bench (run through index.mjs): builds and starts the production app against throwaway local backends on
// loopback, measures JS weight, Lighthouse, throughput, share images, scale and freshness, prints one
// table and writes bench/results.json. A report, not a test: failed budgets exit 0; only a
// broken bench exits non-zero. Run with --help for the options.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appEnv, buildApp, startApp } from '../harness/app.mjs';
import { insertProjects, startScratchBackend } from '../harness/backend.mjs';
import { freePort, isStopping, stopAll, track } from '../harness/processes.mjs';
import { SEEDED, SEEDED_POSTS, SEEDED_PROJECT_COUNT } from '../harness/seed.mjs';
import { repoRoot } from '../local-supabase.mjs';
import { prepareProject, startServer } from '../harness/postgres.mjs';
import { measureBeacons } from './beacons.mjs';
import { measureBeaconsOnPostgres } from './beacons-postgres.mjs';
import { launchBrowser, routeExists, signIn } from './browser.mjs';
import { measureContactRoundTrip } from './contact.mjs';
import { measureFreshness } from './freshness.mjs';
import { measurePageJs } from '../harness/first-load-js.mjs';
import { measureHtml, measureSections } from '../harness/page-weight.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { PUBLIC_PAGES, measurePage } from './pages.mjs';
import { checkBudgets, formatReport } from './report.mjs';
import { ROUTE_KINDS, parseRouteTable } from './route-table.mjs';
import { measureShareImages } from './share-images.mjs';
import { measureThroughput, measureThroughputSet } from './throughput.mjs';

const HELP = `usage: npm run bench -- [options]
  --lh-runs N          Lighthouse runs per page and form factor, median reported (default 3; 0 skips)
  --duration S         autocannon seconds per URL (default 10)
  --connections N      autocannon connections (default 20)
  --projects N         projects in the scale phase (default 500, at least 12)
  --no-scale           skip the scale phase
  --fresh-timeout S    how long to wait for a save to show on / (default 90)
  -h, --help           this text`;

/** The project page measured: first in display order, so it is on the home page too. */
const PROJECT = SEEDED.harbor;
const POST_PATH = `/blog/${SEEDED_POSTS.wordpress.slug}`;
/** Phase 1 size: the seed plus 4, one full page of the home grid; the scale phase compares with it. */
const PHASE1_PROJECTS = 12;
const CATEGORIES = ['wordpress', 'power_bi', 'web_development', 'other'];
const TECHNOLOGIES = [
  ['WordPress', 'PHP', 'MySQL'],
  ['Power BI', 'DAX', 'Power Query'],
  ['Next.js', 'TypeScript', 'PostgreSQL'],
  ['Node.js', 'Docker'],
];
// One REST request per batch keeps each insert statement (and PGlite's memory) small.
const INSERT_BATCH = 100;

const benchDir = path.join(repoRoot, 'bench');
const logDir = path.join(benchDir, 'logs');
const started = Date.now();
const elapsed = () => {
  const s = Math.round((Date.now() - started) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
// Progress goes to stderr so stdout holds only the table.
const log = (line) => console.error(`[bench ${elapsed()}] ${line}`);

function parseOptions() {
  const { values } = parseArgs({
    options: {
      'lh-runs': { type: 'string', default: '3' },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '20' },
      projects: { type: 'string', default: '500' },
      'no-scale': { type: 'boolean', default: false },
      'fresh-timeout': { type: 'string', default: '90' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const whole = (name, min, max) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
    return value;
  };
  return {
    lhRuns: whole('lh-runs', 0, 9),
    durationSec: whole('duration', 1, 120),
    connections: whole('connections', 1, 200),
    projects: whole('projects', PHASE1_PROJECTS, 20_000),
    scale: !values['no-scale'],
    freshTimeoutSec: whole('fresh-timeout', 1, 600),
  };
}

const versionOf = (pkg) => {
  const local = path.join(repoRoot, 'scripts', 'bench', 'node_modules', pkg, 'package.json');
  return JSON.parse(readFileSync(existsSync(local) ? local : path.join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')).version;
};

const results = { meta: {}, phase1: null, scale: null, budgets: [], errors: [] };

/** Runs one measurement; a failure is recorded and the bench goes on with the next one. */
async function step(name, fn) {
  if (isStopping()) return null;
  log(name);
  try {
    return await fn();
  } catch (error) {
    log(`${name} FAILED: ${error.message.split('\n')[0]}`);
    results.errors.push({ step: name, message: error.message.split('\n')[0] });
    return null;
  }
}

/** Generated projects after the seed, `total` in all, inserted as the owner. */
async function insertGenerated(backend, total) {
  const rows = Array.from({ length: total - SEEDED_PROJECT_COUNT }, (_, i) => ({
    title: `Archive project ${String(i + 1).padStart(3, '0')}`,
    description: 'An older piece of work, generated by the bench to show how the site behaves with many projects.',
    category: CATEGORIES[(i + 1) % CATEGORIES.length],
    technologies: TECHNOLOGIES[(i + 1) % CATEGORIES.length],
  }));
  for (let first = 0; first < rows.length; first += INSERT_BATCH) await insertProjects(backend, rows.slice(first, first + INSERT_BATCH));
}

/** A fresh backend with `totalProjects` projects, the app built against it, and `next start`. */
async function startSite(totalProjects, label) {
  const started = Date.now();
  const backend = await startScratchBackend({
    owner: { email: 'owner@example.com', password: 'bench-owner-password' },
    logFile: path.join(logDir, `${label}-backend.log`),
  });
  await insertGenerated(backend, totalProjects);
  log(`${label}: backend with ${totalProjects} projects on ${backend.url} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const port = await freePort();
  const env = appEnv({ backend, siteUrl: `http://localhost:${port}`, distDir: '.next-bench' });
  log(`${label}: next build (${env.NEXT_DIST_DIR})`);
  const build = await buildApp(env, path.join(logDir, `${label}-build.log`));
  const routes = parseRouteTable(build.stdout);
  const app = await startApp(port, env, path.join(logDir, `${label}-server.log`));
  log(`${label}: built in ${(build.ms / 1000).toFixed(1)} s, serving ${app.url}`);
  return {
    backend,
    app,
    buildMs: build.ms,
    routes,
    stop: async () => {
      await app.stop();
      await backend.stop();
    },
  };
}

/**
 * The reference the public pages are held to: a bare Next.js page with 12 cards
 * (scripts/bench/bare-page), built by the same `next` and served the same way, beside the site.
 */
async function startBarePage() {
  const dir = path.join(repoRoot, 'scripts', 'bench', 'bare-page');
  const env = { NEXT_TELEMETRY_DISABLED: '1' };
  const build = await buildApp(env, path.join(logDir, 'bare-build.log'), { dir });
  const app = await startApp(await freePort(), env, path.join(logDir, 'bare-server.log'), { dir });
  log(`the bare page: built in ${(build.ms / 1000).toFixed(1)} s, serving ${app.url}`);
  return app;
}

const routeKind = (symbol) => (symbol === undefined ? null : `${symbol} (${ROUTE_KINDS[symbol] ?? '?'})`);

async function phase1(options, browser) {
  const bare = await step('the bare page: next build and next start', startBarePage);
  const site = await startSite(PHASE1_PROJECTS, 'phase1');
  const base = site.app.url;
  const projectPath = `/projects/${PROJECT.slug}`;
  const p1 = {
    projects: PHASE1_PROJECTS,
    buildMs: site.buildMs,
    routes: site.routes,
    homeRouteKind: routeKind(site.routes['/']),
    // Every public page type: its HTML document and JS; /auth and /admin: JS only.
    pages: {},
    lighthouse: {},
    throughput: [],
    bareThroughput: [],
    shareImages: null,
    contact: null,
    beacons: null,
    beaconsPostgres: null,
    freshness: null,
  };
  results.phase1 = p1;

  // /auth and /admin are built by another engineer; measure them once they exist.
  const hasAuth = await routeExists(base, '/auth');
  const hasAdmin = await routeExists(base, '/admin');
  p1.adminAvailable = hasAuth && hasAdmin;
  let storageState = null;
  if (p1.adminAvailable) {
    storageState = await step('sign in as the owner through /auth', () => signIn(browser, base, site.backend.owner));
  }

  for (const page of PUBLIC_PAGES) {
    const weight = await step(`page weight ${page.route}: HTML, RSC payload, JS`, () => measurePage(browser, base, page));
    p1.pages[page.key] = { route: page.route, path: page.path, isPublic: true, ...(weight ?? { note: 'error' }) };
  }
  p1.homeSections = await step('what each section of / costs', () => measureSections(`${base}/`));
  if (bare) {
    const weight = await step('page weight of the bare page', () => measurePage(browser, bare.url, { path: '/' }));
    p1.pages.bare = { route: 'bare Next page, 12 cards', isPublic: false, ...(weight ?? {}), note: weight ? 'reference' : 'error' };
  }
  const jsOnly = async (key, route, url, options) => {
    const js = await step(`JS weight ${route}`, () => measurePageJs(browser, url, { afterLoad: true, ...options }));
    p1.pages[key] = { route, isPublic: false, ...(js ? { js } : { note: 'error' }) };
    return js;
  };
  if (hasAuth) await jsOnly('auth', '/auth', `${base}/auth`);
  else p1.pages.auth = { route: '/auth', isPublic: false, note: 'n/a (not built)' };
  if (!hasAdmin || !hasAuth) p1.pages.admin = { route: '/admin (owner)', isPublic: false, note: 'n/a (not built)' };
  else if (!storageState) p1.pages.admin = { route: '/admin (owner)', isPublic: false, note: 'n/a (owner sign-in failed)' };
  else {
    const js = await jsOnly('admin', '/admin (owner)', `${base}/admin`, { storageState });
    if (js && !new URL(js.finalUrl).pathname.startsWith('/admin')) p1.pages.admin.note = `ended on ${js.finalUrl}`;
  }

  // Before anything else asks for an image, so the first one drawn is the server's first.
  p1.shareImages = await step('share images: cold (drawn) and warm (cached), 12 cards', () => measureShareImages(base, { images: 12 }));

  // The bare page first, on mobile (the form factor its targets compare), then the site's pages.
  const lighthousePages = [
    ...(bare ? [['bare', '/', bare.url, ['mobile']]] : []),
    ['home', '/', base, ['mobile', 'desktop']],
    ['project', projectPath, base, ['mobile', 'desktop']],
    ['post', POST_PATH, base, ['mobile', 'desktop']],
  ];
  for (const [key, pagePath, origin, formFactors] of lighthousePages) {
    if (!options.lhRuns) break;
    p1.lighthouse[key] = {};
    for (const formFactor of formFactors) {
      const lh = await step(`Lighthouse ${key === 'bare' ? 'the bare page' : pagePath} ${formFactor} ×${options.lhRuns}`, () =>
        lighthouseMedian(`${origin}${pagePath}`, {
          formFactor,
          runs: options.lhRuns,
          outDir: path.join(benchDir, 'lighthouse'),
          label: key,
          onRun: (run, s) => log(`  run ${run}: perf ${s.performance} a11y ${s.accessibility} bp ${s.bestPractices} seo ${s.seo} LCP ${Math.round(s.lcpMs)} ms TBT ${Math.round(s.tbtMs)} ms CLS ${s.cls?.toFixed(3)}`),
        }),
      );
      if (lh) p1.lighthouse[key][formFactor] = lh;
    }
  }

  const throughput = await step(`throughput /, /projects/[slug], /robots.txt (${options.durationSec} s each)`, () =>
    measureThroughputSet([`${base}/`, `${base}${projectPath}`, `${base}/robots.txt`], options),
  );
  p1.throughput = (throughput ?? []).map((t) => ({ path: new URL(t.url).pathname.replace(PROJECT.slug, '[slug]'), ...t }));
  if (bare) {
    const bareThroughput = await step(`throughput of the bare page and its /robots.txt (${options.durationSec} s each)`, () =>
      measureThroughputSet([`${bare.url}/`, `${bare.url}/robots.txt`], options),
    );
    p1.bareThroughput = (bareThroughput ?? []).map((t) => ({ path: `bare page ${new URL(t.url).pathname}`, ...t }));
    await bare.stop();
  }

  p1.contact = await step('contact form: Send Message → "Message Sent!" ×10', () => measureContactRoundTrip(browser, base, { sends: 10 }));

  // Each beacon from its own client address (the per-client throttle would refuse one client at this rate).
  p1.beacons = await step('insights beacons: 200/s for 30 s, stored total vs hits sent', () => measureBeacons(base, site.backend, { rate: 200, seconds: 30 }));
  // The same hits' database side on real PostgreSQL, which has no PostgREST here: the app's write buffer over pg.
  p1.beaconsPostgres = await step('insights hits on real PostgreSQL: 200/s for 30 s through the write buffer', async () => {
    const server = await startServer(await freePort());
    const stop = track('postgres', () => server.stop());
    try {
      await prepareProject(server);
      return await measureBeaconsOnPostgres(server, { rate: 200, seconds: 30 });
    } finally {
      await stop();
    }
  });

  // Last: it changes data and the caches of the pages measured above.
  p1.freshness =
    (await step('freshness of a save', () =>
      measureFreshness({
        browser,
        baseUrl: base,
        backend: site.backend,
        project: PROJECT,
        storageState,
        timeoutMs: options.freshTimeoutSec * 1000,
        pollMs: 500,
        log,
      }),
    )) ?? { error: 'see bench errors' };

  await site.stop();
}

async function scalePhase(options, browser) {
  const site = await startSite(options.projects, 'scale');
  const base = site.app.url;
  const scale = {
    projects: options.projects,
    buildMs: site.buildMs,
    routes: site.routes,
    homeRouteKind: routeKind(site.routes['/']),
    homeIsStatic: site.routes['/'] === '○',
  };
  results.scale = scale;
  scale.home = {
    route: `/ (${options.projects} projects)`,
    html: await step(`HTML of / at ${options.projects} projects`, () => measureHtml(`${base}/`)),
    js: await step(`JS weight / at ${options.projects} projects`, () => measurePageJs(browser, `${base}/`, { afterLoad: true })),
  };
  scale.throughputHome = await step(`throughput / at ${options.projects} projects`, () => measureThroughput(`${base}/`, options));
  await site.stop();
}

async function main() {
  let options;
  try {
    options = parseOptions();
  } catch (error) {
    console.error(`${error.message}\n${HELP}`);
    process.exit(2);
  }
  mkdirSync(logDir, { recursive: true });
  results.meta = {
    startedAt: new Date(started).toISOString(),
    options,
    units: { kb: 1000, note: 'KB = 1000 bytes; gzip = transferred bytes; raw = decoded bytes' },
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model?.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    loadAverage: { start: os.loadavg()[0].toFixed(2) },
    versions: { node: process.versions.node, next: versionOf('next'), lighthouse: versionOf('lighthouse'), autocannon: versionOf('autocannon') },
  };
  log(`phase 1: ${SEEDED_PROJECT_COUNT} seeded + ${PHASE1_PROJECTS - SEEDED_PROJECT_COUNT} generated projects${options.scale ? `; then ${options.projects} projects` : ''}`);
  const browser = await launchBrowser();
  track('chromium', () => browser.close());
  results.meta.versions.chromium = browser.version();

  await phase1(options, browser);
  results.scale = options.scale ? null : { skipped: true };
  if (options.scale) await scalePhase(options, browser);
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping everything the bench started`);
    await stopAll();
    process.exit(130);
  });
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  exitCode = 1;
  results.errors.push({ step: 'bench', message: error.message });
  log(`bench broke: ${error.stack ?? error.message}`);
} finally {
  await stopAll();
}
if (!interrupted) {
  results.meta.finishedAt = new Date().toISOString();
  results.meta.runtimeSec = Math.round((Date.now() - started) / 1000);
  if (results.meta.loadAverage) results.meta.loadAverage.end = os.loadavg()[0].toFixed(2);
  results.budgets = checkBudgets(results);
  if (results.errors.length) exitCode = 1;
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (results.phase1) console.log(formatReport(results));
  else console.log(`The bench broke before measuring anything: ${results.errors.map((e) => e.message).join('; ')}`);
  process.exit(exitCode);
}
