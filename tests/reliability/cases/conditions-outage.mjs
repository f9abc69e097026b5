// Case L: the agencies behind the live conditions fail for a long while (RELIABILITY_CONDITIONS_SECONDS, a minute
// by default; the issue's ten minutes with 600). A site polls a local stand-in of the four sources every 2 s; then
// the weather and air sources hang, the fire source answers 500 and the park source malformed JSON. For the whole
// failure every page a visitor uses answers 200 quickly, the conditions keep their last items, labelled stale once
// three intervals pass, and visits cause no request to a source (polls keep their own pace). Afterwards every
// source is current again within a few intervals.
import fs from 'node:fs';
import path from 'node:path';
import { startConditionsStandIn } from '../../fixtures/conditions-stand-in.mjs';
import { request, sleep } from '../lib/http.mjs';
import { freePort, startSite, stopChild } from '../lib/procs.mjs';

const POLL_SECONDS = 2;
const PAGES = ['/', '/conditions', '/api/conditions', '/api/conditions/summary', '/trip', '/stay'];
/** A visitor's page must answer within this while every source fails (they read a local store only). */
const FAST_MS = 2000;

const readReport = async (site) => JSON.parse((await request(site, '/api/conditions', { timeout: 5000 })).body || '{}');

export async function conditionsOutage({ report, dir, logFile, env, seconds }) {
  const section = report.section('L', `Condition sources hang or fail ${seconds} s`);
  const stand = await startConditionsStandIn();
  const port = await freePort(3400, 3499);
  const site = `http://127.0.0.1:${port}`;
  const store = path.join(dir, '.conditions', String(port));
  fs.rmSync(store, { recursive: true, force: true });
  const child = await startSite({
    dir,
    port,
    logFile: logFile('site-conditions'),
    env: {
      ...env,
      ...stand.env,
      CONDITIONS: 'on',
      CONDITIONS_DIR: store,
      CONDITIONS_TIMEOUT: '1000',
      CONDITIONS_WEATHER_SECONDS: String(POLL_SECONDS),
      CONDITIONS_FIRE_SECONDS: String(POLL_SECONDS),
      CONDITIONS_PARK_SECONDS: String(POLL_SECONDS),
      CONDITIONS_AIR_SECONDS: String(POLL_SECONDS),
    },
  });
  try {
    for (const until = Date.now() + 30_000; Date.now() < until; await sleep(250)) {
      if ((await readReport(site)).sources?.every((s) => s.status === 'current')) break;
    }
    const before = await readReport(site);
    section.check(before.sources?.length === 4 && before.sources.every((s) => s.status === 'current'), 'sources not current before the failure', JSON.stringify(before.sources?.map((s) => s.status)));

    for (const [kind, mode] of [['weather', 'hang'], ['air', 'hang'], ['fire', '500'], ['park', 'malformed']]) stand.setMode(kind, mode);
    const from = Date.now();
    const askedBefore = { ...stand.requests };
    let visits = 0;
    let slowest = 0;
    while (Date.now() - from < seconds * 1000) {
      for (const p of PAGES) {
        const r = await request(site, p, { timeout: 10_000 });
        visits++;
        slowest = Math.max(slowest, r.ms);
        section.check(r.status === 200 && r.ms <= FAST_MS, 'a page not 200 within 2 s while the sources fail', `${p} → ${r.status || r.error} in ${r.ms} ms`);
      }
      await sleep(1000);
    }
    const during = await readReport(site);
    const conditionsHtml = (await request(site, '/conditions', { timeout: 5000 })).body;
    for (const source of during.sources ?? []) {
      section.check(source.status === 'stale' && source.items.length > 0, 'a failing source not stale with its last items', `${source.kind}: ${source.status}, ${source.items.length} items`);
    }
    section.check(conditionsHtml.includes('Winter Storm Warning') && conditionsHtml.includes('Stale:'), 'the page lost its last items or its stale label');
    // Polls keep their own pace (one per interval, doubling after failures): visits add none.
    const polls = Object.entries(stand.requests).map(([kind, n]) => [kind, n - askedBefore[kind]]);
    const most = Math.ceil(seconds / POLL_SECONDS) + 1;
    for (const [kind, n] of polls) section.check(n <= most, 'a source asked more often than its interval allows', `${kind}: ${n} requests in ${seconds} s (at most ${most}), ${visits} visits`);

    for (const kind of ['weather', 'air', 'fire', 'park']) stand.setMode(kind, 'ok');
    const back = Date.now();
    let current = false;
    for (const until = back + 8 * POLL_SECONDS * 1000 + 5000; Date.now() < until && !current; await sleep(500)) {
      current = (await readReport(site)).sources?.every((s) => s.status === 'current') ?? false;
    }
    section.check(current, 'sources not current again after they recovered', `${((Date.now() - back) / 1000).toFixed(1)} s`);
    section.note(`${visits} visits during ${seconds} s of failure, slowest ${slowest} ms; polls ${polls.map(([k, n]) => `${k} ${n}`).join(', ')}; current again ${((Date.now() - back) / 1000).toFixed(1)} s after recovery`);
  } finally {
    await stopChild(child);
    await stand.close();
  }
  return section.done();
}
