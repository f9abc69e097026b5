/**
 * Dates on the events list (docs/product.md#dates-on-the-events-list) through GET /api/lists/events and its map
 * twin, against the real embedded content service with events imported on days relative to today.
 */
import { importIntoService, startServiceProcess, type ServiceProcess } from '@/tests/fixtures/content-service/service-process';
import { todayInZone } from '@/lib/dates';
import type { ListPage, ListPayload } from '@/lib/list-query';
import { datedEvents, dayAfter, DAYS, titlesBetween } from '@/tests/fixtures/dated-events';

jest.setTimeout(60_000);
// No Next incremental cache under jest: run cached reads straight through.
jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));

const WORD = 'datesqv';
const today = todayInZone();
let service: ServiceProcess;
let route: typeof import('./route');
let mapRoute: typeof import('./map/route');

beforeAll(async () => {
  service = await startServiceProcess();
  importIntoService(service, 'dated.json', datedEvents({ word: WORD, today }));
  process.env.ELEBASE_HOST = service.host;
  // Site reads answer from the replica: wait for its first sync from this service.
  await (await import('@/lib/content/replica')).replicaReady();
  route = await import('./route');
  mapRoute = await import('./map/route');
});

afterAll(async () => {
  await service?.stop();
});

async function get<T>(handler: typeof route.GET, query: string): Promise<T> {
  const response = await handler(new Request(`http://localhost/api/lists/events?search=${WORD}&${query}`), {
    params: Promise.resolve({ key: 'events' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}
const day = (offset: number) => dayAfter(today, offset);
const sorted = (titles: string[]) => [...titles].sort();
const titles = (body: ListPayload) => sorted(body.items.map((item) => item.title));

describe('the events list with dates', () => {
  it('lists each occurrence with a day in the range: a multi-day event spanning its start, one of a weekly series', async () => {
    const body = await get<ListPage>(route.GET, `from=${day(10)}&to=${day(12)}`);
    expect(titles(body)).toEqual(sorted(titlesBetween(WORD, 10, 12)));
    expect(titles(body)).toEqual(sorted([`Day 10 ${WORD}`, `Day 11 ${WORD}`, `Day 12 ${WORD}`, `Festival ${WORD}`, `Weekly ${WORD}`]));
    expect(body.total).toBe(5);
    expect(body.dates).toEqual({ from: day(10), to: day(12), when: null, openEnd: false });
    const weekly = body.items.find((item) => item.title === `Weekly ${WORD}`)!;
    expect(weekly.href).toContain(`?date=${day(10)}`);
  });

  it('puts the range in date order by default, and in the chosen order when asked', async () => {
    const byDate = await get<ListPage>(route.GET, `from=${day(8)}&to=${day(10)}`);
    expect(byDate.items.map((item) => item.title)).toEqual([
      `Festival ${WORD}`, // 10 AM, before Day 08's noon
      `Day 08 ${WORD}`,
      `Day 09 ${WORD}`,
      `Day 10 ${WORD}`,
      `Weekly ${WORD}`,
    ]);
    const byTitle = await get<ListPage>(route.GET, `from=${day(8)}&to=${day(10)}&order=z-a`);
    expect(byTitle.items.map((item) => item.title)).toEqual([
      `Weekly ${WORD}`,
      `Festival ${WORD}`,
      `Day 10 ${WORD}`,
      `Day 09 ${WORD}`,
      `Day 08 ${WORD}`,
    ]);
  });

  it('today includes an event that began before today and runs on', async () => {
    const body = await get<ListPage>(route.GET, 'when=today');
    expect(body.dates).toEqual({ from: today, to: today, when: 'today', openEnd: false });
    expect(titles(body)).toEqual(sorted([`Day 00 ${WORD}`, `Ongoing ${WORD}`]));
  });

  it('from alone runs on; to alone starts today; reversed days are swapped', async () => {
    expect(titles(await get<ListPage>(route.GET, `from=${day(30)}`))).toEqual(sorted(titlesBetween(WORD, 30, 999)));
    expect(titles(await get<ListPage>(route.GET, `to=${day(2)}`))).toEqual(sorted(titlesBetween(WORD, 0, 2)));
    expect(titles(await get<ListPage>(route.GET, `from=${day(12)}&to=${day(10)}`))).toEqual(sorted(titlesBetween(WORD, 10, 12)));
  });

  it('ignores past, malformed and unknown dates: every upcoming occurrence', async () => {
    const all = await get<ListPage>(route.GET, '');
    expect(all.total).toBe(titlesBetween(WORD, 0, DAYS).length);
    for (const query of [`from=${day(-9)}&to=${day(-5)}`, 'from=2026-02-30&to=9999-99-99', 'when=yesterday', 'from=junk']) {
      const body = await get<ListPage>(route.GET, query);
      expect(body.total).toBe(all.total);
      expect(body.dates).toBeUndefined();
    }
  });

  it('the map answer counts the same range', async () => {
    const map = await get<ListPayload>(mapRoute.GET, `from=${day(10)}&to=${day(12)}`);
    expect(map.total).toBe(5);
  });
});
