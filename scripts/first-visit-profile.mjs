// Where a phone's first visit spends its JavaScript time, by function and by package, named from the source:
//
//   BROWSER_SOURCE_MAPS=1 npm run build && npm start      # a build with source maps (never deployed that way)
//   node scripts/first-visit-profile.mjs http://127.0.0.1:3000/stay [--runs 3]
//
// A fresh context per run in Lighthouse's mobile profile (scripts/lib/first-visit.mjs: CPU 4× slower), its
// service worker blocked, V8's sampling profiler on until 3 s after load. Prints the self time per run (ms at 4×)
// of the packages and files, then of the functions, that took most. Long tasks: scripts/first-visit-tasks.mjs.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from './lib/chromium.mjs';
import { firstVisitArgs, recordFirstVisit } from './lib/first-visit.mjs';
import { sourceFrames } from './lib/source-frames.mjs';

const { url, runs } = firstVisitArgs(process.argv.slice(2), { script: 'first-visit-profile.mjs', runs: 3 });

/** Starts V8's sampling profiler; the returned function stops it and gives the profile (µs time deltas). */
async function profile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async () => (await cdp.send('Profiler.stop')).profile;
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
    const { nodes: list, samples, timeDeltas } = await recordFirstVisit(browser, url, profile);
    const nodes = new Map(list.map((node) => [node.id, node]));
    samples.forEach((id, i) => {
      const frame = nodes.get(id).callFrame;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      const ms = (timeDeltas[i + 1] ?? 0) / 1000;
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
