/**
 * GET /api/lists/{key}[?page=N] and /api/lists/{key}/map against the real embedded content service, with more
 * lodgings and events imported than one page holds (docs/product.md#pages).
 */
import { importIntoService, startServiceProcess, type ServiceProcess } from '@/content-service/testing/service-process';
import { todayInZone } from '@/lib/dates';
import type { ListPage, ListPayload } from '@/lib/list-query';
import { eventOccurrences, manyListings } from '@/test/fixtures/many-listings.mjs';

jest.setTimeout(60_000);
// No Next incremental cache under jest: run cached reads straight through.
jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));

const WORD = 'pagerzq';
let service: ServiceProcess;
let route: typeof import('./route');
let mapRoute: typeof import('./map/route');

beforeAll(async () => {
  service = await startServiceProcess();
  importIntoService(service, 'many.json', manyListings({ word: WORD, today: todayInZone() }));
  process.env.ELEBASE_HOST = service.host;
  route = await import('./route');
  mapRoute = await import('./map/route');
});

afterAll(async () => {
  await service?.stop();
});

async function get<T>(handler: typeof route.GET, key: string, query: string): Promise<{ status: number; body: T }> {
  const response = await handler(new Request(`http://localhost/api/lists/${key}?${query}`), { params: Promise.resolve({ key }) });
  return { status: response.status, body: (await response.json()) as T };
}
const page = (key: string, query: string) => get<ListPage>(route.GET, key, query);
const titles = (body: ListPayload) => body.items.map((item) => item.title);

describe('pages of a list', () => {
  it('answers one page at a time, 60 items each, in order, until the last', async () => {
    const first = await page('stay', `search=${WORD}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 150, page: 1, more: true });
    expect(first.body.items).toHaveLength(60);
    const second = await page('stay', `search=${WORD}&page=2`);
    expect(second.body).toMatchObject({ total: 150, page: 2, more: true });
    expect(titles(second.body)[0]).toBe(`Lodging 061 ${WORD}`);
    const third = await page('stay', `search=${WORD}&page=3`);
    expect(third.body).toMatchObject({ page: 3, more: false });
    const all = [first, second, third].flatMap((p) => titles(p.body));
    expect(all).toEqual(Array.from({ length: 150 }, (_, i) => `Lodging ${String(i + 1).padStart(3, '0')} ${WORD}`));
  });

  it('ignores a page value that is not a page of the list: page 1', async () => {
    const first = titles((await page('stay', `search=${WORD}`)).body);
    for (const bad of ['4', '9', '10', '0', '-2', 'abc', '1.5']) {
      const answer = await page('stay', `search=${WORD}&page=${bad}`);
      expect(answer.status).toBe(200);
      expect(answer.body.page).toBe(1);
      expect(titles(answer.body)).toEqual(first);
    }
  });

  it('pages events by occurrence: every date once, in date order', async () => {
    const pages: ListPage[] = [];
    for (let n = 1; n === 1 || pages.at(-1)!.more; n++) pages.push((await page('events', `search=${WORD}&page=${n}`)).body);
    const expected = eventOccurrences();
    expect(pages.map((p) => p.items.length)).toEqual([60, 60, expected - 120]);
    expect(pages[0].total).toBe(expected);
    const items = pages.flatMap((p) => p.items);
    expect(new Set(items.map((item) => item.id)).size).toBe(expected);
    const starts = items.map((item) => Date.parse(item.when!.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});

describe('the map tab', () => {
  it('answers every place of the results, not one page, without the card text', async () => {
    const { status, body } = await get<ListPayload>(mapRoute.GET, 'stay', `search=${WORD}&page=2`);
    expect(status).toBe(200);
    expect(body.total).toBe(150);
    expect(body.items).toHaveLength(150);
    expect(body.items.every((item) => item.point !== null && item.summary === '')).toBe(true);
  });

  it('answers 404 for an unknown list', async () => {
    expect((await get<ListPayload>(mapRoute.GET, 'nope', '')).status).toBe(404);
    expect((await page('nope', '')).status).toBe(404);
  });
});
