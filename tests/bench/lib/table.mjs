// The one table: every figure, and each target PASS/FAIL beside the figures it judges. A row whose
// measurement started on a busy machine says BUSY (docs/performance.md#machine-load); the summary's last line says
// whether the run's figures may be published.
import { busySummary, machineSamples } from '../../../scripts/lib/machine-busy.mjs';
import { listViewTargets } from '../../../scripts/lib/list-view-targets.mjs';
import { WORKER_ALLOWANCE_BYTES } from './background.mjs';

const kb = (b) => `${(b / 1024).toFixed(1)} kB`;
const ms = (n) => (n == null ? '-' : `${Math.round(n * 10) / 10} ms`);
/** ' BUSY' when a measurement (its `machineBefore`, or `busy` of a median over runs) started on a busy machine. */
export const busyMark = (...xs) => (xs.some((x) => x?.busy || x?.machineBefore?.busy) ? ' BUSY' : '');

/** The machine verdict line and the load at the bench's start, printed last. */
function printMachineVerdict(r) {
  const summary = busySummary([r.machineAtStart, ...machineSamples(r)].filter(Boolean));
  const start = r.machineAtStart;
  if (start) console.log(`machine at start: load ${start.load.join(' ')}, CPU idle ${start.idlePct}%${start.busy ? ` — busy: ${start.reasons.join(', ')}` : ''}`);
  console.log(summary.line);
}

/** Section 3 targets: judged kinds ≤ floor + allowance (and a 200), MapLibre only on map pages. */
export function jsTargets(js) {
  const t = [];
  const add = (item, figure, target, pass) => t.push({ section: '3 js', item, figure, target, pass });
  for (const j of js.pages) {
    if (j.judged) {
      add(j.name, `${kb(j.gzipBytes)} (floor +${kb(j.aboveFloorBytes)})${j.status === 200 ? '' : ` HTTP ${j.status}`}`, `before load ≤ floor + ${kb(j.limitBytes - js.floor.gzipBytes)} gzip`, j.pass);
      add(j.name, `first ${j.windowMs / 1000} s ${kb(j.windowGzipBytes)} (floor ${signed(j.windowAboveFloorBytes)})`, `first ${j.windowMs / 1000} s ≤ floor + ${kb(js.windowAllowanceBytes)}`, j.windowPass);
    }
    if (j.kind !== 'map') add(j.name, j.maplibre ? 'MapLibre loaded' : 'no MapLibre', 'MapLibre absent', !j.maplibre);
  }
  for (const b of js.background?.visits ?? []) add(`background ${b.path}`, `worker ${signed(b.extraGzipBytes)}`, `worker adds ≤ ${kb(WORKER_ALLOWANCE_BYTES)} gzip in ${b.windowMs / 1000} s`, b.pass);
  return t;
}

/** `/entries/{slug}/{id}` with the id cut to 8 characters, for the table (the results file keeps the path). */
const shortPath = (p) => p.replace(/^(\/entries\/[^/]+\/)([^/]{8})[^/]+$/, '$1$2…');
const signed = (b) => `${b < 0 ? '−' : '+'}${kb(Math.abs(b))}`;

/** Section 3 rows of the table: the floor, then each page with its figures and verdicts. */
export function jsRows(js, targets) {
  const f = js.floor;
  const rows = [[`3 first-visit JS${busyMark(f)}`, `floor: bare Next ${f.next ?? ''} (${f.bundler}, one page, one client component)`, `${kb(f.gzipBytes)} gzip, ${f.scripts} scripts, after load ${kb(f.afterLoadGzipBytes ?? 0)}, first ${f.windowMs / 1000} s ${kb(f.windowGzipBytes)} (built in ${(f.buildMs / 1000).toFixed(1)} s)`, '']];
  for (const j of js.pages) {
    const parts = [`${kb(j.gzipBytes)} gzip`, `floor ${signed(j.aboveFloorBytes)}`];
    if (j.aboveReferenceBytes != null) parts.push(`${j.kind} itself ${signed(j.aboveReferenceBytes)} (vs ${j.reference})`);
    parts.push(`${j.scripts} scripts`, `after load ${kb(j.afterLoadGzipBytes ?? 0)} in ${j.afterLoadScripts ?? 0}`, `worker ${kb(j.workerGzipBytes)} in ${j.workerRequests}`, `first ${j.windowMs / 1000} s ${kb(j.windowGzipBytes)} (floor ${signed(j.windowAboveFloorBytes)})`);
    if (j.maplibre) parts.push(`MapLibre ${kb(j.maplibreGzipBytes)}`);
    if (j.status !== 200) parts.push(`HTTP ${j.status}`);
    const verdicts = targets.filter((t) => t.section === '3 js' && t.item === j.name).map((t) => `${t.pass ? 'PASS' : 'FAIL'} ${t.target}`);
    rows.push([`3 first-visit JS${busyMark(js)}`, `${j.name} [${j.kind}] ${shortPath(j.path)}`, parts.join(', '), verdicts.join('; ') || (j.kind === 'map' ? 'reported only' : '')]);
  }
  for (const b of js.background?.visits ?? []) {
    const seen = (v) => `${v.requests} requests ${kb(v.gzipBytes)}`;
    const worker = `worker ${b.extraRequests >= 0 ? '+' : '−'}${Math.abs(b.extraRequests)} requests ${signed(b.extraGzipBytes)} (its own: ${b.withWorker.workerRequests} requests ${kb(b.withWorker.workerGzipBytes)})`;
    const verdicts = targets.filter((t) => t.section === '3 js' && t.item === `background ${b.path}`).map((t) => `${t.pass ? 'PASS' : 'FAIL'} ${t.target}`);
    rows.push([`3 first-visit background${busyMark(js.background)}`, `first ${b.windowMs / 1000} s of a visit ${b.path}`, `without worker ${seen(b.without)}; with ${seen(b.withWorker)}; ${worker}`, verdicts.join('; ')]);
  }
  return rows;
}

const chunk = (url) => url.replace('/_next/static/chunks/', '');
const carries = (names, max = 4) => (names.length ? ` [${names.slice(0, max).join(' ')}${names.length > max ? ` +${names.length - max}` : ''}]` : '');

/**
 * Per page: the scripts not in the floor app (top `top` by their new part; "new" = the share of a script's module
 * bytes not in the floor, shown when a script mixes both), what they carry, and for form/embed pages the scripts
 * their reference page did not load.
 */
export function printScriptsAboveFloor(js, top = 6) {
  if (!js) return;
  console.log(
    `\nscripts not in the floor app, per page, biggest new part first (gzip; "new" = share of a script's module bytes not in the floor, shown when a script mixes both; [export names it registers]):`,
  );
  for (const j of js.pages) {
    const list = j.scriptsAboveFloor;
    const shown = list.slice(0, top).map((s) => `${s.afterLoad ? '(after load) ' : ''}${chunk(s.url)} ${kb(s.gzipBytes)}${s.newShare < 1 ? ` (new ${Math.round(s.newShare * 100)}%)` : ''}${carries(s.names)}`);
    console.log(`  ${j.name} ${shortPath(j.path)}: ${list.length} scripts`);
    for (const line of shown) console.log(`      ${line}`);
    if (list.length > top) console.log(`      … ${list.length - top} more`);
    if (j.scriptsBeyondReference) {
      const extra = j.scriptsBeyondReference;
      const total = extra.reduce((n, s) => n + s.gzipBytes, 0);
      console.log(`    not loaded by ${j.reference} ${shortPath(j.referencePath)}: ${extra.length} scripts ${kb(total)}${extra.length ? ` — ${extra.map((s) => `${chunk(s.url)} ${kb(s.gzipBytes)}${carries(s.names)}`).join(', ')}` : ''}`);
    }
  }
}

/** `--only js`: the floor and page rows, the scripts listing and the verdicts. */
export function printJsTable(r) {
  const targets = jsTargets(r.sections.js);
  const mc = r.machine;
  console.log(`
Whitefish bench (first-visit JS only) — ${mc.date} — ${mc.cpus} CPUs, node ${mc.node}, next ${mc.next}, react ${mc.react}, ${mc.chromium}; build ${mc.buildId}`);
  console.log(render([['section', 'page / item', 'figures', 'targets'], ...jsRows(r.sections.js, targets)]).join('\n'));
  printScriptsAboveFloor(r.sections.js);
  const failing = targets.filter((t) => !t.pass);
  console.log(`\ntargets: ${targets.length - failing.length}/${targets.length} pass${failing.length ? `; failing: ${failing.map((t) => `${t.item} (${t.figure}; ${t.target})`).join(', ')}` : ''}`);
  printMachineVerdict(r);
  return targets;
}

/** A page's performance score may be this many points under the floor app's of the same run. */
export const LIGHTHOUSE_SCORE_MARGIN = 3;
/** A page's total blocking time may be this many times the floor app's of the same run. */
export const LIGHTHOUSE_TBT_RATIO = 1.5;

/**
 * Section 2 targets, against the floor app's medians of the same run (Lighthouse's simulated CPU multiplies the
 * machine's own speed and load, so only figures beside the floor's transfer): every page type's performance within
 * LIGHTHOUSE_SCORE_MARGIN points of the floor's and TBT ≤ LIGHTHOUSE_TBT_RATIO × the floor's; a list's map tab
 * (MapLibre on the page) performance ≥ 85. Accessibility 100 and CLS ≤ 0.02 everywhere.
 */
export function lighthouseTargets({ floor, pages }) {
  const t = [];
  for (const l of pages) {
    const add = (figure, target, pass) => t.push({ section: '2 lighthouse', item: l.name, figure, target, pass });
    const map = l.path.includes('tab=map');
    if (map) add(`perf ${l.performance}`, 'perf ≥ 85', l.performance >= 85);
    else {
      add(`perf ${l.performance} (floor ${floor.performance})`, `perf ≥ floor − ${LIGHTHOUSE_SCORE_MARGIN}`, l.performance >= floor.performance - LIGHTHOUSE_SCORE_MARGIN);
      add(`TBT ${l.tbtMs} ms (floor ${floor.tbtMs} ms)`, `TBT ≤ ${LIGHTHOUSE_TBT_RATIO} × floor`, l.tbtMs <= LIGHTHOUSE_TBT_RATIO * floor.tbtMs);
    }
    add(`a11y ${l.accessibility}`, 'a11y 100', l.accessibility === 100);
    add(`CLS ${l.cls}`, 'CLS ≤ 0.02', l.cls <= 0.02);
  }
  return t;
}

/** Section 2 rows: the floor's medians, then each page's and its verdicts. */
function lighthouseRows({ floor, pages }, targets) {
  const figures = (l) =>
    `perf ${l.performance} a11y ${l.accessibility} bp ${l.bestPractices} seo ${l.seo} | LCP ${l.lcpMs} ms CLS ${l.cls} TBT ${l.tbtMs} ms${l.keptRun ? ` | report: run ${l.keptRun}` : ''}`;
  const head = (l) => `2 lighthouse (median of ${l.runCount ?? 1})${busyMark(l)}`;
  return [
    [head(floor), 'floor: bare Next app', figures(floor), ''],
    ...pages.map((l) => [
      head(l),
      `${l.name} ${shortPath(l.path)}`,
      figures(l),
      targets
        .filter((t) => t.section === '2 lighthouse' && t.item === l.name)
        .map((t) => `${t.pass ? 'PASS' : 'FAIL'} ${t.target}`)
        .join('; '),
    ]),
  ];
}

/** Section 6 targets: each control's median interaction ≤ the bound, every run reached its result in place. */
export function tapTargets(taps) {
  return taps.rows.map((row) => ({
    section: '6 taps',
    item: `${row.kind}: ${row.control}`,
    figure: `median ${row.medianMs ?? '-'} ms${row.failedRuns ? `, ${row.failedRuns} runs without the result` : ''}${row.extraDocumentLoads ? `, ${row.extraDocumentLoads} extra document loads` : ''}`,
    target: `interaction ≤ ${taps.boundMs} ms, in place`,
    pass: row.pass,
  }));
}

/** Section 6 rows: each control's median and longest interaction over the runs, and its verdict. */
function tapRows(taps, targets) {
  return taps.rows.map((row) => [
    `6 taps (median of ${taps.runs})${busyMark(row)}`,
    `${row.kind}: ${row.control} ${shortPath(row.path)}`,
    `median ${row.medianMs ?? '-'} ms, longest ${row.maxMs ?? '-'} ms (runs ${row.runs.map((x) => (x.ms == null ? 'failed' : Math.round(x.ms))).join(', ')})`,
    targets.filter((t) => t.section === '6 taps' && t.item === `${row.kind}: ${row.control}`).map((t) => `${t.pass ? 'PASS' : 'FAIL'} ${t.target}`).join('; '),
  ]);
}

/** A section run alone (`--only lighthouse`, `--only taps`): its rows, its verdicts, the machine line. */
export function printAlone(r, title, targets, rows, note = '') {
  const mc = r.machine;
  console.log(`\nWhitefish bench (${title} only) — ${mc.date} — ${mc.cpus} CPUs, node ${mc.node}, next ${mc.next}, ${mc.chromium}; build ${mc.buildId}`);
  console.log(render([['section', 'page / item', 'figures', 'targets'], ...rows]).join('\n'));
  if (note) console.log(note);
  const failing = targets.filter((t) => !t.pass);
  console.log(`\ntargets: ${targets.length - failing.length}/${targets.length} pass${failing.length ? `; failing: ${failing.map((t) => `${t.item} (${t.figure}; ${t.target})`).join(', ')}` : ''}`);
  printMachineVerdict(r);
  return targets;
}

export function printLighthouseTable(r) {
  const targets = lighthouseTargets(r.sections.lighthouse);
  return printAlone(r, 'Lighthouse', targets, lighthouseRows(r.sections.lighthouse, targets));
}

export function printTapsTable(r) {
  const targets = tapTargets(r.sections.taps);
  const note = `interactions under ${r.sections.taps.unseenMs} ms are not reported by Event Timing and count as ${r.sections.taps.unseenMs} ms`;
  return printAlone(r, 'phone taps', targets, tapRows(r.sections.taps, targets), note);
}

/** The site's server under section 5's mixed load: what one instance may hold (docs/operations.md#memory). */
export const RSS_LIMIT_MB = 300;

/** Section 5 targets: ready in 5 s; RSS flat in the second half of the load and at most RSS_LIMIT_MB. */
export function startTargets(st) {
  const add = (item, figure, target, pass) => ({ section: '5 start', item, figure, target, pass });
  const m = st.memory;
  return [
    add('npm start ready', ms(st.readyMs), '≤ 5 s', st.readyMs <= 5000),
    add('RSS over load', `2nd-half growth ${m.secondHalfGrowthPct}%`, 'flat (≤ 10%)', m.secondHalfGrowthPct <= 10),
    add('RSS over load', `peak ${m.maxMb} MB`, `peak ≤ ${RSS_LIMIT_MB} MB`, m.maxMb <= RSS_LIMIT_MB),
  ];
}

/** Section 5 rows: ready times, RSS over the load and where it was (heap, external, the rest). */
function startRows(st, targets) {
  const verdict = (item) =>
    targets
      .filter((t) => t.section === '5 start' && t.item === item)
      .map((t) => `${t.pass ? 'PASS' : 'FAIL'} ${t.target}`)
      .join('; ');
  const m = st.memory;
  const rows = [
    [`5 npm start${busyMark(st)}`, 'first 200 on /', `${ms(st.readyMs)} (store present); fresh store (seeding) ${ms(st.freshStoreReadyMs)}`, verdict('npm start ready')],
    [
      '5 memory',
      `the site's server RSS, ${m.seconds} s mixed load`,
      `start ${m.startMb} MB max ${m.maxMb} MB end ${m.endMb} MB growth ${m.growthPct}% (2nd half ${m.secondHalfGrowthPct}%), ${m.rps}/s err ${m.errors} non2xx ${m.non2xx}`,
      verdict('RSS over load'),
    ],
  ];
  const split = (x) => `RSS ${x.rss} = V8 heap ${x.heapTotal} (used ${x.heapUsed}, new space ${x.newSpace}) + external ${x.external} + other ${x.other} MB (mapped files ${x.mappedFiles})`;
  if (m.splitMb) rows.push(['5 memory', 'where: at the peak | 2nd-half medians', `${split(m.splitMb.atPeak)} | ${split(m.splitMb.secondHalfMedian)}`, '']);
  return rows;
}

/** `--only memory`: section 5's rows and verdicts. */
export function printMemoryTable(r) {
  const targets = startTargets(r.sections.memory);
  return printAlone(r, 'npm start and memory', targets, startRows(r.sections.memory, targets));
}

export function evaluateTargets(r) {
  const t = [];
  const add = (section, item, figure, target, pass) => t.push({ section, item, figure, target, pass });
  for (const row of r.sections.load.rows) {
    if (row.bOverC == null) add('1 load', row.name, 'not measured', 'b/c ≥ 0.8, 0 errors', false);
    else {
      const errs = row.nginxCache.errors + row.nginxCache.timeouts + row.nginxCache.non2xx;
      add('1 load', row.name, `b/c ${row.bOverC.toFixed(2)}, errors+non2xx ${errs}`, 'b/c ≥ 0.8, 0 errors', row.bOverC >= 0.8 && errs === 0);
    }
  }
  const l = r.sections.load;
  if (l.upstream != null) add('1 load', 'content requests', `${l.upstreamPerThousand} per 1,000 (${l.upstream})`, `0 beyond the probe (≤ ${l.rows.length})`, l.upstream <= l.rows.length);
  if (r.sections.lists) for (const v of listViewTargets(r.sections.lists)) add('1b lists', v.item, v.figure, v.target, v.pass);
  t.push(...lighthouseTargets(r.sections.lighthouse));
  if (r.sections.js) t.push(...jsTargets(r.sections.js));
  if (r.sections.taps) t.push(...tapTargets(r.sections.taps));
  const s = r.sections.scale;
  for (const q of s.largeQueries) add('4 scale', q.name, `p50 ${ms(q.p50)} @${s.generated}`, 'p50 ≤ 5 ms', q.p50 <= 5);
  const ratio = s.largeRender.coldMs / s.seedRender.coldMs;
  add('4 scale', '/stay?search= render', `${ms(s.largeRender.coldMs)} vs ${ms(s.seedRender.coldMs)} (×${ratio.toFixed(2)})`, '≤ 2 × seed', ratio <= 2);
  t.push(...startTargets(r.sections.start));
  return t;
}

function render(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i] ?? '').length)));
  return rows.map((row) => row.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join('  ').trimEnd());
}

/** Section 1b rows: each page's medians and its verdicts. */
function listRows(lists, targets) {
  return lists.rows.map((row) => {
    const what = row.kind === 'reference' ? 'prerendered content page' : row.kind === 'default' ? 'default state' : 'query state seen before';
    return [
      `1b lists${busyMark(row)}`,
      `${row.path} (${what})`,
      `${row.rps}/s p50 ${row.p50} p99 ${row.p99} err ${row.errors} non2xx ${row.non2xx}${row.status === 200 ? '' : ` HTTP ${row.status}`} | ×${row.ratio?.toFixed(2) ?? '-'}`,
      row.kind === 'reference'
        ? `medians of ${lists.rounds} rounds × ${lists.seconds} s, ${lists.connections} connections`
        : targets.filter((t) => t.section === '1b lists' && t.item === row.path).map((t) => `${t.pass ? 'PASS' : 'FAIL'} ${t.target}`).join('; '),
    ];
  });
}

/** `--only lists`: section 1b's rows and verdicts. */
export function printListsTable(r) {
  const targets = listViewTargets(r.sections.lists).map((v) => ({ section: '1b lists', item: v.item, figure: v.figure, target: v.target, pass: v.pass }));
  const mc = r.machine;
  console.log(`\nWhitefish bench (list views only) — ${mc.date} — ${mc.cpus} CPUs, node ${mc.node}, next ${mc.next}; build ${mc.buildId}`);
  console.log(render([['section', 'page / item', 'figures', 'targets'], ...listRows(r.sections.lists, targets)]).join('\n'));
  const failing = targets.filter((t) => !t.pass);
  console.log(`\ntargets: ${targets.length - failing.length}/${targets.length} pass${failing.length ? `; failing: ${failing.map((t) => `${t.item} (${t.figure}; ${t.target})`).join(', ')}` : ''}`);
  printMachineVerdict(r);
  return targets;
}

export function printTable(r) {
  const targets = evaluateTargets(r);
  const verdict = (section, item, prefix) => {
    const mine = targets.filter((t) => t.section === section && t.item === item && (!prefix || t.target.startsWith(prefix)));
    return mine.length ? mine.map((t) => `${t.pass ? 'PASS' : 'FAIL'} ${t.target}`).join('; ') : '';
  };
  const rows = [['section', 'page / item', 'figures', 'targets']];
  const sep = () => rows.push(['', '', '', '']);
  for (const row of r.sections.load.rows) {
    const f = (x) => (x ? `${x.rps}/s p50 ${x.p50} p99 ${x.p99} err ${x.errors + x.timeouts} non2xx ${x.non2xx}${busyMark(x)}` : 'not measured');
    rows.push(['1 load (a) site', `${row.name} ${row.path}`, f(row.next), `a/c ${row.aOverC.toFixed(3)}`]);
    rows.push(['1 load (b) nginx cache', '', `${f(row.nginxCache)}${row.cacheStatus ? ` [${row.cacheStatus}]` : ''}`, `b/c ${row.bOverC?.toFixed(3) ?? '-'}  ${verdict('1 load', row.name)}`]);
    rows.push(['1 load (c) nginx static', '', f(row.static), '']);
  }
  const l = r.sections.load;
  if (l.upstream != null) rows.push(['1 load (a) content', 'content requests per 1,000 site requests', `${l.upstreamPerThousand} (${l.upstream} in all, each page's run a window of its own)`, verdict('1 load', 'content requests')]);
  sep();
  if (r.sections.lists) {
    rows.push(...listRows(r.sections.lists, targets));
    sep();
  }
  rows.push(...lighthouseRows(r.sections.lighthouse, targets));
  sep();
  rows.push(...jsRows(r.sections.js, targets));
  sep();
  const s = r.sections.scale;
  s.seedQueries.forEach((q, i) => {
    const big = s.largeQueries[i];
    rows.push([
      `4 content /entries${busyMark(q, big)}`,
      q.name,
      `seed(${s.seedEntries}) p50 ${ms(q.p50)} p99 ${ms(q.p99)} [${q.total}] | +${s.generated}: p50 ${ms(big.p50)} p99 ${ms(big.p99)} [${big.total}]`,
      verdict('4 scale', q.name),
    ]);
  });
  rows.push([
    `4 list render${busyMark(s.seedRender, s.largeRender)}`,
    '/stay?search=<word> (cold)',
    `seed ${ms(s.seedRender.coldMs)} | +${s.generated} ${ms(s.largeRender.coldMs)}; warm /stay: ${ms(s.seedRender.warmMs)} | ${ms(s.largeRender.warmMs)}`,
    verdict('4 scale', '/stay?search= render'),
  ]);
  rows.push(['4 import', `${s.generated} entries`, `content:import ${ms(s.import.ms)}`, '']);
  sep();
  rows.push(...startRows(r.sections.start, targets));
  if (r.sections.taps) {
    sep();
    rows.push(...tapRows(r.sections.taps, targets));
  }
  const mc = r.machine;
  console.log(`\nWhitefish bench — ${mc.date} — ${mc.cpus} CPUs, ${mc.memoryGb} GB, node ${mc.node}, next ${mc.next}, ${mc.chromium}, nginx ${mc.nginx}`);
  console.log(render(rows).join('\n'));
  printScriptsAboveFloor(r.sections.js);
  const failing = targets.filter((t) => !t.pass);
  console.log(`\ntargets: ${targets.length - failing.length}/${targets.length} pass${failing.length ? `; failing: ${failing.map((t) => `${t.section} ${t.item} (${t.figure}; ${t.target})`).join(', ')}` : ''}`);
  printMachineVerdict(r);
  return targets;
}
