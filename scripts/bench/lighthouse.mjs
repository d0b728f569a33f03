// Lighthouse through its Node API, one fresh Chromium per run so runs share no cache or process
// state. Mobile is Lighthouse's default config (simulated slow 4G, 4× CPU slowdown); desktop is
// its desktop preset.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumPath } from '../harness/chromium.mjs';
import { track } from '../harness/processes.mjs';

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Categories whose failing audits are listed: their budget is 100, so each failure is a finding.
const AUDITED = ['accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const score = (lhr, id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));

function summarise(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
  };
}

/** A few words on what an audit flagged: console messages, element snippets or URLs. */
function examples(audit) {
  const items = audit.details?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) => item.description ?? item.node?.snippet ?? item.source?.url ?? item.url ?? null)
    .filter(Boolean)
    .map((text) => String(text).slice(0, 160));
}

/** Audits that cost points in the 100-budget categories. */
function failingAudits(lhr) {
  const failing = [];
  for (const category of AUDITED) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit?.score !== null && audit?.score < 1) {
        failing.push({ id: ref.id, category, title: audit.title, examples: examples(audit) });
      }
    }
  }
  return failing;
}

async function runOnce(url, formFactor) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  // chrome-launcher starts Chromium as a process-group leader; the pgid lets a dying bench kill it.
  const stop = track('lighthouse chromium', () => chrome.kill(), { pid: chrome.pid });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await stop();
  }
}

/**
 * `runs` Lighthouse runs of one URL; each figure is the median over the runs.
 * @param {{ formFactor: 'mobile'|'desktop', runs: number, outDir: string, label: string, onRun?: (run: number, summary: object) => void }} options
 */
export async function lighthouseMedian(url, { formFactor, runs, outDir, label, onRun }) {
  mkdirSync(outDir, { recursive: true });
  const summaries = [];
  const failing = new Map();
  const warnings = new Set();
  const reports = [];
  for (let run = 1; run <= runs; run++) {
    const { lhr, report } = await runOnce(url, formFactor);
    const file = path.join(outDir, `${label}-${formFactor}-${run}.json`);
    writeFileSync(file, Array.isArray(report) ? report[0] : report);
    reports.push(path.relative(process.cwd(), file));
    const summary = summarise(lhr);
    summaries.push(summary);
    for (const audit of failingAudits(lhr)) {
      const seen = failing.get(audit.id) ?? { ...audit, runs: 0 };
      seen.runs += 1;
      failing.set(audit.id, seen);
    }
    for (const warning of lhr.runWarnings ?? []) warnings.add(warning);
    onRun?.(run, summary);
  }
  const medianOf = (field) => median(summaries.map((summary) => summary[field]));
  return {
    formFactor,
    runs,
    performance: medianOf('performance'),
    accessibility: medianOf('accessibility'),
    bestPractices: medianOf('bestPractices'),
    seo: medianOf('seo'),
    fcpMs: medianOf('fcpMs'),
    lcpMs: medianOf('lcpMs'),
    tbtMs: medianOf('tbtMs'),
    cls: medianOf('cls'),
    perRun: summaries,
    failingAudits: [...failing.values()],
    warnings: [...warnings],
    reports,
  };
}
