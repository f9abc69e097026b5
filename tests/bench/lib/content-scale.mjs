// Content at scale: /entries query latency at the seed size and with 10,000 generated entries, and the server
// render time of a list page at both sizes.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT, ROOT, TOKEN, cleanEnv } from './stack.mjs';
import { runToEnd } from './proc.mjs';
import { sampleMachine } from '../../../scripts/lib/machine-busy.mjs';

export function denverToday(now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function queriesFor(seed) {
  const today = denverToday();
  const stayCategory =
    seed.entries.find((e) => e.types[0]?.id === 'stay')?.elements.find((el) => el.id === 'category')?.data?.[0]?.id ?? 'stay-hotels';
  return [
    { name: 'type=dine&order=a-z', qs: 'type=dine&order=a-z&limit=60' },
    { name: 'events upcoming, order=time', qs: `type=event&element.event-datetime=${encodeURIComponent(`>=${today}`)}&order=time&limit=60` },
    { name: 'search=lake&order=score', qs: 'search=lake&order=score&limit=60' },
    { name: `type=stay&category=${stayCategory}`, qs: `type=stay&category=${stayCategory}&order=priority&limit=60` },
    { name: 'type=stay (list default)', qs: 'type=stay&order=priority&limit=60' },
    // The site's own search (its search page and top-bar panel): the embedded service's full-text endpoint, as
    // lib/content/search.ts asks it (ranked by match tier, featured, newest edit, bm25; highlights and snippets).
    { name: 'site search q=lake', path: 'search', qs: `q=lake&limit=25&type=!contact,!section&upcoming.event-datetime=${today}` },
  ];
}

export function percentile(sorted, p) {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const round = (n) => (n == null ? null : Math.round(n * 100) / 100);

/** ~`count` sequential requests per query (after 10 warm-up requests, then a machine sample); client-side latency in ms. */
export async function timeQueries(host, queries, count = 200) {
  const auth = `Basic ${Buffer.from(`bench:${TOKEN}`).toString('base64')}`;
  const out = [];
  for (const query of queries) {
    const url = `${host}/${PROJECT}/v1/${query.path ?? 'entries'}?${query.qs}`;
    const times = [];
    let total = null;
    let errors = 0;
    let machine = null;
    for (let i = 0; i < count + 10; i++) {
      if (i === 10) machine = await sampleMachine();
      const started = performance.now();
      const response = await fetch(url, { headers: { Authorization: auth } });
      const body = await response.text();
      const ms = performance.now() - started;
      if (!response.ok) errors++;
      if (i === 0) total = JSON.parse(body).data?.total ?? null;
      if (i >= 10) times.push(ms);
    }
    times.sort((a, b) => a - b);
    out.push({ name: query.name, qs: query.qs, total, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), errors, machineBefore: machine });
  }
  return out;
}

const WORDS = {
  stay: [['Aspen', 'Glacier', 'Cedar', 'Larch', 'Huckleberry', 'Big Mountain', 'Lakeshore', 'Tamarack', 'North Fork', 'Flathead', 'Whitefish', 'Stumptown'], ['Lodge', 'Inn', 'Cabins', 'Suites', 'Chalet', 'Guest House', 'Retreat', 'Condominiums', 'Bed & Breakfast']],
  dine: [['Huckleberry', 'Depot', 'Lakeside', 'Central Avenue', 'Moose', 'Bear Paw', 'Alpine', 'Copper', 'Red Caboose'], ['Grill', 'Bistro', 'Taproom', 'Cafe', 'Kitchen', 'Brewing Co.', 'Pizzeria', 'Saloon', 'Bakery']],
  event: [['Winter', 'Summer', 'Huckleberry', 'Lakeside', 'Downtown', 'Mountain', 'Harvest', 'Moonlight'], ['Festival', 'Concert', 'Art Walk', 'Trail Run', 'Market', 'Ski Race', 'Film Night', 'Brewfest']],
  default: [['Glacier', 'Lakeside', 'Big Mountain', 'Whitefish', 'Flathead', 'Swan Range', 'Depot', 'Central'], ['Outfitters', 'Adventures', 'Gallery', 'Trading Co.', 'Studio', 'Tours', 'Rentals', 'Services']],
};
const SENTENCES = [
  'Steps from the lake and a short drive to Whitefish Mountain Resort.',
  'Open year round, with summer hours on the patio and winter hours by the fire.',
  'Locally owned since 1998 and run by a family that skis every powder day.',
  'Ask about huckleberry season: July and August bring the best of it.',
  'Free parking, pet friendly, and a shuttle stop right outside.',
  'Trail maps, bear spray and friendly advice at the front desk.',
  'Glacier National Park is 25 miles east; the Going-to-the-Sun Road opens in early summer.',
  'Live music on Friday nights and a kids menu every day.',
];

function pick(list, i) {
  return list[i % list.length];
}

/**
 * `count` entries cloned from the seed's list entries (same element shapes) with new ids, titles, text, dates, points;
 * `offset` continues a series made in parts (the same titles and dates as one call for the whole).
 */
export function generateEntries(seed, count, offset = 0) {
  const templates = seed.entries.filter(
    (e) => e.phase > 0 && ['stay', 'dine', 'event', 'shop', 'explore', 'deal', 'professional', 'meetings', 'webcam', 'article', 'resource'].includes(e.types[0]?.id),
  );
  const out = [];
  const dayMs = 86_400_000;
  for (let i = offset; i < offset + count; i++) {
    const template = templates[i % templates.length];
    const entry = JSON.parse(JSON.stringify(template));
    const type = entry.types[0].id;
    const [a, b] = WORDS[type] ?? WORDS.default;
    entry.id = randomUUID();
    entry.title = `${pick(a, i * 7 + 3)} ${pick(b, Math.floor(i / a.length))} ${i + 1}`;
    entry.phase = i % 20 === 0 ? 2 : 4;
    entry.groups = i % 50 === 0 ? ['featured'] : [];
    const when = new Date(Date.now() - (i % 400) * dayMs).toISOString();
    entry.date_time = { init: when, edit: when };
    for (const el of entry.elements) {
      if (el.id === 'body') el.data = `${pick(SENTENCES, i)} ${pick(SENTENCES, i + 3)}\n\n${pick(SENTENCES, i + 5)}`;
      if (el.id === 'overview') el.data = `${entry.title}: ${pick(SENTENCES, i + 1).toLowerCase()}`;
      if (el.id === 'category' && Array.isArray(el.options) && el.options.length) el.data = [el.options[i % el.options.length]];
      if (el.id === 'event-datetime' && Array.isArray(el.data)) {
        const start = Date.now() + (((i * 37) % 420) - 60) * dayMs;
        el.data = el.data.slice(0, 1 + (i % 3)).map((_, k) => {
          const s = new Date(start + k * 7 * dayMs);
          s.setUTCHours(1, 0, 0, 0);
          const e = new Date(s.getTime() + 3 * 3_600_000);
          const iso = (d) => `${d.toISOString().slice(0, 19)}-07:00`;
          return [iso(new Date(s.getTime() - 7 * 3_600_000)), iso(new Date(e.getTime() - 7 * 3_600_000))];
        });
      }
      if (el.id === 'geo' && el.data && typeof el.data === 'object') {
        el.data.id = randomUUID();
        const lng = -114.5 + ((i * 13) % 1000) / 2500;
        const lat = 48.3 + ((i * 29) % 1000) / 3000;
        el.data.point = `${lng.toFixed(5)},${lat.toFixed(5)}`;
        el.data.features = (el.data.features ?? []).map((f) => ({ ...f, id: randomUUID() }));
      }
    }
    out.push(entry);
  }
  return out;
}

/**
 * Writes seed + generated entries to import files of at most `part` generated entries each (one JSON file of
 * 100,000 entries would be parsed whole) and loads them into `dataDir` with `npm run content:import`.
 */
export async function importLarge({ seed, count, dir, dataDir, part = count }) {
  fs.mkdirSync(dataDir, { recursive: true });
  const started = performance.now();
  const files = [];
  for (let offset = 0; offset < count; offset += part) {
    const file = path.join(dir, `large-import-${offset / part}.json`);
    const entries = generateEntries(seed, Math.min(part, count - offset), offset);
    fs.writeFileSync(file, JSON.stringify(offset === 0 ? { ...seed, entries: [...seed.entries, ...entries] } : { entries, contacts: [], groups: [], featureTypes: [] }));
    await runToEnd('npm', ['run', '-s', 'content:import', '--', file], {
      cwd: ROOT,
      env: cleanEnv({ CONTENT_DATA_DIR: dataDir }),
      logFile: path.join(dir, 'import.log'),
    });
    files.push(file);
  }
  return { file: files[0], files, ms: Math.round(performance.now() - started) };
}

async function timeGet(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

const SEARCH_WORDS = ['lake', 'mountain', 'ski', 'family', 'summer', 'winter', 'glacier', 'downtown', 'trail', 'free', 'music', 'park'];

/**
 * Render time of a list page: cold (`/stay?search=<word>` — a content query no cache has seen; median over the
 * words), and warm (`/stay` again and again, data cache hits; median of 20).
 */
export async function timeListRender(origin, { salt }) {
  await timeGet(`${origin}/stay`);
  const machine = await sampleMachine();
  const cold = [];
  for (const word of SEARCH_WORDS) {
    const { ms, status } = await timeGet(`${origin}/stay?search=${encodeURIComponent(`${word} ${salt}`.trim())}`);
    if (status === 200) cold.push(ms);
  }
  const warm = [];
  for (let i = 0; i < 20; i++) warm.push((await timeGet(`${origin}/stay`)).ms);
  cold.sort((a, b) => a - b);
  warm.sort((a, b) => a - b);
  return { coldMs: round(percentile(cold, 50)), coldMaxMs: round(cold.at(-1)), warmMs: round(percentile(warm, 50)), samples: cold.length, machineBefore: machine };
}
