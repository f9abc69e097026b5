// Section 7's rows and targets (the replica): content requests per 1,000 visitor requests, the first sync of a
// large store, a single-entry publish, and list and search answers from the replica beside the seed size's. An
// answer's p50 is judged by its time in replica reads (the site's Server-Timing); its whole time over HTTP is shown
// beside the same server's floor (`/api/health`, which reads nothing), what Next and the request cost on this host.
// The open feed's answers are judged by their whole time at the origin, what an API or MCP client waits for.
import { FEED_SHAPES } from './feed-answers.mjs';
import { busyMark, printAlone } from './table.mjs';

const ms = (n) => (n == null ? '-' : `${Math.round(n * 10) / 10} ms`);

export function replicaTargets(x) {
  const t = [];
  const add = (item, figure, target, pass) => t.push({ section: '7 replica', item, figure, target, pass });
  add('content requests per 1,000 visitor requests', `${x.load.perThousand} (${x.load.upstream} in ${x.load.seconds} s)`, `0 beyond the probe (≤ ${x.load.probeAllowance})`, x.load.upstream <= x.load.probeAllowance);
  add(`single-entry publish @${x.entries}`, `p50 ${ms(x.publish.p50)}, max ${ms(x.publish.max)}, ${x.publish.visible}/${x.publish.count} searchable`, 'every one ≤ 1 s and searchable', x.publish.max <= 1000 && x.publish.visible === x.publish.count);
  const fromReplica = (a) => a.replicaP50 !== null && a.replicaP50 <= 5 && a.errors === 0;
  add(`/api/lists/stay?search= @${x.entries}`, `replica p50 ${ms(x.large.list.replicaP50)}`, 'replica reads p50 ≤ 5 ms', fromReplica(x.large.list));
  add(`/api/search?q= @${x.entries}`, `replica p50 ${ms(x.large.search.replicaP50)}`, 'replica reads p50 ≤ 5 ms', fromReplica(x.large.search));
  for (const [kind, a] of Object.entries(x.large.feed)) {
    add(`feed ${kind} @${x.entries}`, `p50 ${ms(a.p50)}${a.errors ? `, ${a.errors} failed` : ''}`, 'p50 ≤ 20 ms at the origin, every one answered', a.p50 <= 20 && a.errors === 0);
  }
  const w = x.large.changes;
  add(`change feed walk @${x.entries}`, `${w.items} items, ${w.distinct} ids for ${w.records} records${w.ended ? '' : ', did not end'}`, 'every record once, the walk ends', w.ended && w.errors === 0 && w.items === w.records && w.distinct === w.records);
  const n = x.large.nearest;
  add(`places near a place's own point @${x.entries}`, `${n.found}/${n.count} named`, 'each named', n.found === n.count);
  return t;
}

export function replicaRows(x, targets) {
  const verdict = (item) => targets.filter((t) => t.item === item).map((t) => `${t.pass ? 'PASS' : 'FAIL'} ${t.target}`).join('; ');
  const answers = (a) =>
    `p50 ${ms(a.p50)} p99 ${ms(a.p99)}, replica p50 ${ms(a.replicaP50)}, server p50 ${ms(a.serverP50)} (${a.requests} queries${a.errors ? `, ${a.errors} not 200` : ''})`;
  const floor = (f) => (f ? `p50 ${ms(f.p50)}, server p50 ${ms(f.serverP50)}` : '-');
  const s = x.sync;
  const w = x.large.changes;
  const feed = Object.keys(FEED_SHAPES).map((kind) => [
    `7 feed ${kind}${busyMark(x.seed.feed[kind], x.large.feed[kind])}`,
    FEED_SHAPES[kind],
    `seed ${answers(x.seed.feed[kind])} | ${x.entries}: ${answers(x.large.feed[kind])}`,
    verdict(`feed ${kind} @${x.entries}`),
  ]);
  const nearest = (n) => `${n.found}/${n.count}${n.missing.length ? ` (not: ${n.missing.join(', ')})` : ''}`;
  return [
    [`7 replica load${busyMark(...x.load.rows)}`, 'content requests per 1,000 visitor requests', `${x.load.upstream} for ${x.load.requests} requests over ${x.load.rows.length} pages × 50 connections`, verdict('content requests per 1,000 visitor requests')],
    ['7 replica import', `${x.entries} generated entries`, `content:import ${(x.import.ms / 1000).toFixed(0)} s`, ''],
    ['7 replica first sync', `${x.entries} entries (+ seed)`, `${ms(s.ms)} by its log (${s.wallMs} ms from start), ${s.written} written, ${s.requests} requests; peak RSS ${s.peakRssMb} MB`, 'reported'],
    [`7 replica publish`, 'one entry, webhook answer', `p50 ${ms(x.publish.p50)} max ${ms(x.publish.max)} (${x.publish.statuses.join(' ')})`, verdict(`single-entry publish @${x.entries}`)],
    [`7 replica list${busyMark(x.seed.list, x.large.list)}`, '/api/lists/stay?search=<2 words>', `seed ${answers(x.seed.list)} | ${x.entries}: ${answers(x.large.list)}`, verdict(`/api/lists/stay?search= @${x.entries}`)],
    [`7 replica search${busyMark(x.seed.search, x.large.search)}`, '/api/search?q=<2 words>', `seed ${answers(x.seed.search)} | ${x.entries}: ${answers(x.large.search)}`, verdict(`/api/search?q= @${x.entries}`)],
    ...feed,
    [
      '7 feed changes',
      `/api/v1/changes?after= from the start, pages of ${w.limit}`,
      `${x.entries}: ${w.pages} pages, ${w.items} items (${w.distinct} ids, ${w.deleted} deleted) for ${w.records} records in ${ms(w.totalMs)}; page p50 ${ms(w.p50)} p99 ${ms(w.p99)}${w.ended ? '' : '; did not end'}`,
      verdict(`change feed walk @${x.entries}`),
    ],
    ['7 feed nearest', "/api/v1/places?near=<a seed place's point>&radius=0.1", `seed ${nearest(x.seed.nearest)} | ${x.entries}: ${nearest(x.large.nearest)}`, verdict(`places near a place's own point @${x.entries}`)],
    [`7 replica floor${busyMark(x.seed.floor, x.large.floor)}`, '/api/health (reads nothing)', `seed ${floor(x.seed.floor)} | ${x.entries}: ${floor(x.large.floor)}`, 'reported'],
    [`7 replica render${busyMark(x.render)}`, '/stay?search=<word> (cold)', `${x.entries}: ${ms(x.render.coldMs)} (max ${ms(x.render.coldMaxMs)}), warm /stay ${ms(x.render.warmMs)}`, 'reported'],
    [
      '7 replica memory',
      "the site's server RSS (private)",
      `peak ${x.rss.peakMb} MB (${x.rss.peakAnonMb ?? '-'} MB), first sync ${s.peakRssMb} MB (${s.peakAnonMb ?? '-'} MB), after ${x.rss.afterMb} MB (${x.rss.afterAnonMb ?? '-'} MB); content requests while timing answers: ${x.large.upstream} in ${x.large.seconds} s`,
      'reported',
    ],
  ];
}

export function printReplicaTable(r) {
  const x = r.sections.replica;
  const targets = replicaTargets(x);
  return printAlone(r, 'replica', targets, replicaRows(x, targets));
}
