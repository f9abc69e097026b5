// Lighthouse (mobile defaults: simulated slow 4G + 4x CPU slowdown) in Debian Chromium, one CLI run per page.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';
import { runToEnd } from './proc.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

export async function lighthouse(url, { dir, name }) {
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
    ],
    { cwd: dir, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, logFile: path.join(dir, `${name}.log`) },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const score = (id) => (report.categories[id]?.score == null ? null : Math.round(report.categories[id].score * 100));
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  const failing = (category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
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
    failingAudits: {
      accessibility: failing('accessibility'),
      bestPractices: failing('best-practices'),
      seo: failing('seo'),
    },
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    runWarnings: report.runWarnings ?? [],
    report: out,
  };
}
