// Lighthouse (mobile defaults: simulated slow 4G + 4x CPU slowdown) in Debian Chromium: one CLI run (lighthouse),
// and a page's figures as the median of several runs (lighthouseMedian).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';
import { runToEnd } from './proc.mjs';
import { medianOf, medianRunIndex } from '../../../scripts/lib/bench-stats.mjs';
import { sampleMachine } from '../../../scripts/lib/machine-busy.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';
import { firstUpdateMs } from '../../../scripts/lib/first-update.mjs';

const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

/** One run. `ignoreStatusCode`: audit a page answered with an error status (the 404 page) rather than stop. */
export async function lighthouse(url, { dir, name, ignoreStatusCode = false }) {
  const out = path.join(dir, `${name}.report.json`);
  await runToEnd(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      // The trace, for when the first rendering update ran (read below, then deleted: ~15 MB a run).
      '--save-assets',
      ...(ignoreStatusCode ? ['--ignore-status-code'] : []),
    ],
    { cwd: dir, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, logFile: path.join(dir, `${name}.log`) },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const metrics = report.audits.metrics?.details?.items?.[0] ?? {};
  const assets = out.replace(/\.json$/, '-0');
  let firstUpdate = null;
  try {
    const trace = JSON.parse(fs.readFileSync(`${assets}.trace.json`, 'utf8'));
    firstUpdate = firstUpdateMs(trace.traceEvents ?? [], metrics.observedNavigationStartTs);
  } catch {
    // No trace (an older Lighthouse, a failed run): the figure is left out.
  }
  for (const kind of ['trace', 'devtoolslog']) fs.rmSync(`${assets}.${kind}.json`, { force: true });
  const score = (id) => (report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100));
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  const failing = (category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  // Where the main thread's time went (ms, Lighthouse's 4× CPU): by kind of work, and the scripts that took most.
  const items = (id) => report.audits[id]?.details?.items ?? [];
  const mainThread = Object.fromEntries(items('mainthread-work-breakdown').map((i) => [i.group, Math.round(i.duration)]));
  const bootup = items('bootup-time')
    .slice(0, 6)
    .map((i) => ({ url: i.url, totalMs: Math.round(i.total), scriptingMs: Math.round(i.scripting), parseMs: Math.round(i.scriptParseCompile) }));
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(audit('total-blocking-time')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    // When Chromium painted the LCP element in this run (unthrottled). The simulated LCP counts every request and
    // script that finished before this moment, so a late paint puts the page's bundles and hydration into it.
    observedLcpMs: metrics.observedLargestContentfulPaint ?? null,
    // When the page's first rendering update ran: within ~0.25 s the paint comes at ~1.25 s, at ~1.2 s it comes at
    // ~2.25 s (scripts/lib/first-update.mjs).
    firstUpdateMs: firstUpdate,
    failingAudits: {
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
      seo: failing('seo'),
    },
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    runWarnings: report.runWarnings ?? [],
    mainThread,
    bootup,
    report: out,
  };
}

/** The figures taken as a median over runs, each metric on its own. */
export const MEDIAN_METRICS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs', 'fcpMs', 'observedLcpMs', 'firstUpdateMs'];

/**
 * `runs` Lighthouse runs of `url`, each after a machine sample: every metric of MEDIAN_METRICS is the median over
 * the runs; the details (failing audits, LCP element, warnings, report file) are the kept run's, the run whose
 * performance score is the median. `runs` lists each run's figures and machine sample; `busy` is true when any
 * run started on a busy machine.
 */
export async function lighthouseMedian(url, { dir, name, runs = 3, ignoreStatusCode = false, log = () => {} }) {
  const all = [];
  for (let i = 1; i <= runs; i++) {
    const machine = await sampleMachine();
    const r = await lighthouse(url, { dir, name: `${name}-${i}`, ignoreStatusCode });
    log(`      run ${i}: perf ${r.performance} TBT ${r.tbtMs} ms LCP ${r.lcpMs} ms (first update at ${r.firstUpdateMs} ms, painted at ${r.observedLcpMs} ms) CLS ${r.cls}${machine.busy ? ` (busy: ${machine.reasons.join(', ')})` : ''}`);
    all.push({ ...r, machineBefore: machine });
  }
  const kept = medianRunIndex(all, 'performance');
  const { failingAudits, lcpElement, runWarnings, mainThread, bootup, report } = all[kept];
  return {
    url,
    ...medianOf(all, MEDIAN_METRICS),
    runCount: runs,
    keptRun: kept + 1,
    failingAudits,
    lcpElement,
    runWarnings,
    mainThread,
    bootup,
    report,
    busy: all.some((r) => r.machineBefore.busy),
    runs: all.map((r) => ({ ...Object.fromEntries(MEDIAN_METRICS.map((k) => [k, r[k]])), machineBefore: r.machineBefore })),
  };
}
