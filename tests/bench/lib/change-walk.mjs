// Section 7's change feed: a client's full walk of /api/v1/changes?after= from the start until a page brings
// nothing new, each page timed over HTTP and every id counted; and what it must match, the replica's own count of
// the entries the feed lists, read from its SQLite file.
import path from 'node:path';
import Database from 'better-sqlite3';
import { percentile } from './content-scale.mjs';

const round = (n) => (n == null ? null : Math.round(n * 100) / 100);
/** The types the feed does not list (lib/content/feed-entry.ts NOT_RECORDS): parts of other pages. */
const NOT_RECORDS = ['site', 'notice', 'hero'];

/** Entries in the replica at `replicaDir` (read-only, beside the running site) the change feed lists. */
export function replicaRecords(replicaDir) {
  const db = new Database(path.join(replicaDir, 'content.db'), { readonly: true, fileMustExist: true });
  try {
    const marks = NOT_RECORDS.map(() => '?').join(',');
    return db.prepare(`SELECT COUNT(*) AS n FROM entries WHERE coalesce(json_extract(doc, '$.types[0].id'), '') NOT IN (${marks})`).get(...NOT_RECORDS).n;
  } finally {
    db.close();
  }
}

/**
 * Follows the change feed from its start with pages of `limit` until the cursor stops moving (the feed's end), at
 * most `maxPages` pages (a walk that does not end stops there, `ended: false`). Counts items, distinct ids and
 * deletions; p50/p99 per page and the whole walk's time.
 */
export async function walkChanges(origin, { limit = 100, maxPages }) {
  const ids = new Set();
  const times = [];
  let items = 0;
  let deleted = 0;
  let errors = 0;
  let after = null;
  let ended = false;
  const started = performance.now();
  while (times.length < maxPages) {
    const pageStarted = performance.now();
    const response = await fetch(`${origin}/api/v1/changes?limit=${limit}${after ? `&after=${after}` : ''}`);
    const page = response.status === 200 ? await response.json() : null;
    times.push(performance.now() - pageStarted);
    if (!page) {
      errors++;
      break;
    }
    for (const item of page.items) {
      ids.add(item.id);
      if (item.state === 'deleted') deleted++;
    }
    items += page.items.length;
    if (page.next === after) {
      ended = true;
      break;
    }
    after = page.next;
  }
  const totalMs = Math.round(performance.now() - started);
  times.sort((a, b) => a - b);
  return { pages: times.length, items, distinct: ids.size, deleted, errors, ended, totalMs, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), limit };
}
