// Case W: what the replica learns without the publish webhook reaches every page within the promised time
// (docs/product.md#content-freshness), on one instance without Redis and on two instances sharing one Redis. Each setup runs
// on a fresh content store of its own, its sites with no REVALIDATE_SECRET (the webhook cannot be used) and a short
// reconcile pass (REPLICA_RECONCILE_SECONDS). Sends: every page below twice first (so each is in the page cache),
// then, through the import tool into the host's store as an editor would, an event's title edited, a lodging
// unpublished and another event deleted, all at once; later the first event's edit is undone by importing its older
// copy (a restore). Checks, on every instance, polling twice a second: the entry pages (the edited one at its new
// address, the old address moved there; the others 404), every list they were in (pages and their API), search,
// /events.ics, /api/calendar/{id}, /api/trip, the sitemap and the home page — the edit within the probe interval
// (30 s), the unpublish and deletion within one pass, the restore within one pass; and that no site heard a webhook.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureRedisServer, startRedis } from '../../../scripts/lib/redis.mjs';
import { request, sleep } from '../lib/http.mjs';
import { copyBuild, freePort, npmRun, startContentService, startSite, stopChild } from '../lib/procs.mjs';

/** The probe's interval (lib/content/replica.ts): an edit shows within it. */
const PROBE_SECONDS = 30;
/** A short pass, so a removal (found only by a pass) comes quickly. */
const RECONCILE_SECONDS = 10;
/** Rendering and polling on top of the promise: a page is asked again every POLL_MS. */
const SLACK_MS = 3_000;
const POLL_MS = 500;

const word = () => `Fresh${randomBytes(4).toString('hex')}`;

async function get(site, p) {
  const r = await request(site, p, { timeout: 15_000 });
  return { status: r.status, body: r.body, location: r.headers.location ?? null };
}

/** The entry's canonical path as the site gives it (its id's redirect), null when it answers none. */
async function canonical(site, id) {
  const r = await get(site, `/entries/x/${id}`);
  return r.location ? new URL(r.location, site).pathname : null;
}

/** An event of the store with a date still to come (its calendar answers 200, the feeds list it). */
function upcoming(entry, now) {
  return entry.phase === 4 && entry.types[0]?.id === 'event' && entry.elements.some((el) => el.id === 'event-datetime' && Array.isArray(el.data) && el.data.some((d) => String(d?.[1] ?? d?.[0]) > now));
}

function importEntries(dataDir, work, name, entries) {
  const file = path.join(work, `replica-fresh-${name}.json`);
  fs.writeFileSync(file, JSON.stringify({ entries, contacts: [], groups: [], featureTypes: [] }));
  npmRun('content:import', [file], { CONTENT_DATA_DIR: dataDir }, path.join(work, 'logs', 'import.log'));
}

/**
 * Polls `checks` (each `{ what, test: async (site) => boolean }`) on every site until all pass or `withinMs` has
 * gone; returns for each site when they all passed (ms after `from`, null if not) and the checks still failing.
 */
async function until(sites, checks, from, withinMs) {
  const seen = sites.map(() => null);
  let failing = [];
  while (Date.now() - from <= withinMs + SLACK_MS) {
    failing = [];
    await Promise.all(
      sites.map(async (site, i) => {
        if (seen[i] !== null) return;
        const results = await Promise.all(checks.map(async (check) => ((await check.test(site)) ? null : check.what)));
        const left = results.filter(Boolean);
        if (left.length === 0) seen[i] = Date.now() - from;
        else failing.push(...left.map((what) => `${site}: ${what}`));
      }),
    );
    if (seen.every((ms) => ms !== null)) break;
    await sleep(POLL_MS);
  }
  return { seen, failing: seen.every((ms) => ms !== null) ? [] : failing };
}

const has = (p, text) => async (site) => (await get(site, p)).body.includes(text);
const lacks = (p, text) => async (site) => {
  const r = await get(site, p);
  return r.status === 200 && !r.body.includes(text);
};
const status = (p, code) => async (site) => (await get(site, p)).status === code;
/** Whether the site's search for `q` finds an item whose title and link hold `text` (the answer repeats `q`). */
const finds = (q, text, wanted = true) => async (site) => {
  const r = await get(site, `/api/search?q=${encodeURIComponent(q)}`);
  if (r.status !== 200) return false;
  const items = JSON.parse(r.body).items ?? [];
  return items.some((item) => `${item.title} ${item.link}`.includes(text)) === wanted;
};

/** One setup: `instances` sites on a store of their own, with Redis when asked. */
async function runSetup({ section, label, dir, work, logFile, instances, redisUrl }) {
  const dataDir = path.join(work, `data-fresh-${instances}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const csPort = await freePort(4400, 4499);
  const service = await startContentService({ port: csPort, dataDir, logFile: logFile(`content-service-fresh-${instances}`), env: { CONTENT_RATE_LIMIT: '1000000' } });
  const env = {
    ELEBASE_HOST: `http://127.0.0.1:${csPort}`,
    REPLICA_RECONCILE_SECONDS: String(RECONCILE_SECONDS),
    CLIENT_RATE_LIMIT: '1000000',
    RENDER_QUEUE_PER_CLIENT: '10000',
    CONTENT_BUDGET: '1000000',
    REVALIDATE_SECRET: '',
    ...(redisUrl ? { REDIS_URL: redisUrl, CACHE_PREFIX: `wf-fresh-${process.pid}:` } : {}),
  };
  const names = Array.from({ length: instances }, (_, i) => `${label}${String.fromCharCode(65 + i)}`);
  const ports = [];
  for (let i = 0; i < instances; i++) ports.push(await freePort(3400, 3499));
  const logs = names.map((name) => logFile(`site-fresh-${name}`));
  const children = await Promise.all(ports.map((port, i) => startSite({ dir, port, logFile: logs[i], env })));
  const sites = ports.map((port) => `http://127.0.0.1:${port}`);
  const figures = [];
  try {
    const exportFile = path.join(work, `replica-fresh-export-${instances}.json`);
    npmRun('content:export', [exportFile], { CONTENT_DATA_DIR: dataDir }, path.join(work, 'logs', 'import.log'));
    const entries = JSON.parse(fs.readFileSync(exportFile, 'utf8')).entries;
    const now = new Date().toISOString();
    // Two upcoming events the home page shows (its next events), and a lodging.
    const home = (await get(sites[0], '/')).body;
    const [edited, deleted] = entries.filter((e) => upcoming(e, now) && home.includes(e.id));
    const lodging = entries.find((e) => e.phase === 4 && e.types[0]?.id === 'stay');
    if (!section.check(Boolean(edited && deleted && lodging), 'the store has no two upcoming events on the home page and a lodging', label)) return;
    const paths = { edited: await canonical(sites[0], edited.id), deleted: await canonical(sites[0], deleted.id), lodging: await canonical(sites[0], lodging.id) };
    const searchWord = lodging.title.split(/\s+/)[0];
    const watched = [
      '/', '/events', '/api/lists/events', '/stay', '/stay?order=a-z', '/api/lists/stay', '/api/lists/stay/map', '/sitemap.xml', '/events.ics',
      `/api/calendar/${edited.id}`, `/api/calendar/${deleted.id}`, `/api/trip?ids=${deleted.id},${lodging.id}`, paths.edited, paths.deleted, paths.lodging,
    ];
    // Each page twice on every instance: the second answer comes from the page cache, which must follow.
    for (const site of sites) for (const p of [...watched, ...watched]) await get(site, p);
    const before = await Promise.all(sites.map(async (site) => Promise.all([has('/events', deleted.id)(site), has('/stay', lodging.id)(site), has('/sitemap.xml', lodging.id)(site), has('/events.ics', deleted.id)(site)])));
    section.check(before.every((row) => row.every(Boolean)), 'the entries are not in their lists before the change', `${label}: ${JSON.stringify(before)}`);

    // --- the edit, the unpublish and the deletion, all at once ----------------------------------------------
    const title = word();
    const stamp = () => new Date().toISOString();
    const editedCopy = { ...edited, title: `${edited.title} ${title}`, date_time: { ...edited.date_time, edit: stamp() } };
    importEntries(dataDir, work, `change-${instances}`, [
      editedCopy,
      { ...lodging, phase: 2, date_time: { ...lodging.date_time, edit: stamp() } },
      { ...deleted, phase: 0, date_time: { ...deleted.date_time, edit: stamp() } },
    ]);
    const changedAt = Date.now();
    const editChecks = [
      { what: `the edited entry's old address moves to its new one`, test: async (site) => ((await get(site, paths.edited)).location ?? '').includes(title.toLowerCase()) },
      { what: 'the edited entry page shows the new title', test: async (site) => has(`${(await canonical(site, edited.id)) ?? paths.edited}`, title)(site) },
      ...['/', '/events', '/api/lists/events', '/events.ics', `/api/calendar/${edited.id}`, '/sitemap.xml'].map((p) => ({ what: `${p} shows the new title`, test: p === '/sitemap.xml' ? has(p, title.toLowerCase()) : has(p, title) })),
      { what: 'search finds the new title', test: finds(title, title) },
    ];
    const goneChecks = [
      ...[paths.deleted, paths.lodging, `/api/calendar/${deleted.id}`].map((p) => ({ what: `${p} answers 404`, test: status(p, 404) })),
      ...['/', '/events', '/api/lists/events', '/events.ics', '/sitemap.xml', `/api/trip?ids=${deleted.id},${lodging.id}`].map((p) => ({ what: `${p} lacks the deleted event`, test: lacks(p, deleted.id) })),
      ...['/stay', '/stay?order=a-z', '/api/lists/stay', '/api/lists/stay/map', '/sitemap.xml'].map((p) => ({ what: `${p} lacks the unpublished lodging`, test: lacks(p, lodging.id) })),
      { what: 'search no longer finds the unpublished lodging', test: finds(searchWord, lodging.id, false) },
    ];
    const [edit, gone] = await Promise.all([until(sites, editChecks, changedAt, PROBE_SECONDS * 1000), until(sites, goneChecks, changedAt, RECONCILE_SECONDS * 1000)]);
    for (const [i, name] of names.entries()) {
      section.check(edit.seen[i] !== null, `an edit not on every page within the probe interval (${PROBE_SECONDS} s)`, `${name}: ${edit.failing.filter((f) => f.startsWith(sites[i])).slice(0, 4).join('; ')}`);
      section.check(gone.seen[i] !== null, `an unpublish or deletion not on every page within one pass (${RECONCILE_SECONDS} s)`, `${name}: ${gone.failing.filter((f) => f.startsWith(sites[i])).slice(0, 4).join('; ')}`);
    }
    figures.push(`edit on every page after ${names.map((n, i) => `${n} ${edit.seen[i] ?? '–'} ms`).join(', ')}`, `unpublish and deletion after ${names.map((n, i) => `${n} ${gone.seen[i] ?? '–'} ms`).join(', ')}`);

    // --- a restore: the older copy (with its older edit time) back on the host --------------------------------
    const retracted = word();
    importEntries(dataDir, work, `retract-${instances}`, [{ ...editedCopy, title: `${edited.title} ${retracted}`, date_time: { ...edited.date_time, edit: stamp() } }]);
    const retractAt = Date.now();
    const retract = await until(sites, [{ what: 'the newer edit shows', test: has('/events', retracted) }], retractAt, PROBE_SECONDS * 1000);
    section.check(retract.seen.every((ms) => ms !== null), 'the edit to be undone never showed', retract.failing.slice(0, 3).join('; '));
    importEntries(dataDir, work, `restore-${instances}`, [editedCopy]);
    const restoredAt = Date.now();
    const restoreChecks = [
      { what: 'the entry page shows the restored title', test: async (site) => has(`${(await canonical(site, edited.id)) ?? paths.edited}`, title)(site) },
      ...['/events', '/api/lists/events', '/events.ics', '/'].map((p) => ({ what: `${p} shows the restored title`, test: has(p, title) })),
      ...['/events', '/events.ics'].map((p) => ({ what: `${p} no longer shows the undone title`, test: lacks(p, retracted) })),
      { what: 'search no longer finds the undone title', test: finds(retracted, retracted, false) },
      { what: 'search finds the restored title', test: finds(title, title) },
    ];
    const restore = await until(sites, restoreChecks, restoredAt, RECONCILE_SECONDS * 1000);
    for (const [i, name] of names.entries()) {
      section.check(restore.seen[i] !== null, `an older copy restored on the host not on every page within one pass (${RECONCILE_SECONDS} s)`, `${name}: ${restore.failing.filter((f) => f.startsWith(sites[i])).slice(0, 4).join('; ')}`);
    }
    figures.push(`the undone edit after ${names.map((n, i) => `${n} ${retract.seen[i] ?? '–'} ms`).join(', ')}`, `the restore after ${names.map((n, i) => `${n} ${restore.seen[i] ?? '–'} ms`).join(', ')}`);

    const webhook = await request(sites[0], '/api/revalidate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"all":true}', timeout: 5000 });
    const heard = logs.filter((file) => /"event":"revalidated"/.test(fs.readFileSync(file, 'utf8')));
    section.check(webhook.status === 503 && heard.length === 0, 'a site could take the publish webhook', `${webhook.status}; revalidated in ${heard.join(', ') || 'none'}`);
    section.note(`${label} (${instances} instance${instances > 1 ? 's' : ''}${redisUrl ? ' on one Redis' : ', no Redis'}, pass every ${RECONCILE_SECONDS} s, no webhook): ${figures.join('; ')}.`);
  } finally {
    await Promise.all(children.map((child) => stopChild(child)));
    await stopChild(service);
  }
}

export async function replicaFresh({ report, dir, work, logFile }) {
  const section = report.section('W', 'What the replica learns without the webhook reaches every page in time');
  // A copy of the build of its own: the pages its sites cache on disk (another store's) never reach the suite's site.
  const own = path.join(work, 'app-fresh');
  copyBuild(dir, own);
  dir = own;
  try {
    await runSetup({ section, label: 'one', dir, work, logFile, instances: 1 });
    if (section.check(ensureRedisServer(), 'redis-server is needed for two instances')) {
      const redis = await startRedis();
      try {
        await runSetup({ section, label: 'two', dir, work, logFile, instances: 2, redisUrl: redis.url });
      } finally {
        await redis.stop();
      }
    }
  } finally {
    for (const name of ['app-fresh', 'data-fresh-1', 'data-fresh-2']) fs.rmSync(path.join(work, name), { recursive: true, force: true });
  }
  section.done();
}
