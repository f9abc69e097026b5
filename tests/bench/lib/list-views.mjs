// Section 1b: list views beside a prerendered content page on the same server (docs/performance.md#list-views-beside-a-content-page).
// Every list view's default state, a query state seen before of /stay and /events, and /about-whitefish, each loaded
// with 50 connections for a few seconds per round; the pages take turns (round order reversed every other round)
// so the machine's noise falls on all of them alike, and each page's figure is its median over the rounds. Before
// the rounds every page gets a short unmeasured load (the server's JIT and route modules warm up on the first
// pages of a fresh server), and within a round the reference page runs between every few pages, so the ratio's
// denominator is the median of many runs rather than of one per round.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { cannon } from './load.mjs';
import { ROOT } from './stack.mjs';
import { median } from '../../../scripts/lib/bench-stats.mjs';
import { queryStatePath } from '../../../scripts/lib/list-query-state.mjs';
import { LIST_VIEW_TARGETS, withRatios } from '../../../scripts/lib/list-view-targets.mjs';
import { sampleMachine } from '../../../scripts/lib/machine-busy.mjs';

export const REFERENCE_PATH = '/about-whitefish';
/** List views whose query state is measured too. */
export const QUERY_STATE_LISTS = ['/stay', '/events'];

/** The list views' paths, from lib/config/routes.ts (read with tsx: the one list of them). */
export function listViewPaths() {
  const script = "import { LIST_VIEWS } from './lib/config/routes'; console.log(JSON.stringify(LIST_VIEWS.map((v) => v.path)))";
  return JSON.parse(execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['-e', script], { cwd: ROOT, encoding: 'utf8' }));
}

async function get(url) {
  const response = await fetch(url);
  return { status: response.status, html: await response.text() };
}

/**
 * The pages of the section, each requested once (so a query state is one seen before): the reference, every list
 * view's default state, then the query states. { kind: 'reference' | 'default' | 'query', path, status }.
 */
export async function listViewPages(origin) {
  const pages = [{ kind: 'reference', path: REFERENCE_PATH }];
  for (const listPath of listViewPaths()) pages.push({ kind: 'default', path: listPath });
  for (const listPath of QUERY_STATE_LISTS) {
    const { html } = await get(`${origin}${listPath}`);
    const statePath = queryStatePath(listPath, html);
    if (!statePath) throw new Error(`${listPath}: no category or order control in its HTML`);
    pages.push({ kind: 'query', path: statePath });
  }
  for (const page of pages) page.status = (await get(`${origin}${page.path}`)).status;
  return pages;
}

/** Seconds of unmeasured load per page before the rounds. */
const WARM_UP_SECONDS = 2;
/** Within a round the reference runs first, after every this many other pages, and last. */
const REFERENCE_EVERY = 5;

/** One round's order: the other pages (reversed in odd rounds) with the reference between every few of them. */
export function roundOrder(pages, round) {
  const [reference, ...others] = pages;
  const turn = round % 2 ? [...others].reverse() : others;
  const order = [reference];
  for (let i = 0; i < turn.length; i += REFERENCE_EVERY) order.push(...turn.slice(i, i + REFERENCE_EVERY), reference);
  return order;
}

/** Runs the rounds and returns { rounds, seconds, connections, targets, rows } with each row's medians and ratio. */
export async function measureListViews(origin, { rounds = 5, seconds = 5, connections = 50, log = () => {} } = {}) {
  const pages = await listViewPages(origin);
  log(`   ${pages.length} pages × ${rounds} rounds × ${seconds} s (reference every ${REFERENCE_EVERY} pages): ${pages.map((p) => p.path).join(' ')}`);
  for (const page of pages) await cannon({ url: `${origin}${page.path}`, connections, duration: WARM_UP_SECONDS });
  const runs = new Map(pages.map((p) => [p.path, []]));
  for (let round = 0; round < rounds; round++) {
    for (const page of roundOrder(pages, round)) {
      const machine = await sampleMachine();
      const r = await cannon({ url: `${origin}${page.path}`, connections, duration: seconds });
      runs.get(page.path).push({
        round: round + 1,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
        machineBefore: machine,
      });
    }
    log(`   round ${round + 1}/${rounds} done`);
  }
  const rows = pages.map((page) => {
    const mine = runs.get(page.path);
    return {
      ...page,
      rps: median(mine.map((r) => r.rps)),
      p50: median(mine.map((r) => r.p50)),
      p99: median(mine.map((r) => r.p99)),
      errors: mine.reduce((n, r) => n + r.errors, 0),
      non2xx: mine.reduce((n, r) => n + r.non2xx, 0),
      busy: mine.some((r) => r.machineBefore.busy),
      runs: mine,
    };
  });
  return { rounds, seconds, connections, reference: REFERENCE_PATH, targets: LIST_VIEW_TARGETS, rows: withRatios(rows) };
}
