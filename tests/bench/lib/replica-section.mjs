// Section 7, the replica (`node tests/bench/run.mjs --only replica`): content requests per 1,000 visitor requests under
// the load of section 1, list and search answers at the seed size, then a store of 100,000 generated entries: the
// site's first sync of it, peak RSS, single-entry publishes, list and search answers from the replica, the open
// feed's API and MCP answers at both sizes (feed-answers.mjs) and a full walk of its change feed (change-walk.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { replicaRecords, walkChanges } from './change-walk.mjs';
import { importLarge, timeListRender } from './content-scale.mjs';
import { feedSubjects, nearestFound, timeFeed } from './feed-answers.mjs';
import { measure } from './load.mjs';
import { freePort, stopProcess } from './proc.mjs';
import { replicaQueries, startAndSync, timeAnswers, timeFloor, timePublishes, mb } from './replica-scale.mjs';
import { startContentService } from './stack.mjs';

/** Requests the content service logged (one JSON line each). */
export function contentRequests(logFile) {
  return fs.readFileSync(logFile, 'utf8').split('\n').filter((line) => line.includes('"source":"content-service"')).length;
}

/** Runs `fn` and counts the content service's requests meanwhile. */
export async function countingUpstream(logFile, fn) {
  const before = contentRequests(logFile);
  const started = Date.now();
  const result = await fn();
  return { result, upstream: contentRequests(logFile) - before, seconds: (Date.now() - started) / 1000 };
}

/**
 * Content requests per 1,000 visitor requests over the pages of section 1 (each page's warm-up and measured run);
 * the replica's probe (one request every 30 s) is the only reader left, so the figure is that probe's.
 */
export async function upstreamPerThousand({ origin, pages, contentLog, seconds, log }) {
  const rows = [];
  const { upstream, seconds: window } = await countingUpstream(contentLog, async () => {
    for (const page of pages) {
      const r = await measure(`${origin}${page.path}`, { duration: seconds });
      rows.push({ name: page.name, rps: r.rps, requests: r.requests + r.warmRequests, non2xx: r.non2xx, machineBefore: r.machineBefore });
      log(`   ${page.name}: ${r.rps}/s`);
    }
  });
  const requests = rows.reduce((n, r) => n + r.requests, 0);
  return { upstream, requests, perThousand: Math.round((upstream / requests) * 1000 * 1000) / 1000, probeAllowance: Math.floor(window / 30) + 1, seconds: Math.round(window), rows };
}

function logFeed(size, feed, log) {
  log(`   ${size} feed p50: ${Object.entries(feed).map(([kind, a]) => `${kind} ${a.p50} ms${a.errors ? ` (${a.errors} failed)` : ''}`).join(', ')}`);
}

export async function replicaSection({ next, seedService, seed, pages, site, tmp, count, part, secret, loadSeconds, log }) {
  const out = { entries: count };
  log(`7. replica: content requests under ${loadSeconds} s × 50 connections per page (seed store)`);
  out.load = await upstreamPerThousand({ origin: next.origin, pages, contentLog: path.join(tmp, 'content-seed.log'), seconds: loadSeconds, log });
  log(`   ${out.load.upstream} content requests for ${out.load.requests} visitor requests (${out.load.perThousand} per 1,000)`);
  const seedQueries = replicaQueries();
  out.seed = { floor: await timeFloor(next.origin), list: await timeAnswers(next.origin, seedQueries.list), search: await timeAnswers(next.origin, seedQueries.search) };
  log(`   seed: list p50 ${out.seed.list.p50} ms (replica ${out.seed.list.replicaP50}), search p50 ${out.seed.search.p50} ms (replica ${out.seed.search.replicaP50}), floor p50 ${out.seed.floor.p50} ms`);
  // The seed's places and events are in the large store too: the same ids and probes are asked of both.
  const subjects = await feedSubjects(next.origin);
  out.seed.feed = await timeFeed(next.origin, subjects);
  out.seed.nearest = await nearestFound(next.origin, subjects.probes);
  out.seed.subjects = { places: subjects.places, ids: subjects.ids.length, probes: subjects.probes };
  logFeed('seed', out.seed.feed, log);
  await next.stop();
  await seedService.stop();

  log(`7. replica: importing ${count} generated entries (parts of ${part})`);
  const dataDir = path.join(tmp, 'data-replica');
  out.import = await importLarge({ seed, count, dir: tmp, dataDir, part });
  for (const file of out.import.files) fs.rmSync(file, { force: true });
  delete out.import.files;
  const contentLog = path.join(tmp, 'content-replica.log');
  const service = await startContentService({ port: await freePort(4300, 4399), dataDir, logFile: contentLog, seed: 'none' });
  log(`   imported in ${(out.import.ms / 1000).toFixed(0)} s; the site's first sync (default content budget)`);
  // The default content budget: the sync takes its documented share, as deployed. One client stands for many.
  const replicaDir = path.join(tmp, 'replica-large');
  const large = await startAndSync({
    dir: site,
    port: await freePort(3300, 3399),
    contentHost: service.host,
    replicaDir,
    logFile: path.join(tmp, 'site-replica.log'),
    env: { CLIENT_RATE_LIMIT: '1000000', RENDER_QUEUE_PER_CLIENT: '10000', REVALIDATE_SECRET: secret, SERVER_TIMING: 'on' },
  });
  out.sync = large.ready;
  log(`   first sync ${out.sync.ms} ms (${out.sync.written} entries, ${out.sync.requests} requests), peak RSS ${out.sync.peakRssMb} MB`);
  const queries = replicaQueries();
  const records = replicaRecords(replicaDir);
  const answers = await countingUpstream(contentLog, async () => ({
    floor: await timeFloor(large.origin),
    list: await timeAnswers(large.origin, queries.list),
    search: await timeAnswers(large.origin, queries.search),
    feed: await timeFeed(large.origin, subjects),
    nearest: await nearestFound(large.origin, subjects.probes),
    // Twice the pages the records fill, and a few: a walk that has not ended by then does not end.
    changes: { records, ...(await walkChanges(large.origin, { limit: 100, maxPages: Math.ceil(records / 100) * 2 + 10 })) },
  }));
  out.large = { ...answers.result, upstream: answers.upstream, seconds: Math.round(answers.seconds) };
  const { list, search, floor } = out.large;
  log(`   ${count}: list p50 ${list.p50} ms (replica ${list.replicaP50}), search p50 ${search.p50} ms (replica ${search.replicaP50}), floor p50 ${floor.p50} ms (${answers.upstream} content requests meanwhile)`);
  logFeed(String(count), out.large.feed, log);
  const walk = out.large.changes;
  log(`   change feed: ${walk.pages} pages, ${walk.items} items (${walk.distinct} ids, ${walk.records} records), ${walk.totalMs} ms, page p50 ${walk.p50} ms p99 ${walk.p99} ms${walk.ended ? '' : ', did not end'}`);
  out.render = await timeListRender(large.origin, { salt: '' });
  const publishable = seed.entries.filter((e) => e.phase === 4 && ['stay', 'dine', 'shop'].includes(e.types[0]?.id));
  out.publish = await timePublishes({ origin: large.origin, secret, entries: publishable, dataDir, tmp });
  log(`   single-entry publish: p50 ${out.publish.p50} ms, max ${out.publish.max} ms (${out.publish.visible}/${out.publish.count} searchable after)`);
  out.rss = { afterMb: mb(large.rss.sample()), peakMb: mb(large.rss.peak()), afterAnonMb: mb(large.rss.anon()), peakAnonMb: mb(large.rss.peakAnon()) };
  large.rss.stop();
  await stopProcess(large.child);
  await service.stop();
  return out;
}
