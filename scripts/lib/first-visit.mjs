// What the first-visit-* scripts share: their arguments, and one first visit as a phone makes it.
import { PHONE_VIEWPORT, throttleLikeAPhone } from './phone-profile.mjs';

/** `<url> [--runs N]` and flags from `argv`; prints the usage and exits on a missing url or a bad count. */
export function firstVisitArgs(argv, { script, runs: defaultRuns, flags = [] }) {
  const url = argv.find((a) => /^https?:\/\//.test(a));
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv[runsAt + 1]) : defaultRuns;
  if (!url || !(runs >= 1)) {
    console.error(`usage: node scripts/${script} <url> [--runs N]${flags.map((f) => ` [${f}]`).join('')}`);
    process.exit(2);
  }
  return { url, runs, has: (flag) => argv.includes(flag) };
}

/**
 * One first visit in a fresh context in Lighthouse's mobile profile (CPU 4× slower; the network too with
 * `network`), its service worker blocked, recorded until 3 s after load: `record(cdp)` starts recording and
 * returns the function that stops it and gives the recording.
 */
export async function recordFirstVisit(browser, url, record, { network = false } = {}) {
  const context = await browser.newContext({ ...PHONE_VIEWPORT, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const stop = await record(await throttleLikeAPhone(page, { network }));
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    return await stop();
  } finally {
    await context.close();
  }
}
