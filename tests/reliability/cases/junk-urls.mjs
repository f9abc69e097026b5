// Case J: 10,000 junk entry URLs — random and malformed ids, real ids under junk title slugs, drafts, deleted
// entries, encoded and very long segments — against the production server. Every answer is a 404 with the
// not-found view, a 308 to the entry's canonical path, or (for a path no decoder accepts) a 400; nothing is
// added to the page cache or the data cache; a real entry page is still served from the page cache.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pool, request } from '../lib/http.mjs';
import { treeRssKb } from '../lib/procs.mjs';

const JUNK_REQUESTS = 10_000;
const CONCURRENCY = 16;
const PUBLISHED_SAMPLE = 20;
const PAGE_TYPES = new Set(['dine', 'stay', 'shop', 'explore', 'deal', 'professional', 'meetings', 'event']);
const NOT_FOUND_TITLE = /<title>Page not found\b/;

/** Where Next 16 keeps what it renders and reads at run time, relative to the app directory. */
export const CACHE_DIRS = {
  'page cache (.next/server/route-cache)': '.next/server/route-cache',
  'build output (.next/server/app/entries)': '.next/server/app/entries',
  'data cache (.next/cache/fetch-cache)': '.next/cache/fetch-cache',
};

function countFiles(dir) {
  if (!fs.existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const name of fs.readdirSync(dir, { recursive: true })) {
    const stat = fs.statSync(path.join(dir, String(name)));
    if (stat.isFile()) {
      files++;
      bytes += stat.size;
    }
  }
  return { files, bytes };
}

export function cacheCounts(appDir) {
  return Object.fromEntries(Object.entries(CACHE_DIRS).map(([label, dir]) => [label, countFiles(path.join(appDir, dir))]));
}

const word = (n = 6) => randomBytes(n).toString('hex');
const pick = (list, i) => list[i % list.length];
/** Accepted by no decoder (the server answers 400 before Next sees them). */
const UNDECODABLE = ['%E0%A4%A', '%ED%A0%80', '%', '%zz', `${word()}%C3`];

/**
 * One junk URL for index `i` and what it must answer: 404, a 308 to `location`, or 400.
 * `published` holds real entries ({ id, canonical }), `hidden` draft and deleted ids.
 */
function junk(i, { published, hidden }) {
  const uuid = randomUUID();
  const real = pick(published, i);
  switch (i % 20) {
    case 0: case 1: case 2: case 3: case 4: case 5:
      return { kind: 'unknown id', path: `/entries/${word()}/${uuid}`, expect: 404 };
    case 6: case 7:
      return { kind: 'unknown id', path: `/entries/${uuid}`, expect: 404 };
    case 8: case 9: case 10:
      return { kind: 'real id, junk slug', path: `/entries/${word()}-${i}/${real.id}`, expect: 308, location: real.canonical };
    case 11:
      return { kind: 'real id, no slug', path: `/entries/${real.id}`, expect: 308, location: real.canonical };
    case 12: {
      const malformed = [word(8), String(i), `${uuid}x`, uuid.replace(/-/g, ''), uuid.replace(/[a-f]/, 'g'), '__proto__', 'undefined', 'null'];
      return { kind: 'malformed id', path: i % 40 < 20 ? `/entries/${word()}/${pick(malformed, i)}` : `/entries/${pick(malformed, i)}`, expect: 404 };
    }
    case 13: {
      const encoded = [`%41%42${word()}`, '%2541%2542', `${word()}%C3%A9`, '%00', '%252e%252e%252f', `${word()}%20`, '%2F%2F', '%3Cscript%3E'];
      return { kind: 'encoded junk', path: `/entries/${pick(encoded, i)}/${i % 2 ? uuid : pick(encoded, i + 3)}`, expect: 404 };
    }
    case 14:
      return { kind: 'encoded junk, real id', path: `/entries/%41${word()}%C3%A9/${real.id}`, expect: 308, location: real.canonical };
    case 15:
      return { kind: 'undecodable', path: `/entries/${pick(UNDECODABLE, i)}/${i % 2 ? uuid : pick(UNDECODABLE, i + 1)}`, expect: 400 };
    case 16:
      return { kind: 'very long', path: `/entries/${'x'.repeat(3000 + (i % 3000))}/${uuid}`, expect: 404 };
    case 17:
      return { kind: 'very long', path: `/entries/${word()}/${'a'.repeat(2000 + (i % 5000))}`, expect: 404 };
    case 18:
      return { kind: 'uppercase unknown id', path: `/entries/${word()}/${uuid.toUpperCase()}`, expect: 404 };
    default:
      return { kind: 'draft or deleted', path: `/entries/${word()}/${pick(hidden, i)}`, expect: 404 };
  }
}

function verdict(item, res) {
  if (res.timedOut || res.status === 0) return `no answer (${res.error})`;
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status !== item.expect) return `status ${res.status}, expected ${item.expect}`;
  if (item.expect === 308 && res.headers.location !== item.location) return `308 to ${res.headers.location}, expected ${item.location}`;
  return null;
}

export async function junkUrls({ site, report, appDir, sitePid, entries, count = JUNK_REQUESTS }) {
  const section = report.section('J', 'Junk entry URLs: 404/308, page and data cache bounded');

  // Real entries and their canonical paths, learned from the site (which also caches their pages now).
  const candidates = entries.filter((e) => e.phase === 4 && PAGE_TYPES.has(e.types?.[0]?.id)).slice(0, PUBLISHED_SAMPLE);
  const published = [];
  for (const entry of candidates) {
    const r = await request(site, `/entries/${entry.id}`, { timeout: 20_000 });
    const canonical = r.status === 308 ? r.headers.location : null;
    if (!canonical) continue;
    await request(site, canonical, { timeout: 20_000 });
    published.push({ id: entry.id, canonical });
  }
  const hidden = entries.filter((e) => e.phase !== 4).map((e) => e.id);
  if (!section.check(published.length > 0 && hidden.length > 0, 'the store has published, draft and deleted entries', `${published.length} published, ${hidden.length} hidden`)) {
    section.done();
    return;
  }
  await request(site, '/entries/x/not-a-real-id', { timeout: 20_000 }); // the shared not-found view, read once

  const before = cacheCounts(appDir);
  const rssBefore = treeRssKb(sitePid);
  const items = Array.from({ length: count }, (_, i) => junk(i, { published, hidden }));
  const started = performance.now();
  const results = await pool(
    items.map((item) => async () => {
      const res = await request(site, item.path, { timeout: 15_000 });
      return { item, res, titled: res.status !== 404 || NOT_FOUND_TITLE.test(res.body) };
    }),
    CONCURRENCY,
  );
  const seconds = (performance.now() - started) / 1000;
  const after = cacheCounts(appDir);
  const rssAfter = treeRssKb(sitePid);

  const statuses = new Map();
  const slowest = Math.max(...results.map(({ res }) => res.ms));
  for (const { item, res, titled } of results) {
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const problem = verdict(item, res) ?? (titled ? null : 'a 404 without the "Page not found" title');
    section.check(problem === null, `${item.kind}: ${problem?.replace(/\d{3,}/g, 'N')}`, `${item.path.slice(0, 100)} → ${problem}`);
  }
  for (const label of Object.keys(CACHE_DIRS)) {
    const grew = after[label].files - before[label].files;
    section.check(grew === 0, `${label} grew`, `${before[label].files} → ${after[label].files} files`);
    section.note(`${label}: ${before[label].files} files (${(before[label].bytes / 1024).toFixed(0)} kB) before, ${after[label].files} (${(after[label].bytes / 1024).toFixed(0)} kB) after`);
  }

  const real = await request(site, published[0].canonical, { timeout: 20_000 });
  section.check(real.status === 200 && real.headers['x-nextjs-cache'] === 'HIT', 'a real entry is no longer served from the page cache', `${published[0].canonical} → ${real.status} ${real.headers['x-nextjs-cache']}`);

  section.note(
    `${count} requests in ${seconds.toFixed(1)} s (${(count / seconds).toFixed(0)} req/s, ${CONCURRENCY} at a time, slowest ${slowest} ms); ` +
      `statuses ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ')}; ` +
      `site RSS ${(rssBefore / 1024).toFixed(0)} → ${(rssAfter / 1024).toFixed(0)} MB`,
  );
  section.done();
}
