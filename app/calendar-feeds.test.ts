/**
 * GET /events.ics, /events.ics?category= and /trip.ics?ids= against the embedded content service with its sample
 * content, compared with what the events list answers (docs/product.md#calendar-feeds).
 */
import { randomUUID } from 'node:crypto';
import { startServiceProcess, type ServiceProcess } from '@/tests/fixtures/content-service/service-process';
import type { ListPage } from '@/lib/list-query';
import { parseCalendar } from '@/tests/fixtures/ical';

jest.setTimeout(60_000);
// No Next incremental cache under jest: run cached reads straight through.
jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));

const SITE = 'http://localhost:3000';
let service: ServiceProcess;
let events: typeof import('./events.ics/route');
let trip: typeof import('./trip.ics/route');
let lists: typeof import('./api/lists/[key]/route');
let eventCategories: { id: string; label: string }[];

beforeAll(async () => {
  service = await startServiceProcess();
  process.env.ELEBASE_HOST = service.host;
  // Site reads answer from the replica: wait for its first sync from this service.
  await (await import('@/lib/content/replica')).replicaReady();
  events = await import('./events.ics/route');
  trip = await import('./trip.ics/route');
  lists = await import('./api/lists/[key]/route');
  const { getSiteEntry } = await import('@/lib/content/entries');
  const { categoriesOfSite } = await import('@/lib/categories');
  eventCategories = categoriesOfSite(await getSiteEntry('site')).events ?? [];
});

afterAll(async () => {
  await service?.stop();
});

async function list(key: string, query = ''): Promise<ListPage['items']> {
  const items: ListPage['items'] = [];
  for (let n = 1; ; n++) {
    const response = await lists.GET(new Request(`${SITE}/api/lists/${key}?page=${n}&${query}`), { params: Promise.resolve({ key }) });
    const body = (await response.json()) as ListPage;
    items.push(...body.items);
    if (!body.more) return items;
  }
}

const get = (handler: typeof events.GET, url: string, headers: Record<string, string> = {}) => handler(new Request(`${SITE}${url}`, { headers }));

describe('/events.ics', () => {
  it('holds the events list’s upcoming occurrences: titles, starts and addresses, in its order', async () => {
    const response = await get(events.GET, '/events.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="whitefish-events.ics"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=900, s-maxage=60, stale-while-revalidate=3600');
    const calendar = parseCalendar(await response.text());
    const cards = await list('events');
    expect(cards.length).toBeGreaterThan(1);
    expect(calendar).toMatchObject({ name: 'Whitefish events', timezones: ['America/Denver'], refreshInterval: 'PT1H' });
    expect(calendar.events.map((e) => [e.summary, e.url, e.start])).toEqual(
      cards.map((card) => [card.title, `${SITE}${card.href}`, expect.stringMatching(/^\d{4}-\d{2}-\d{2}/)]),
    );
    expect(calendar.events.map((e) => Date.parse(e.start))).toEqual(cards.map((card) => Date.parse(card.when!.start)));
    expect(new Set(calendar.events.map((e) => e.uid)).size).toBe(cards.length);
  });

  it('narrows to a category of the events list, and treats any other value as no category', async () => {
    expect(eventCategories.length).toBeGreaterThan(0);
    const whole = await (await get(events.GET, '/events.ics')).text();
    let narrowed = 0;
    for (const category of eventCategories) {
      const calendar = parseCalendar(await (await get(events.GET, `/events.ics?category=${encodeURIComponent(category.id)}`)).text());
      const cards = await list('events', `category=${encodeURIComponent(category.id)}`);
      expect(calendar.name).toBe(`Whitefish events: ${category.label}`);
      expect(calendar.events.map((e) => e.url)).toEqual(cards.map((card) => `${SITE}${card.href}`));
      if (cards.length < parseCalendar(whole).events.length) narrowed += 1;
    }
    expect(narrowed).toBeGreaterThan(0);
    for (const junk of ['nope', '', '%3Cscript%3E', `${eventCategories[0].id}x`]) {
      expect(await (await get(events.GET, `/events.ics?category=${junk}`)).text()).toBe(whole);
    }
  });

  it('sends the same ETag for the same bytes and answers 304 to a client that has them', async () => {
    const first = await get(events.GET, '/events.ics');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(events.GET, '/events.ics');
    expect(again.headers.get('etag')).toBe(etag);
    const notModified = await get(events.GET, '/events.ics', { 'if-none-match': `"other", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect((await get(events.GET, '/events.ics', { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('answers HEAD and OPTIONS like other routes, and refuses other methods', async () => {
    expect((await events.OPTIONS(new Request(`${SITE}/events.ics`, { method: 'OPTIONS' }))).headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await events.POST(new Request(`${SITE}/events.ics`, { method: 'POST' }))).status).toBe(405);
  });
});

describe('/trip.ics', () => {
  it('holds every upcoming occurrence of the trip’s events and leaves anything else out', async () => {
    const cards = await list('events');
    const series = cards.find((card) => card.id.includes('::'));
    const single = cards.find((card) => !card.id.includes('::') && card.sourceId !== series?.sourceId);
    const [stay] = await list('stay');
    const ids = [series!.sourceId, stay.sourceId, 'junk', randomUUID(), single!.sourceId].join(',');
    const response = await get(trip.GET, `/trip.ics?ids=${ids}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="whitefish-trip.ics"');
    const calendar = parseCalendar(await response.text());
    const expected = cards.filter((card) => card.sourceId === series!.sourceId || card.sourceId === single!.sourceId);
    expect(calendar.name).toBe('My Whitefish trip');
    expect(calendar.events.map((e) => e.url)).toEqual(expected.map((card) => `${SITE}${card.href}`));
  });

  it('is a valid, empty calendar when nothing in the list is an event', async () => {
    for (const url of ['/trip.ics', '/trip.ics?ids=', '/trip.ics?ids=junk,%00', `/trip.ics?ids=${randomUUID()}`]) {
      const response = await get(trip.GET, url);
      expect(response.status).toBe(200);
      expect(parseCalendar(await response.text())).toMatchObject({ timezones: ['America/Denver'], events: [] });
    }
  });
});
