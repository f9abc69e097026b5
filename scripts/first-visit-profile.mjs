// Where a phone's first visit spends its JavaScript time, by function and by package, named from the source:
//
//   BROWSER_SOURCE_MAPS=1 npm run build && npm start      # a build with source maps (never deployed that way)
//   node scripts/first-visit-profile.mjs http://127.0.0.1:3000/stay [--runs 3]
//
// A fresh context per run in Lighthouse's mobile profile (scripts/lib/phone-profile.mjs: CPU 4× slower), its
// service worker blocked, V8's sampling profiler on until 3 s after load. Prints the self time per run (ms at 4×)
// of the packages and files, then of the functions, that took most. Long tasks: scripts/first-visit-tasks.mjs.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { PHONE_VIEWPORT, throttleLikeAPhone } from './lib/phone-profile.mjs';
import { sourceFrames } from './lib/source-frames.mjs';

const args = process.argv.slice(2);
const url = args.find((a) => /^https?:\/\//.test(a));
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
if (!url || !(runs >= 1)) {
  console.error('usage: node scripts/first-visit-profile.mjs <url> [--runs N]');
  process.exit(2);
}

/** One profiled first visit: V8's profile (nodes, samples, time deltas in µs). */
async function profiledVisit(browser) {
  const context = await browser.newContext({ ...PHONE_VIEWPORT, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await throttleLikeAPhone(page, { network: false });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return profile;
}

/** A dependency's package (React counts as itself, not as the Next build that bundles it), else the file. */
function packageOf(source) {
  if (!source.startsWith('nm/')) return source;
  const bundled = /\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (bundled) return bundled[1];
  const parts = source.split('/');
  return parts.slice(1, parts[1].startsWith('@') ? 3 : 2).join('/');
}

const frameName = sourceFrames(path.resolve('.next'));
const byFunction = new Map();
const byPackage = new Map();
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
let total = 0;

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (let run = 0; run < runs; run++) {
    const profile = await profiledVisit(browser);
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id).callFrame;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const name = frameName(frame);
      add(byFunction, name, ms);
      add(byPackage, packageOf(name.slice(name.lastIndexOf(' ') + 1).replace(/:\d+$/, '')), ms);
      total += ms;
    });
  }
} finally {
  await browser.close();
}

const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, ms]) => `${(ms / runs).toFixed(1).padStart(7)} ms  ${key}`);
console.log(`JavaScript self time per run: ${(total / runs).toFixed(0)} ms (4× CPU, ${runs} runs of ${url})`);
console.log(top(byPackage, 15).join('\n'));
console.log('---');
console.log(top(byFunction, 40).join('\n'));
