import type { WireEntry } from '../../content-client/wire';
import { upsertEntry } from '../store/entries';
import { markedToHtml } from '../store/search';
import { buildFixture, FIXTURE_IDS as ID } from '../testing/fixture';
import { basicAuthorization, call } from '../testing/http';
import { startInProcess, type InProcessService } from '../testing/in-process';

let svc: InProcessService;

const MARKUP_ID = '0f000000-0000-4000-8000-0000000000e1';

beforeAll(async () => {
  svc = await startInProcess(buildFixture(new Date()));
  const markup: WireEntry = {
    id: MARKUP_ID,
    title: 'Fish & <Chips> "Shack"',
    phase: 4,
    types: [{ id: 'dine', name: 'Dine' }],
    groups: [],
    elements: [
      {
        id: 'body',
        name: 'Body',
        type: 'text',
        preferences: { iana_type: 'text/html' },
        data: '<p>Battered <script>alert(1)</script> cod &amp; chips <img src=x onerror=alert(1)> by the shack.</p>',
      },
    ],
    users: [],
    date_time: { init: '2024-01-01T00:00:00Z', edit: '2024-01-01T00:00:00Z' },
  } as unknown as WireEntry;
  upsertEntry(svc.db, markup);
});
afterAll(() => svc.stop());

async function search(query: string) {
  const res = await call(svc, `/search?${query}`);
  expect(res.status).toBe(200);
  const index = res.body.data.index as (WireEntry & { score: number; highlight: { title: string; snippet: string } })[];
  return { index, ids: index.map((e) => e.id), total: res.body.data.total as number };
}

const sorted = (ids: string[]) => [...ids].sort();

describe('GET /search (embedded extra endpoint)', () => {
  test('ranked hits: full entry documents with a score, title matches first', async () => {
    const res = await search('q=huckleberry');
    expect(sorted(res.ids)).toEqual(sorted([ID.cafe, ID.lodge, ID.upcomingEvent]));
    expect(res.total).toBe(3);
    expect(res.ids[0]).toBe(ID.upcomingEvent); // the word is in its title (weighted 10×)
    const scores = res.index.map((e) => e.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(res.index[0]).toMatchObject({ title: 'Huckleberry Days Festival', types: [{ id: 'event' }] });
    expect(Array.isArray(res.index[0].elements)).toBe(true);
  });

  test('highlights the matches in the title and a body snippet with <b> marks (prefix matches too)', async () => {
    const [hit] = (await search('q=huckle%20pie')).index;
    expect(hit.id).toBe(ID.upcomingEvent);
    expect(hit.highlight.title).toBe('<b>Huckleberry</b> Days Festival');
    expect(hit.highlight.snippet).toBe('Art fair, <b>huckleberry</b> <b>pie</b> eating contest and live music.');
    const [lodge] = (await search('q=martini')).index;
    expect(lodge.highlight.title).toBe('Lodge at Whitefish Lake');
    expect(lodge.highlight.snippet).toContain('<b>martini</b>');
  });

  test('public phases only by default; phase= widens to the given phases; deleted never', async () => {
    expect((await search('q=diner')).total).toBe(0);
    expect((await search('q=diner&phase=1,2,3,4')).ids).toEqual([ID.draft]);
    expect((await search('q=huckleberry&phase=0,1,2,3,4')).ids).not.toContain(ID.deleted);
    expect((await search('q=huckleberry&phase=0')).ids).not.toContain(ID.deleted);
  });

  test('type filter, limit and page', async () => {
    expect(sorted((await search('q=huckleberry&type=!event')).ids)).toEqual(sorted([ID.cafe, ID.lodge]));
    expect((await search('q=huckleberry&type=stay')).ids).toEqual([ID.lodge]);
    const first = await search('q=huckleberry&limit=2');
    expect(first.ids).toHaveLength(2);
    expect(first.total).toBe(3);
    const second = await search('q=huckleberry&limit=2&page=2');
    expect(second.ids).toHaveLength(1);
    expect([...first.ids, ...second.ids]).toHaveLength(3);
  });

  test('no keywords or FTS syntax: nothing, never an error', async () => {
    expect((await search('q=')).total).toBe(0);
    expect((await search('')).total).toBe(0);
    expect((await search(`q=${encodeURIComponent('"*(')}`)).total).toBe(0);
    expect((await search(`q=${encodeURIComponent('huckleberry" OR NEAR(*')}`)).total).toBe(0);
  });

  test('marked text is escaped: <b> is the only markup', async () => {
    const [hit] = (await search('q=chips')).index;
    expect(hit.id).toBe(MARKUP_ID);
    expect(hit.highlight.title).toBe('Fish &amp; &lt;<b>Chips</b>&gt; &quot;Shack&quot;');
    expect(hit.highlight.snippet).not.toMatch(/<(?!\/?b>)/);
    expect(hit.highlight.snippet).toContain('<b>chips</b>');
    expect(markedToHtml('a\uE000b\uE000c\uE001\uE001 <i>')).toBe('a<b>bc</b> &lt;i&gt;');
    expect(markedToHtml('\uE000open')).toBe('<b>open</b>');
  });

  test('signed like every project route: token auth works, no auth is 401', async () => {
    expect((await call(svc, '/search?q=huckleberry', { auth: basicAuthorization(svc.token) })).status).toBe(200);
    expect((await call(svc, '/search?q=huckleberry', { auth: false })).status).toBe(401);
  });
});
