import type { WireEntry } from '../content-client/wire';
import { denverDay } from './store/denver';
import { buildFixture, FIXTURE_IDS as ID } from './seed/fixture';
import { call } from '../tests/fixtures/content-service/http';
import { startInProcess, type InProcessService } from '../tests/fixtures/content-service/in-process';

let svc: InProcessService;
const now = new Date();
const today = denverDay(now.getTime());

beforeAll(async () => {
  svc = await startInProcess(buildFixture(now));
});
afterAll(() => svc.stop());

type Hit = WireEntry & { score?: number };

async function entries(query: string): Promise<{ ids: string[]; titles: string[]; total: number; index: Hit[] }> {
  const res = await call(svc, `/entries?${query}`);
  expect(res.status).toBe(200);
  const index = res.body.data.index as Hit[];
  return { ids: index.map((e) => e.id), titles: index.map((e) => e.title), total: res.body.data.total, index };
}

const sorted = (ids: string[]) => [...ids].sort();

describe('GET /entries filters', () => {
  test('default phases exclude deleted entries; phase lists filter; invalid phases ignored', async () => {
    expect((await entries('limit=100')).total).toBe(11);
    expect((await entries('phase=4')).total).toBe(8);
    expect((await entries('phase=1')).ids).toEqual([ID.draft]);
    expect((await entries('phase=2,3')).total).toBe(2);
    expect((await entries('phase=0')).ids).toEqual([ID.deleted]);
    expect((await entries('phase=9,x')).total).toBe(11);
    expect((await entries('phase=4,abc')).total).toBe(8);
  });

  test('id lookups return drafts regardless of phase but never deleted entries; ! excludes', async () => {
    expect((await entries(`id=${ID.draft}&phase=4`)).ids).toEqual([ID.draft]);
    expect((await entries(`id=${ID.deleted}`)).total).toBe(0);
    expect((await entries(`id=${ID.deleted}&phase=0`)).total).toBe(0);
    expect(sorted((await entries(`id=${ID.cafe},${ID.lodge}`)).ids)).toEqual(sorted([ID.cafe, ID.lodge]));
    expect((await entries(`phase=4&id=!${ID.cafe}`)).total).toBe(7);
  });

  test('type: any, +all, !exclude', async () => {
    expect(sorted((await entries('phase=4&type=dine')).ids)).toEqual(sorted([ID.brewery, ID.cafe]));
    expect((await entries('phase=4&type=dine,stay')).total).toBe(3);
    expect((await entries(`type=${encodeURIComponent('+article,here')}`)).ids).toEqual([ID.article]);
    expect((await entries('type=+article,here')).ids).toEqual([ID.article]); // unescaped + arrives as a space
    expect((await entries(`type=${encodeURIComponent('+article,dine')}`)).total).toBe(0);
    expect((await entries('phase=4&type=!event')).total).toBe(5);
    expect((await entries('phase=4&type=event,!x')).total).toBe(3);
  });

  test('group and category filters', async () => {
    expect(sorted((await entries('group=featured')).ids)).toEqual(sorted([ID.brewery, ID.upcomingEvent]));
    expect((await entries('category=dine-breweries')).ids).toEqual([ID.brewery]);
    expect(sorted((await entries('category=dine-cafes,stay-lodges')).ids)).toEqual(sorted([ID.cafe, ID.lodge]));
    expect((await entries('category=nope')).total).toBe(0);
  });

  test('element.{id}: option ids, exact text, and >=day for dates', async () => {
    expect((await entries('element.category=dine-cafes')).ids).toEqual([ID.cafe]);
    expect((await entries(`element.hours=${encodeURIComponent('Daily 11-9')}`)).ids).toEqual([ID.brewery]);
    expect((await entries('element.hours=Daily')).total).toBe(0);
    const upcoming = await entries(`type=event&element.event-datetime=${encodeURIComponent('>=' + today)}&order=time`);
    expect(upcoming.ids).toEqual([ID.recurringEvent, ID.upcomingEvent]);
    // a malformed date filter is ignored
    expect((await entries(`type=event&element.event-datetime=${encodeURIComponent('>=2020-13-45')}`)).total).toBe(3);
  });

  test('search: keywords (prefix), relevance score, deleted entries excluded, FTS syntax harmless', async () => {
    const res = await entries('search=huckleberry&order=score');
    expect(sorted(res.ids)).toEqual(sorted([ID.cafe, ID.lodge, ID.upcomingEvent]));
    const scores = res.index.map((e) => e.score);
    expect(scores.every((s) => typeof s === 'number')).toBe(true);
    expect([...(scores as number[])].sort((a, b) => b - a)).toEqual(scores);
    expect((await entries('text=huckle%20pie')).ids).toEqual([ID.upcomingEvent]);
    expect((await entries('search=great%20northern')).ids).toEqual([ID.brewery]); // title
    const odd = await entries(`search=${encodeURIComponent('"*( OR NEAR')}`);
    expect(odd.total).toBe(0);
    const none = await entries(`search=${encodeURIComponent('"*(')}`); // no keywords: no search
    expect(none.total).toBe(11);
    expect(none.index[0].score).toBeUndefined();
  });
});

describe('GET /entries order and pages', () => {
  test('priority (default): prioritized group first, then title case-insensitively', async () => {
    const res = await entries('phase=4');
    expect(res.titles.slice(0, 2)).toEqual(['Great Northern Brewing', 'Huckleberry Days Festival']);
    expect(res.titles[2]).toBe('alpine Cafe');
    expect((await entries('phase=4&order=score')).titles).toEqual(res.titles);
  });

  test('a-z, z-a, title, field lists', async () => {
    const az = (await entries('phase=4&order=a-z')).titles;
    expect(az[0]).toBe('alpine Cafe');
    expect((await entries('phase=4&order=title')).titles).toEqual(az);
    expect((await entries('phase=4&order=z-a')).titles).toEqual([...az].reverse());
    expect((await entries('phase=4&order=-title')).titles).toEqual([...az].reverse());
    expect((await entries('phase=4&order=-date_time.edit')).ids[0]).toBe(ID.article);
    expect((await entries('phase=4&order=date_time.init')).ids[0]).toBe(ID.site);
    expect((await entries('phase=4&order=bogus')).titles).toEqual((await entries('phase=4')).titles);
  });

  test('time: entries without dates last', async () => {
    const res = await entries('phase=4&order=time');
    expect(res.ids.slice(0, 3)).toEqual([ID.pastEvent, ID.recurringEvent, ID.upcomingEvent]);
  });

  test('limit/page with total of all matches; invalid values fall back', async () => {
    const all = await entries('phase=4&order=a-z');
    const p2 = await entries('phase=4&order=a-z&limit=3&page=2');
    expect(p2.total).toBe(8);
    expect(p2.ids).toEqual(all.ids.slice(3, 6));
    expect((await entries('phase=4&limit=abc&page=-1')).ids).toEqual(all.ids.length ? (await entries('phase=4')).ids : []);
    expect((await entries('phase=4&limit=0')).ids.length).toBe(8);
    expect((await entries('phase=4&limit=5000')).ids.length).toBe(8);
    expect((await entries('phase=4&page=99')).ids).toEqual([]);
  });
});

describe('GET /entries data= (fields)', () => {
  test('cuts each entry down to the fields named, in the same order and total, a search keeping its score', async () => {
    const whole = await entries('phase=4&order=a-z');
    const cut = await entries('phase=4&order=a-z&data=id,title,groups,missing');
    expect(cut.ids).toEqual(whole.ids);
    expect(cut.total).toBe(whole.total);
    cut.index.forEach((entry, i) => {
      expect(Object.keys(entry)).toEqual(['id', 'title', 'groups', 'missing']);
      expect(entry.groups).toEqual(whole.index[i].groups);
      expect((entry as Hit & { missing: unknown }).missing).toBeNull();
    });
    const found = await entries('search=brewing&order=score&data=id');
    expect(found.index[0]).toEqual({ score: expect.any(Number), id: (await entries('search=brewing&order=score')).ids[0] });
  });

  test('ignores a data= it cannot honour and answers whole entries', async () => {
    const whole = await entries('phase=4');
    for (const data of ['', 'id,"x', 'elements[0]', Array.from({ length: 17 }, (_, i) => `f${'x'.repeat(i)}`).join(',')]) {
      expect((await entries(`phase=4&data=${encodeURIComponent(data)}`)).index).toEqual(whole.index);
    }
  });
});

describe('contacts and groups', () => {
  test('GET /contacts by id and all', async () => {
    const one = await call(svc, `/contacts?id=${ID.contactChamber}`);
    expect(one.body.data).toMatchObject({ total: 1, index: [{ id: ID.contactChamber }] });
    const all = await call(svc, '/contacts?limit=1&page=2');
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.index).toHaveLength(1);
  });

  test('GET /groups lists member entity ids and whether the group sorts first', async () => {
    const res = await call(svc, '/groups?id=featured');
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.index[0]).toEqual({
      id: 'featured',
      name: 'Featured',
      prioritized: true,
      entities: expect.arrayContaining([ID.brewery, ID.upcomingEvent]),
    });
  });
});
