// Case H: hostile but valid opening-hours values (content comes from imports and partners too). Each entry page's
// first render, and a list showing them, must cost about what a place with ordinary hours costs, carry no badge
// data for them, and never hold the event loop: a /robots.txt sent during the render answers at once.
import fs from 'node:fs';
import { request, sleep } from '../lib/http.mjs';

const id = (n) => `0f0f0f0f-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TAG = 'WFHOURS';
const hhmm = (minutes) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The values that stalled a render for seconds before the bounds, and an ordinary one to compare with. */
export const HOURS_VALUES = {
  // Rendered first and not compared: the server's first entry render pays for loading the route's code.
  'warm-up': 'Mo-Su 09:00-17:00',
  ordinary: 'Mo-Fr 11:00-14:00,17:00-22:00; Sa-Su 10:00-23:00',
  'eighty ranges': `Mo-Su ${Array.from({ length: 80 }, (_, i) => `${hhmm(i * 18)}-${hhmm(i * 18 + 9)}`).join(',')}`,
  'ninety open ends': `Mo-Su ${Array.from({ length: 90 }, (_, i) => `${hhmm(i * 16)}+`).join(',')}`,
  'eight ranges a day': `Mo-Su ${Array.from({ length: 8 }, (_, i) => `${hhmm(i * 180)}-${hhmm(i * 180 + 60)}`).join(',')}`,
};

/** Extra render time a hostile value may cost over the ordinary one (a shared machine's noise included). */
const EXTRA_MS = 500;
/** How long /robots.txt may wait while an entry renders. */
const ROBOTS_MS = 1000;

/** One place per value (type dine), written as an import file; returns their ids by value name. */
export function buildHostileHoursImport(file) {
  const names = Object.keys(HOURS_VALUES);
  const entries = names.map((name, i) => ({
    id: id(950 + i),
    title: `${TAG} ${name}`,
    phase: 4,
    types: [{ id: 'dine', name: 'Dine' }],
    groups: [],
    users: [],
    elements: [
      { id: 'overview', type: 'text', name: 'Overview', preferences: { iana_type: 'text/plain' }, data: `${TAG} a place whose hours are ${name}.` },
      { id: 'opening-hours', type: 'text', name: 'Opening Hours', preferences: { iana_type: 'text/plain' }, data: HOURS_VALUES[name] },
    ],
  }));
  fs.writeFileSync(file, JSON.stringify({ entries, contacts: [] }, null, 2));
  return Object.fromEntries(names.map((name, i) => [name, entries[i].id]));
}

/** First render of `path` with a /robots.txt sent 50 ms into it. */
async function renderWithProbe(site, path) {
  const started = Date.now();
  const page = request(site, path, { timeout: 30_000 }).then((r) => ({ ...r, ms: Date.now() - started }));
  await sleep(50);
  const probeStarted = Date.now();
  const robots = await request(site, '/robots.txt', { timeout: 30_000 });
  return { page: await page, robotsMs: Date.now() - probeStarted, robots };
}

export async function hostileHours({ site, report, paths }) {
  const section = report.section('H', 'Hostile opening hours (entry pages and a list)');
  await request(site, paths['warm-up'], { timeout: 30_000 });
  const ordinary = await renderWithProbe(site, paths.ordinary);
  section.check(ordinary.page.status === 200 && /data-hours/.test(ordinary.page.body), 'the ordinary place renders with its badge', `${ordinary.page.status}`);
  const figures = [`ordinary ${ordinary.page.ms} ms, ${Math.round(ordinary.page.body.length / 1000)} kB`];
  for (const name of Object.keys(HOURS_VALUES).filter((n) => n !== 'ordinary' && n !== 'warm-up')) {
    const { page, robotsMs, robots } = await renderWithProbe(site, paths[name]);
    figures.push(`${name} ${page.ms} ms, ${Math.round(page.body.length / 1000)} kB, robots.txt ${robotsMs} ms`);
    section.check(page.status === 200, `${name}: the entry page answers 200`, `${page.status}`);
    section.check(robots.status === 200 && robotsMs <= ROBOTS_MS, `${name}: /robots.txt answers within ${ROBOTS_MS} ms during the render`, `${robotsMs} ms`);
    section.check(page.ms <= ordinary.page.ms + EXTRA_MS, `${name}: the first render costs at most ${EXTRA_MS} ms more than an ordinary place's`, `${page.ms} ms vs ${ordinary.page.ms} ms`);
    section.check(page.body.length <= ordinary.page.body.length + 20_000, `${name}: the page is about the size of an ordinary place's`, `${page.body.length} vs ${ordinary.page.body.length} bytes`);
  }
  // Free text renders per request: every hostile place's card, evaluated again.
  const list = await renderWithProbe(site, `/dine?search=${TAG}`);
  figures.push(`list ${list.page.ms} ms, ${Math.round(list.page.body.length / 1000)} kB, robots.txt ${list.robotsMs} ms`);
  section.check(list.page.status === 200 && list.page.body.includes(TAG), 'the list showing them answers 200', `${list.page.status}`);
  section.check(list.robotsMs <= ROBOTS_MS, `the list: /robots.txt answers within ${ROBOTS_MS} ms during the render`, `${list.robotsMs} ms`);
  section.check(list.page.body.length <= 200_000, 'the list carries no bulk of badge data', `${list.page.body.length} bytes`);
  section.note(figures.join('; '));
  section.done();
}
