/**
 * The open feed's JSON API (docs/product.md#the-open-feed) through its route handlers, against the embedded content
 * service with its sample content and the entries of tests/fixtures/open-feed.ts, read from this file's replica.
 */
import { importIntoService, startServiceProcess, type ServiceProcess } from '@/tests/fixtures/content-service/service-process';
import { todayInZone } from '@/lib/dates';
import { dayAfter, deepPlaces, FAR_POINT, HOSTILE_HOURS, LAKESIDE, manyEvents, manyPlaces, openFeedEntries } from '@/tests/fixtures/open-feed';
import { EventsPage, PlacesPage, EntryDetail, ErrorBody } from '@/lib/feed/records';

jest.setTimeout(60_000);
jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));

const WORD = 'feedqz';
const today = todayInZone();
const fixture = openFeedEntries(WORD, today);
const MANY = 'stallqz';
const many = manyPlaces(MANY, 330);
const DEEP = 'deepqz';
const deep = deepPlaces(DEEP, 1300);
const GATHERING = 'gatherqz';
const gatherings = manyEvents(GATHERING, 330, dayAfter(today, 1), 12);
let service: ServiceProcess;
let places: typeof import('./places/route');
let events: typeof import('./events/route');
let entries: typeof import('./entries/[id]/route');

beforeAll(async () => {
  // This file walks hundreds of pages as one client: more than a minute's allowance (the limit has its own tests).
  process.env.CLIENT_RATE_LIMIT = '100000';
  service = await startServiceProcess();
  importIntoService(service, 'open-feed.json', fixture.file);
  importIntoService(service, 'many-places.json', many.file);
  importIntoService(service, 'many-events.json', gatherings.file);
  importIntoService(service, 'deep-places.json', deep.file);
  process.env.ELEBASE_HOST = service.host;
  await (await import('@/lib/content/replica')).replicaReady();
  places = await import('./places/route');
  events = await import('./events/route');
  entries = await import('./entries/[id]/route');
});

afterAll(async () => {
  await service?.stop();
});

const get = (handler: (request: Request, context?: never) => Promise<Response>, path: string, headers: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${path}`, { headers }));
const entry = (id: string, headers: Record<string, string> = {}) =>
  entries.GET(new Request(`http://localhost/api/v1/entries/${id}`, { headers }), { params: Promise.resolve({ id }) });

/** Every item of a places or events query, following its cursors. */
async function walk(query: string, kind: 'places' | 'events' = 'places'): Promise<{ id: string; name?: string }[]> {
  const items: { id: string; name?: string }[] = [];
  let cursor: string | null | undefined = null;
  do {
    const response = await get(kind === 'places' ? places.GET : events.GET, `/api/v1/${kind}?${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.status).toBe(200);
    const body = (kind === 'places' ? PlacesPage : EventsPage).parse(await response.json());
    items.push(...body.items);
    cursor = body.next;
  } while (cursor);
  return items;
}

describe('places', () => {
  it('pages a search with hundreds of matches in name order, ties by id, each place once', async () => {
    const byName = (a: { id: string; title: string }, b: { id: string; title: string }) =>
      a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : a.id < b.id ? -1 : 1;
    const expected = (type?: string) => many.entries.filter((e) => !type || e.types[0].id === type).sort(byName).map((e) => e.id);
    expect((await walk(`q=${MANY}&limit=40`)).map((item) => item.id)).toEqual(expected());
    expect((await walk(`q=${MANY}&limit=100&type=shop`)).map((item) => item.id)).toEqual(expected('shop'));
  });

  it('finds places past the first thousand of the name order: by type, near a point, open at a time', async () => {
    const far = deep.far.map((e) => e.id);
    const shops = (await walk('type=shop&limit=100')).map((item) => item.id);
    expect(shops).toEqual(expect.arrayContaining(far));
    expect(new Set(shops).size).toBe(shops.length);
    expect((await walk(`near=${FAR_POINT[1]},${FAR_POINT[0]}&radius=5`)).map((item) => item.id)).toEqual(far);
    const open = (await walk(`openAt=${today}T12:00:00-07:00&type=shop&limit=100`)).map((item) => item.id);
    expect(open).toEqual(expect.arrayContaining(far));
  });

  it('lists places near a point, nearest first, each with its licence, canonical page and distance', async () => {
    const response = await get(places.GET, `/api/v1/places?near=${LAKESIDE[1]},${LAKESIDE[0]}&radius=20&q=${WORD}`);
    expect(response.status).toBe(200);
    const body = PlacesPage.parse(await response.json());
    expect(body.items.map((item) => item.name)).toEqual([`Lakeside Cafe ${WORD}`, `Odd Hours Diner ${WORD}`]);
    expect(body.items[0]).toMatchObject({ distanceKm: 0, license: 'https://creativecommons.org/licenses/by/4.0', openingHours: 'Mo-Su 08:00-20:00' });
    expect(body.items[0].url).toBe(`http://localhost:3000/entries/lakeside-cafe-${WORD}/${fixture.ids.cafe}`);
    expect(body.items[1].distanceKm).toBeGreaterThan(5);
  });

  it('answers openAt from the machine-readable hours, and leaves out a place whose hours do not parse', async () => {
    const noon = `${today}T12:00:00-07:00`;
    const open = PlacesPage.parse(await (await get(places.GET, `/api/v1/places?q=${WORD}&openAt=${encodeURIComponent(noon)}`)).json());
    expect(open.items.map((item) => [item.name, item.open])).toEqual([[`Lakeside Cafe ${WORD}`, true]]);
    const late = PlacesPage.parse(await (await get(places.GET, `/api/v1/places?q=${WORD}&openAt=${today}T23:30:00-07:00`)).json());
    expect(late.items).toEqual([]);
    const hostile = PlacesPage.parse(await (await get(places.GET, `/api/v1/places?q=${encodeURIComponent(`Odd Hours Diner ${WORD}`)}`)).json());
    expect(hostile.items[0].openingHours).toBe(HOSTILE_HOURS);
  });

  it('pages with an opaque cursor through every place exactly once, and gives only the fields asked for', async () => {
    const walk = async (limit: number) => {
      const seen: string[] = [];
      let cursor: string | null = '';
      while (cursor !== null) {
        const page = PlacesPage.parse(await (await get(places.GET, `/api/v1/places?limit=${limit}&fields=name${cursor ? `&cursor=${cursor}` : ''}`)).json());
        if (seen.length === 0) expect(Object.keys(page.items[0]).sort()).toEqual(['id', 'name']);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.next;
      }
      return seen;
    };
    const bySeven = await walk(7);
    expect(bySeven.length).toBeGreaterThan(100);
    expect(new Set(bySeven).size).toBe(bySeven.length);
    expect(bySeven).toEqual(await walk(100));
  });

  it('answers 304 to a repeat with its ETag, and to If-Modified-Since at its Last-Modified', async () => {
    const first = await get(places.GET, `/api/v1/places?q=${WORD}`);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toContain('s-maxage=');
    expect((await get(places.GET, `/api/v1/places?q=${WORD}`, { 'If-None-Match': etag })).status).toBe(304);
    const since = first.headers.get('last-modified')!;
    expect((await get(places.GET, `/api/v1/places?q=${WORD}`, { 'If-Modified-Since': since })).status).toBe(304);
    expect((await get(places.GET, `/api/v1/places?q=${WORD}`, { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('answers a preflight for any origin, and CORS on every answer, without credentials', async () => {
    const preflight = await places.OPTIONS();
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const answer = await get(places.GET, '/api/v1/places?limit=1');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('ratelimit-policy')).toMatch(/^"client";q=\d+;w=60$/);
    expect(answer.headers.get('ratelimit')).toMatch(/^"client";r=\d+$/);
  });

  it('answers a DataFeed of schema.org places when asked for JSON-LD', async () => {
    const response = await get(places.GET, `/api/v1/places?q=${WORD}`, { Accept: 'application/ld+json' });
    expect(response.headers.get('content-type')).toContain('application/ld+json');
    const feed = await response.json();
    expect(feed).toMatchObject({ '@context': 'https://schema.org', '@type': 'DataFeed', license: 'https://creativecommons.org/licenses/by/4.0' });
    expect(feed.dataFeedElement[0].item).toMatchObject({ '@type': 'Restaurant', name: expect.stringContaining(WORD) });
  });

  it.each([
    ['near=91,0', 'near: latitude must be within ±90 and longitude within ±180.'],
    ['near=abc', 'near: must be latitude,longitude in decimal degrees, e.g. 48.4106,-114.3528.'],
    ['radius=5', 'radius: only with near.'],
    ['near=48.4,-114.3&radius=0', 'radius: must be a distance in km, more than 0 and at most 100.'],
    ['type=castle', 'type: each type must be one of'],
    ['limit=0', 'limit: must be a whole number from 1 to 100.'],
    ['limit=1&limit=2', 'limit: given more than once.'],
    ['openAt=tomorrow', 'openAt: must be a date and time with its offset'],
    ['openAt=2026-12-05T18:30:00-07:00&openNow=true', 'openAt and openNow: give one of them, not both.'],
    ['openNow=yes', "openNow: must be 'true'."],
    ['fields=secret', 'fields: each field must be one of'],
    ['q=a', 'q: must be at least 2 characters.'],
    ['cursor=%25%25', 'cursor: is not a cursor this API gave out.'],
    ['cursor=eyJrIjoxfQ', 'cursor: is not a cursor of this query'],
    ['sort=name', "Unknown parameter: 'sort'."],
  ])('answers %s with 400 and its message', async (query, message) => {
    const response = await get(places.GET, `/api/v1/places?${query}`);
    expect(response.status).toBe(400);
    const body = ErrorBody.parse(await response.json());
    expect(body.error.id).toBe('bad_request');
    expect(body.error.message).toContain(message);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('events', () => {
  it.each([
    [1, 3, 25],
    [1, 12, 40],
    [5, 6, 100],
  ])('pages hundreds of events from day +%i for %i days (pages of %i) in start order, ties by id', async (start, days, limit) => {
    const from = dayAfter(today, start);
    const to = dayAfter(today, start + days - 1);
    const expected = gatherings.events
      .filter((e) => e.day >= from && e.day <= to)
      .sort((a, b) => a.startMs - b.startMs || (a.entry.id < b.entry.id ? -1 : 1))
      .map((e) => e.entry.id);
    expect((await walk(`from=${from}&to=${to}&q=${GATHERING}&limit=${limit}`, 'events')).map((item) => item.id)).toEqual(expected);
  });

  it('expands a series across the change of the clocks, each occurrence in Denver time with its own offset', async () => {
    const [first, , last] = fixture.series;
    const response = await get(events.GET, `/api/v1/events?from=${first}&to=${last}&q=${WORD}`);
    expect(response.status).toBe(200);
    const body = EventsPage.parse(await response.json());
    const starts = body.items.map((item) => item.start);
    expect(starts.map((start) => start!.slice(0, 16))).toEqual(fixture.series.map((day) => `${day}T18:00`));
    expect(new Set(starts.map((start) => start!.slice(-6))).size).toBe(2);
    expect(body.items.every((item) => item.id === fixture.ids.series)).toBe(true);
    expect(body.items[1].url).toContain(`?date=${fixture.series[1]}`);
  });

  it.each([
    ['from=2026-02-30', 'from: must be a day, YYYY-MM-DD.'],
    ['from=2026-12-10&to=2026-12-01', 'to: must not be before from.'],
    ['from=2026-01-01&to=2026-12-31', 'to: at most 92 days after from.'],
  ])('answers %s with 400 and its message', async (query, message) => {
    const response = await get(events.GET, `/api/v1/events?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
  });
});

describe('entries', () => {
  it("answers an entry's details with hours, canonical page and licence, and 404 for an unknown id", async () => {
    const response = await entry(fixture.ids.cafe);
    expect(response.status).toBe(200);
    const detail = EntryDetail.parse(await response.json());
    expect(detail).toMatchObject({ id: fixture.ids.cafe, openingHours: 'Mo-Su 08:00-20:00', location: { latitude: LAKESIDE[1], longitude: LAKESIDE[0] } });
    expect(typeof detail.openNow).toBe('boolean');
    expect((await entry('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await entry('../etc')).status).toBe(400);
  });

  it('gives a hostile value of hours as text, and no open state', async () => {
    const detail = EntryDetail.parse(await (await entry(fixture.ids.hostile)).json());
    expect(detail).toMatchObject({ openingHours: HOSTILE_HOURS, openNow: null });
  });
});
