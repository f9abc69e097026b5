// A first visit's long tasks as a phone meets them, and what ran in each: where TBT and a late paint come from.
//
//   node scripts/first-visit-tasks.mjs http://127.0.0.1:3000/stay [--runs 3] [--network]
//
// A fresh context per run in Lighthouse's mobile profile (scripts/lib/first-visit.mjs: CPU 4× slower; the network
// too with --network), its service worker blocked, traced until 3 s after load with V8's CPU samples. Prints, per
// run, the first contentful paint and each task over 50 ms: its largest timeline events and the functions sampled
// (named from the source in a BROWSER_SOURCE_MAPS=1 build, scripts/lib/source-frames.mjs).
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { firstVisitArgs, recordFirstVisit } from './lib/first-visit.mjs';
import { longTasks } from './lib/long-tasks.mjs';
import { sourceFrames } from './lib/source-frames.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'];

const { url, runs, has } = firstVisitArgs(process.argv.slice(2), { script: 'first-visit-tasks.mjs', runs: 1, flags: ['--network'] });

/** Starts tracing; the returned function ends it and gives the trace's events. */
async function trace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

const nameFrame = sourceFrames(path.resolve('.next'));

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (let run = 1; run <= runs; run++) {
    const events = await recordFirstVisit(browser, url, trace, { network: has('--network') });
    const { firstContentfulPaintMs, tasks } = longTasks(events, { nameFrame });
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
