import { listViewTargets, withRatios, type ListViewRow } from './list-view-targets.mjs';

const row = (kind: ListViewRow['kind'], path: string, rps: number, p99 = 100, errors = 0, non2xx = 0): ListViewRow => ({ kind, path, rps, p99, errors, non2xx });
const verdicts = (rows: ListViewRow[]) =>
  listViewTargets({ rows: withRatios(rows), reference: '/about-whitefish' }).map((t) => `${t.item} ${t.target}: ${t.pass ? 'PASS' : 'FAIL'}`);

test('a default state needs 0.8 × the content page’s req/s, a query state seen before 0.5 ×', () => {
  expect(verdicts([row('reference', '/about-whitefish', 800), row('default', '/stay', 640), row('default', '/events', 639), row('query', '/stay?order=a-z', 400), row('query', '/events?order=a-z', 399)]).filter((v) => v.includes('req/s'))).toEqual([
    '/stay req/s ≥ 0.8 × content page: PASS',
    '/events req/s ≥ 0.8 × content page: FAIL',
    '/stay?order=a-z req/s ≥ 0.5 × content page: PASS',
    '/events?order=a-z req/s ≥ 0.5 × content page: FAIL',
  ]);
});

test('p99 over 300 ms, errors or non-2xx answers fail the latency target', () => {
  expect(verdicts([row('reference', '/about-whitefish', 100), row('default', '/stay', 100, 301), row('default', '/dine', 100, 300, 1), row('default', '/shop', 100, 300, 0, 2)]).filter((v) => v.includes('p99'))).toEqual([
    '/stay p99 ≤ 300 ms, 0 errors: FAIL',
    '/stay p99 ≤ 2 × content page p99: FAIL',
    '/dine p99 ≤ 300 ms, 0 errors: FAIL',
    '/dine p99 ≤ 2 × content page p99: FAIL',
    '/shop p99 ≤ 300 ms, 0 errors: FAIL',
    '/shop p99 ≤ 2 × content page p99: FAIL',
  ]);
});

test('a list’s p99 may be at most twice the content page’s in the same run', () => {
  const tail = (rows: ListViewRow[]) => verdicts(rows).filter((v) => v.includes('× content page p99'));
  expect(tail([row('reference', '/about-whitefish', 100, 40), row('default', '/stay', 100, 80), row('default', '/events', 100, 81)])).toEqual([
    '/stay p99 ≤ 2 × content page p99: PASS',
    '/events p99 ≤ 2 × content page p99: FAIL',
  ]);
  expect(tail([row('reference', '/about-whitefish', 0, null as unknown as number), row('default', '/stay', 100, 10)])).toEqual(['/stay p99 ≤ 2 × content page p99: FAIL']);
});

test('ratios are to the reference row, and null when the reference served nothing', () => {
  expect(withRatios([row('reference', '/a', 700), row('default', '/stay', 87)]).map((r) => r.ratio)).toEqual([1, 0.124]);
  expect(withRatios([row('reference', '/a', 0), row('default', '/stay', 87)]).map((r) => r.ratio)).toEqual([null, null]);
  expect(verdicts([row('reference', '/a', 0), row('default', '/stay', 87)])[0]).toBe('/stay req/s ≥ 0.8 × content page: FAIL');
});
