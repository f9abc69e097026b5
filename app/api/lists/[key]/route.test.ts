/**
 * GET /api/lists/{key}[?page=N] and /api/lists/{key}/map against the real embedded content service, with more
 * lodgings and events imported than one page holds (docs/product.md#pages).
 */
import { importIntoService, startServiceProcess, type ServiceProcess } from '@/tests/fixtures/content-service/service-process';
import { todayInZone } from '@/lib/dates';
import { LIST_PAGE_SIZE, MAX_LIST_PAGE, type ListPage, type ListPayload } from '@/lib/list-query';
import { eventOccurrences, manyListings } from '@/tests/fixtures/many-listings.mjs';

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
  // Site reads answer from the replica: wait for its first sync from this service.
  await (await import('@/lib/content/replica')).replicaReady();
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
  const P = LIST_PAGE_SIZE;
  const LODGINGS = 150;
  const LODGING_PAGES = Math.ceil(LODGINGS / P);

  /** Pages 1, 2, … of a list, fetched one by one until one says there are no more. */
  async function everyPage(key: string, query: string): Promise<ListPage[]> {
    const pages: ListPage[] = [];
    for (let n = 1; n === 1 || pages.at(-1)!.more; n++) {
      const answer = await page(key, `${query}&page=${n}`);
      expect(answer.status).toBe(200);
      pages.push(answer.body);
    }
    return pages;
  }

  it(`answers one page at a time, ${LIST_PAGE_SIZE} items each, in order, until the last`, async () => {
    const pages = await everyPage('stay', `search=${WORD}`);
    expect(pages.map((p) => [p.page, p.total, p.more])).toEqual(
      Array.from({ length: LODGING_PAGES }, (_, i) => [i + 1, LODGINGS, i + 1 < LODGING_PAGES]),
    );
    expect(pages.map((p) => p.items.length)).toEqual([...Array(LODGING_PAGES - 1).fill(P), LODGINGS - P * (LODGING_PAGES - 1)]);
    expect(titles(pages[1])[0]).toBe(`Lodging ${String(P + 1).padStart(3, '0')} ${WORD}`);
    expect(pages.flatMap(titles)).toEqual(Array.from({ length: LODGINGS }, (_, i) => `Lodging ${String(i + 1).padStart(3, '0')} ${WORD}`));
  });

  it('ignores a page value that is not a page of the list: page 1', async () => {
    const first = titles((await page('stay', `search=${WORD}`)).body);
    expect(first).toHaveLength(P);
    for (const bad of [String(LODGING_PAGES + 1), String(MAX_LIST_PAGE + 1), '99', '0', '-2', 'abc', '1.5']) {
      const answer = await page('stay', `search=${WORD}&page=${bad}`);
      expect(answer.status).toBe(200);
      expect(answer.body.page).toBe(1);
      expect(titles(answer.body)).toEqual(first);
    }
  });

  it('pages events by occurrence: every date once, in date order', async () => {
    const pages = await everyPage('events', `search=${WORD}`);
    const expected = eventOccurrences();
    const count = Math.ceil(expected / P);
    expect(pages.map((p) => p.items.length)).toEqual([...Array(count - 1).fill(P), expected - P * (count - 1)]);
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
