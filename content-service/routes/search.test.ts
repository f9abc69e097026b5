import type { WireEntry } from '../../content-client/wire';
import { upsertEntry } from '../store/entries';
import { denverDay } from '../store/denver';
import { markedToHtml } from '../store/search';
import { buildFixture, FIXTURE_IDS as ID } from '../seed/fixture';
import { basicAuthorization, call } from '../../tests/fixtures/content-service/http';
import { startInProcess, type InProcessService } from '../../tests/fixtures/content-service/in-process';

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
    expect(res.ids[0]).toBe(ID.upcomingEvent); // the word is in its title
    expect(res.index.every((e) => typeof e.score === 'number')).toBe(true);
    expect(res.index[0]).toMatchObject({ title: 'Huckleberry Days Festival', types: [{ id: 'event' }] });
    expect(Array.isArray(res.index[0].elements)).toBe(true);
  });

  test('best match first: title phrase, title words, text phrase, scattered; then prioritized, newest edit', async () => {
    const entry = (id: string, title: string, body: string, edit: string, groups: string[] = []) =>
      ({
        id,
        title,
        phase: 4,
        types: [{ id: 'explore', name: 'Explore' }],
        groups,
        elements: [{ id: 'body', name: 'Body', type: 'text', preferences: { iana_type: 'text/plain' }, data: body }],
        users: [],
        date_time: { init: '2024-01-01T00:00:00Z', edit },
      }) as unknown as WireEntry;
    const ids = (n: number) => `0f000000-0000-4000-8000-0000000000f${n}`;
    upsertEntry(svc.db, entry(ids(1), 'Zebra scattered', 'a zebra crossing and then a quokka', '2025-06-01T00:00:00Z'));
    upsertEntry(svc.db, entry(ids(2), 'Notes', 'see the zebra quokka meadow', '2024-02-01T00:00:00Z'));
    upsertEntry(svc.db, entry(ids(3), 'Quokka and Zebra', 'none', '2024-03-01T00:00:00Z'));
    upsertEntry(svc.db, entry(ids(4), 'The Zebra Quokka Trail', 'none', '2024-01-05T00:00:00Z'));
    upsertEntry(svc.db, entry(ids(5), 'Zebra Quokkas', 'none', '2024-01-02T00:00:00Z'));
    upsertEntry(svc.db, entry(ids(6), 'Zebra Quokka Pond', 'none', '2024-01-01T00:00:00Z', ['featured']));
    expect((await search('q=zebra%20quokka')).ids).toEqual([ids(6), ids(4), ids(5), ids(3), ids(2), ids(1)]);
  });

  test('upcoming.{element}=day leaves out entries whose dates all ended before the day; undated entries stay', async () => {
    const today = denverDay(Date.now());
    expect((await search('q=yetis')).ids).toEqual([ID.pastEvent]);
    expect((await search(`q=yetis&upcoming.event-datetime=${today}`)).ids).toEqual([]);
    // a recurring event with one date still to come stays; other entries are unaffected
    expect((await search(`q=tuesday&upcoming.event-datetime=${today}`)).ids).toEqual([ID.recurringEvent]);
    expect(sorted((await search(`q=huckleberry&upcoming.event-datetime=${today}`)).ids)).toEqual(sorted([ID.cafe, ID.lodge, ID.upcomingEvent]));
    // malformed days and other elements filter nothing
    expect((await search('q=yetis&upcoming.event-datetime=yesterday')).ids).toEqual([ID.pastEvent]);
    expect((await search(`q=yetis&upcoming.other=${today}`)).ids).toEqual([ID.pastEvent]);
  });

  test('highlights the matches in the title and a body snippet with <b> marks (prefix matches too)', async () => {
    const [hit] = (await search('q=huckle%20pie')).index;
    expect(hit.id).toBe(ID.upcomingEvent);
    expect(hit.highlight.title).toBe('<b>Huckleberry</b> Days Festival');
    expect(hit.highlight.snippet).toBe('Art fair, <b>huckleberry</b> <b>pie</b> eating contest and live music.');
    const [lodge] = (await search('q=martini')).index;
    expect(lodge.highlight.title).toBe('Lodge at Whitefish Lake');
    expect(lodge.highlight.snippet).toContain('<b>martini</b>');
    // a caller that makes its own snippets asks for none: the same hits, without them
    const plain = await search('q=huckle%20pie&highlight=false');
    expect(plain.ids).toEqual((await search('q=huckle%20pie')).ids);
    expect(plain.index.every((entry) => !('highlight' in entry))).toBe(true);
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
