// A first visit's long tasks as a phone meets them, and what ran in each: where TBT and a late paint come from.
//
//   node scripts/first-visit-tasks.mjs http://127.0.0.1:3000/stay [--runs 3] [--network]
//
// A fresh context per run in Lighthouse's mobile profile (scripts/lib/phone-profile.mjs: CPU 4× slower; the network
// too with --network), its service worker blocked, traced until 3 s after load with V8's CPU samples. Prints, per
// run, the first contentful paint and each task over 50 ms: its largest timeline events and the functions sampled.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { longTasks } from './lib/long-tasks.mjs';
import { PHONE_VIEWPORT, throttleLikeAPhone } from './lib/phone-profile.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'];

const args = process.argv.slice(2);
const url = args.find((a) => /^https?:\/\//.test(a));
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
if (!url || !(runs >= 1)) {
  console.error('usage: node scripts/first-visit-tasks.mjs <url> [--runs N] [--network]');
  process.exit(2);
}

/** One traced first visit: the trace's events. */
async function tracedVisit(browser) {
  const context = await browser.newContext({ ...PHONE_VIEWPORT, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await throttleLikeAPhone(page, { network: args.includes('--network') });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return events;
}

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (let run = 1; run <= runs; run++) {
    const { firstContentfulPaintMs, tasks } = longTasks(await tracedVisit(browser));
    const blocking = tasks.reduce((sum, task) => sum + task.durationMs - 50, 0);
    console.log(`run ${run}: first contentful paint at ${firstContentfulPaintMs ?? '?'} ms; ${tasks.length} long tasks, ${blocking} ms over 50 ms each`);
    for (const task of tasks) {
      console.log(`  at ${task.startMs} ms, ${task.durationMs} ms: ${task.events.map((e) => `${e.name}${e.url ? ` (${e.url})` : ''} ${e.ms}`).join(', ')}`);
      if (task.functions.length) console.log(`    sampled: ${task.functions.map((f) => `${f.name} ${Math.round(f.share * 100)} %`).join(', ')}`);
    }
  }
} finally {
  await browser.close();
}
