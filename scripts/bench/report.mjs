// The performance budgets (docs/ARCHITECTURE.md) checked against the figures, and the one plain-text table the bench prints.
import { formatBeacons } from './beacons.mjs';
import { formatBeaconsOnPostgres } from './beacons-postgres.mjs';
import { PAGE_COLUMNS, pageRow, sectionLines } from './pages.mjs';
import { ROUTE_KINDS } from './route-table.mjs';
import { formatShareImages } from './share-images.mjs';

const JS_BUDGET_KB = 145;
const MOBILE_PERF_MIN = 92;
const THROUGHPUT_RATIO_MIN = 0.8;
// Any title, on a server that has drawn nothing yet.
const SHARE_IMAGE_COLD_MAX_MS = 1000;
const HTML_GROWTH_MAX = 3;
// A beacon is answered once its batch is stored: batching may not hold it long.
const BEACON_P95_MAX_MS = 1000;
// Chunk sizes are deterministic; a page's data could still move a chunk between first load and later.
const JS_UNCHANGED_TOLERANCE_KB = 1;

const LIGHTHOUSE_PAGES = [
  ['home', '/'],
  ['project', '/projects/[slug]'],
  ['post', '/blog/[slug]'],
];
// Against the bare Next.js page measured in the same sitting (mobile): a public page may score at
// most this much lower, and paint its largest element at most this much later.
const BARE_PERF_SLACK = 1;
const BARE_LCP_SLACK_MS = 300;

const fixed = (value, digits = 1) => (typeof value === 'number' ? value.toFixed(digits) : '–');
const whole = (value) => (typeof value === 'number' ? String(Math.round(value)) : '–');

/**
 * @returns {{ budget: string, value: string, limit: string, pass: boolean | null }[]}
 *   pass is null when the figure was not measured (skipped or failed; see errors).
 */
export function checkBudgets(results) {
  const budgets = [];
  const add = (budget, value, limit, pass) => budgets.push({ budget, value: String(value), limit, pass });
  const missing = (budget, limit, why = 'not measured') => add(budget, why, limit, null);
  const p1 = results.phase1;
  if (!p1) return budgets;

  // The budget is first-load JS (requested before the load event), measured as tests/e2e/js-budget.spec.ts measures it.
  for (const page of Object.values(p1.pages ?? {}).filter((entry) => entry.isPublic)) {
    const name = `JS gzip first load ${page.route}`;
    const bytes = page.js?.firstLoad.gzipBytes;
    if (typeof bytes === 'number') add(name, `${fixed(bytes / 1000)} KB`, `≤ ${JS_BUDGET_KB} KB`, bytes <= JS_BUDGET_KB * 1000);
    else missing(name, `≤ ${JS_BUDGET_KB} KB`);
  }

  const lhSkipped = !results.meta?.options?.lhRuns;
  for (const [key, label] of LIGHTHOUSE_PAGES) {
    const lh = p1.lighthouse?.[key] ?? {};
    const perf = [
      ['desktop', 100, '= 100'],
      ['mobile', MOBILE_PERF_MIN, `≥ ${MOBILE_PERF_MIN}`],
    ];
    for (const [formFactor, min, limit] of perf) {
      const value = lh[formFactor]?.performance;
      if (typeof value === 'number') add(`Lighthouse perf ${formFactor} ${label}`, value, limit, value >= min);
      else missing(`Lighthouse perf ${formFactor} ${label}`, limit, lhSkipped ? 'skipped' : 'not measured');
    }
    for (const formFactor of ['mobile', 'desktop']) {
      const r = lh[formFactor];
      const name = `Lighthouse a11y/bp/seo ${formFactor} ${label}`;
      if (r) add(name, `${r.accessibility}/${r.bestPractices}/${r.seo}`, '100 each', [r.accessibility, r.bestPractices, r.seo].every((s) => s === 100));
      else missing(name, '100 each', lhSkipped ? 'skipped' : 'not measured');
    }
    const bare = p1.lighthouse?.bare?.mobile;
    const mobile = lh.mobile;
    const perfName = `Lighthouse perf mobile ${label} vs the bare page`;
    const lcpName = `LCP mobile ${label} vs the bare page`;
    if (typeof bare?.performance === 'number' && typeof mobile?.performance === 'number') {
      add(perfName, `${mobile.performance} vs ${bare.performance}`, `≥ bare − ${BARE_PERF_SLACK}`, mobile.performance >= bare.performance - BARE_PERF_SLACK);
      add(lcpName, `${whole(mobile.lcpMs)} vs ${whole(bare.lcpMs)} ms`, `≤ bare + ${BARE_LCP_SLACK_MS} ms`, mobile.lcpMs <= bare.lcpMs + BARE_LCP_SLACK_MS);
    } else {
      missing(perfName, `≥ bare − ${BARE_PERF_SLACK}`, lhSkipped ? 'skipped' : 'not measured');
      missing(lcpName, `≤ bare + ${BARE_LCP_SLACK_MS} ms`, lhSkipped ? 'skipped' : 'not measured');
    }
    const cls = ['mobile', 'desktop'].map((formFactor) => lh[formFactor]?.cls).filter((value) => typeof value === 'number');
    const clsName = `CLS ${label} (worst form factor)`;
    if (cls.length) add(clsName, fixed(Math.max(...cls), 3), '= 0', Math.max(...cls) === 0);
    else missing(clsName, '= 0', lhSkipped ? 'skipped' : 'not measured');
  }

  for (const [label, pathname] of [['/', '/'], ['/projects/[slug]', '/projects/[slug]']]) {
    const t = p1.throughput?.find((row) => row.path === pathname);
    const limit = `≥ ${THROUGHPUT_RATIO_MIN}× static`;
    if (typeof t?.ratioToStatic === 'number') add(`Throughput ${label}`, `${fixed(t.ratioToStatic, 2)}× static`, limit, t.ratioToStatic >= THROUGHPUT_RATIO_MIN && t.non2xx === 0 && t.errors === 0);
    else missing(`Throughput ${label}`, limit);
  }

  const images = p1.shareImages;
  if (images && typeof images.firstMs === 'number') add('Share image: first drawn after start', `${whole(images.firstMs)} ms`, `≤ ${SHARE_IMAGE_COLD_MAX_MS} ms`, images.firstMs <= SHARE_IMAGE_COLD_MAX_MS);
  else missing('Share image: first drawn after start', `≤ ${SHARE_IMAGE_COLD_MAX_MS} ms`);
  if (images) add('Share images: second request from the cache', `${images.warmFromCache} of ${images.images}`, 'all', images.warmFromCache === images.images);
  else missing('Share images: second request from the cache', 'all');

  const beacons = p1.beacons;
  if (beacons) add('Insights beacons: stored total = hits sent', `${beacons.stored} of ${beacons.sent}, ${beacons.errors} errors`, 'equal, 0 errors', beacons.storedEqualsSent && beacons.errors === 0);
  else missing('Insights beacons: stored total = hits sent', 'equal, 0 errors');
  if (beacons) add('Insights beacons: p95 latency', `${beacons.p95Ms} ms`, `≤ ${BEACON_P95_MAX_MS} ms`, beacons.p95Ms <= BEACON_P95_MAX_MS);
  else missing('Insights beacons: p95 latency', `≤ ${BEACON_P95_MAX_MS} ms`);

  const scale = results.scale;
  const n = scale?.projects ?? results.meta?.options?.projects ?? '?';
  if (!scale || scale.skipped) {
    const why = scale?.skipped ? 'skipped' : 'not measured';
    missing(`Scale: / static at ${n} projects`, '○ (Static)', why);
    missing(`Scale: JS gzip / at ${n} vs ${p1.projects} projects`, 'unchanged', why);
    missing(`Scale: HTML / at ${n} vs ${p1.projects} projects`, `≤ ${HTML_GROWTH_MAX}×`, why);
  } else {
    add(`Scale: / static at ${n} projects`, scale.homeRouteKind ?? 'not in route table', '○ (Static)', Boolean(scale.homeIsStatic));
    const base = p1.pages?.home?.js?.firstLoad.gzipBytes;
    const big = scale.home?.js?.firstLoad.gzipBytes;
    if (typeof base === 'number' && typeof big === 'number') {
      add(`Scale: JS gzip / at ${n} vs ${p1.projects} projects`, `${fixed(big / 1000)} vs ${fixed(base / 1000)} KB`, `± ${JS_UNCHANGED_TOLERANCE_KB} KB`, Math.abs(big - base) <= JS_UNCHANGED_TOLERANCE_KB * 1000);
    } else missing(`Scale: JS gzip / at ${n} vs ${p1.projects} projects`, 'unchanged');
    const html = p1.pages?.home?.html?.rawBytes;
    const bigHtml = scale.home?.html?.rawBytes;
    if (typeof html === 'number' && typeof bigHtml === 'number') {
      const ratio = bigHtml / html;
      add(`Scale: HTML / at ${n} vs ${p1.projects} projects`, `${fixed(ratio, 2)}× (${fixed(bigHtml / 1000)} vs ${fixed(html / 1000)} KB)`, `≤ ${HTML_GROWTH_MAX}×`, ratio <= HTML_GROWTH_MAX);
    } else missing(`Scale: HTML / at ${n} vs ${p1.projects} projects`, `≤ ${HTML_GROWTH_MAX}×`);
  }

  const fresh = p1.freshness;
  for (const [key, label] of [['home', '/'], ['project', '/projects/[slug]']]) {
    const name = `Freshness: first GET ${label} after a save shows it`;
    const r = fresh?.[key];
    if (r && typeof r.firstRequestShowsNewTitle === 'boolean') add(name, r.firstRequestShowsNewTitle ? 'yes' : `no (after ${r.visibleAfterMs ?? '> timeout'} ms)`, 'yes', r.firstRequestShowsNewTitle);
    else missing(name, 'yes');
  }
  return budgets;
}

/** Columns padded to their widest cell; numbers (and dashes) right-aligned. */
function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '–')));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const isNumeric = (i) => rows.length > 0 && rows.every((row) => /^[-+–]?[\d.,]*[×%]?$/.test(String(row[i] ?? '–')));
  return cells
    .map((row) =>
      row
        .map((cell, i) => (isNumeric(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .map((line) => `  ${line}`)
    .join('\n');
}

function header(results) {
  const { meta } = results;
  const v = meta.versions ?? {};
  const load = meta.loadAverage ? `load average ${meta.loadAverage.start} → ${meta.loadAverage.end ?? '?'}` : '';
  const runtime = meta.runtimeSec === undefined ? '' : `, ${Math.floor(meta.runtimeSec / 60)}:${String(meta.runtimeSec % 60).padStart(2, '0')}`;
  return [
    `npm run bench — ${meta.startedAt}${runtime}`,
    `${meta.machine}; ${load}`,
    `Node ${v.node}, Next ${v.next}, Lighthouse ${v.lighthouse}, autocannon ${v.autocannon}, Chromium ${v.chromium ?? '?'}`,
  ].join('\n');
}

function routeLine(phase) {
  const routes = phase.routes ?? {};
  const project = routes['/projects/[slug]'];
  const kind = project ? `${project} (${ROUTE_KINDS[project] ?? '?'})` : '?';
  return `/ ${phase.homeRouteKind ?? '?'}, /projects/[slug] ${kind}, build ${fixed(phase.buildMs / 1000)} s`;
}

function pagesSection(p1, scale) {
  const rows = Object.values(p1.pages ?? {}).map((page) => [...pageRow(page.route, page), page.isPublic ? `≤ ${JS_BUDGET_KB}` : '', page.note ?? '']);
  if (scale?.home) rows.push([...pageRow(scale.home.route, scale.home), '', '']);
  const uncompressed = [...new Set(Object.values(p1.pages ?? {}).flatMap((page) => page.js?.uncompressedOver1KB ?? []))];
  const notes = uncompressed.length ? `\n  not gzipped: ${uncompressed.join(', ')}` : '';
  return [
    'Pages, first visit (KB = 1000 bytes; gzip = on the wire; RSC = the self.__next_f.push scripts in the HTML;',
    'JS first load = requested before the load event, the budgeted figure; after load = prefetches and parts loaded on first use)',
    table([...PAGE_COLUMNS, 'JS budget', 'note'], rows) + notes,
    'What each section of / costs (the HTML without it, its RSC rows included; for choosing what / shows)',
    ...sectionLines(p1.homeSections),
  ].join('\n');
}

function lighthouseSection(results) {
  const p1 = results.phase1;
  const runs = results.meta?.options?.lhRuns;
  if (!runs) return 'Lighthouse\n  skipped (--lh-runs 0)';
  const rows = [];
  const notes = [];
  for (const [key, label, formFactors = ['mobile', 'desktop']] of [['bare', 'bare Next page', ['mobile']], ...LIGHTHOUSE_PAGES]) {
    for (const formFactor of formFactors) {
      const r = p1.lighthouse?.[key]?.[formFactor];
      if (!r) {
        rows.push([label, formFactor, '–', '–', '–', '–', '–', '–', '–', '–']);
        continue;
      }
      rows.push([label, formFactor, r.performance, r.accessibility, r.bestPractices, r.seo, whole(r.fcpMs), whole(r.lcpMs), whole(r.tbtMs), fixed(r.cls, 3)]);
      for (const audit of r.failingAudits ?? []) {
        const example = audit.examples?.[0] ? `: ${audit.examples[0]}` : '';
        notes.push(`  ${label} ${formFactor}: ${audit.id} (${audit.category}, ${audit.runs}/${r.runs} runs)${example}`);
      }
      for (const warning of r.warnings ?? []) notes.push(`  ${label} ${formFactor} warning: ${warning.slice(0, 200)}`);
    }
  }
  const body = table(['page', 'form', 'perf', 'a11y', 'bp', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'], rows);
  return `Lighthouse ${results.meta?.versions?.lighthouse ?? '?'}, median of ${runs} run${runs === 1 ? '' : 's'}\n${body}${notes.length ? `\n  failing audits:\n${notes.map((n) => `  ${n}`).join('\n')}` : ''}`;
}

function throughputSection(results) {
  const p1 = results.phase1;
  const scale = results.scale;
  const options = results.meta?.options ?? {};
  const row = (label, t) => [label, whole(t.reqPerSec), fixed(t.p50Ms), fixed(t.p99Ms), t.non2xx, t.errors, fixed(t.kbPerRequest), t.ratioToStatic === undefined ? '' : fixed(t.ratioToStatic, 2)];
  const rows = [...(p1.throughput ?? []), ...(p1.bareThroughput ?? [])].map((t) => row(t.path, t));
  if (scale?.throughputHome) rows.push(row(`/ (${scale.projects} projects)`, scale.throughputHome));
  const encoding = p1.throughput?.[0]?.acceptEncoding ?? scale?.throughputHome?.acceptEncoding;
  const title = `Throughput (autocannon, ${options.connections} connections, ${options.durationSec} s per URL, loopback${encoding ? `, Accept-Encoding: ${encoding}` : ''})`;
  return `${title}\n${rows.length ? table(['path', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'KB/req', '× /robots.txt'], rows) : '  not measured'}`;
}

function scaleSection(results) {
  const scale = results.scale;
  if (!scale) return 'Scale\n  not measured (see errors)';
  if (scale.skipped) return 'Scale\n  skipped (--no-scale)';
  return `Scale: ${scale.projects} projects\n  ${routeLine(scale)} (JS, HTML and throughput rows above marked "${scale.projects} projects")`;
}

function freshnessSection(fresh) {
  if (!fresh || fresh.error) return `Freshness\n  not measured${fresh?.error ? ` (${fresh.error})` : ''}`;
  const row = (label, r) => [label, r.firstRequestShowsNewTitle ? 'yes' : 'no', r.firstRequest.status, r.firstRequest.ms, r.firstRequest.cache ?? '–', r.visibleAfterMs ?? 'never', r.requests];
  const body = table(['page', 'first GET shows it', 'status', 'ms', 'x-nextjs-cache', 'visible after ms', 'GETs'], [row('/', fresh.home), row('/projects/[slug]', fresh.project)]);
  const restored = fresh.restored ? `title restored via ${fresh.restored}` : 'title NOT restored';
  return `Freshness: ${fresh.method}, save → toast ${fresh.saveMs} ms; ${restored}\n${body}\n  ${fresh.note}`;
}

function contactSection(contact) {
  if (!contact) return 'Contact form\n  not measured (see errors)';
  return `Contact form: Send Message → "Message Sent!" (stored first), ${contact.sends} sends: median ${contact.medianMs} ms, p95 ${contact.p95Ms} ms, max ${contact.maxMs} ms`;
}

function budgetSection(budgets) {
  const rows = budgets.map((b) => [b.pass === null ? 'n/a' : b.pass ? 'PASS' : 'FAIL', b.budget, b.value, b.limit]);
  const failed = budgets.filter((b) => b.pass === false).length;
  const unmeasured = budgets.filter((b) => b.pass === null).length;
  const summary = `${budgets.length - failed - unmeasured} pass, ${failed} fail, ${unmeasured} not measured`;
  return `Budgets: ${summary}\n${table(['', 'budget', 'value', 'limit'], rows)}`;
}

/** The whole report as one plain-text string. */
export function formatReport(results) {
  const p1 = results.phase1;
  const scale = results.scale && !results.scale.skipped ? results.scale : null;
  const sections = [
    header(results),
    `Phase 1: ${p1.projects} projects; ${routeLine(p1)}`,
    pagesSection(p1, scale),
    lighthouseSection(results),
    throughputSection(results),
    formatShareImages(p1.shareImages),
    scaleSection(results),
    contactSection(p1.contact),
    formatBeacons(p1.beacons),
    p1.beaconsPostgres ? formatBeaconsOnPostgres(p1.beaconsPostgres) : 'Insights hits on real PostgreSQL\n  not measured (see errors)',
    freshnessSection(p1.freshness),
    budgetSection(results.budgets ?? []),
  ];
  if (results.errors?.length) sections.push(`Errors\n${results.errors.map((e) => `  ${e.step}: ${e.message}`).join('\n')}`);
  sections.push('Details: bench/results.json, bench/lighthouse/, bench/logs/');
  return `${sections.join('\n\n')}\n`;
}
