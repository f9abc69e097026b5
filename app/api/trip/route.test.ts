/**
 * GET /api/trip against the real embedded content service: the saved ids' published entries by type, ids it cannot
 * show counted, drafts only in preview, junk and overlong input ignored.
 */
import { randomUUID } from 'node:crypto';
import { startServiceProcess, type ServiceProcess } from '@/tests/fixtures/content-service/service-process';
import type { TripPayload } from '@/lib/trip/groups';

jest.setTimeout(60_000);
// No Next incremental cache under jest: run cached reads straight through.
jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));
let mockPreview = false;
jest.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: mockPreview }) }));

let service: ServiceProcess;
let route: typeof import('./route');
/** Published entries of the seed, by title, and a draft event. */
const ids = new Map<string, string>();

beforeAll(async () => {
  service = await startServiceProcess();
  process.env.ELEBASE_HOST = service.host;
  // Site reads answer from the replica: wait for its first sync from this service.
  await (await import('@/lib/content/replica')).replicaReady();
  route = await import('./route');
  const { contentClient } = await import('@/lib/content/client');
  const { index } = await contentClient().entries({ limit: 1000 }, { preview: true });
  for (const entry of index) ids.set(`${entry.phase === 4 ? '' : 'draft:'}${entry.title.trim()}`, entry.id);
});

afterAll(async () => {
  await service?.stop();
});

beforeEach(() => {
  mockPreview = false;
});

const idOf = (title: string) => {
  const id = ids.get(title);
  if (!id) throw new Error(`no seed entry "${title}"`);
  return id;
};

async function trip(query: string): Promise<{ status: number; cacheControl: string | null; body: TripPayload }> {
  const response = await route.GET(new Request(`http://localhost/api/trip?${query}`));
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() };
}

const shown = (body: TripPayload) => body.groups.map((group) => [group.key, group.items.map((item) => item.title)]);
const anEvent = () => [...ids.keys()].find((title) => title === 'Tuesday Farmers Market')!;
const aStay = () => [...ids.keys()].find((title) => !title.startsWith('draft:') && title.includes('Lodge'))!;

it('answers the published entries of the ids by type, counting the unknown and unpublished ones, cacheable by the browser only', async () => {
  const draft = idOf('draft:Ice Sculpture Contest');
  const { status, cacheControl, body } = await trip(`ids=${idOf(aStay())},${randomUUID()},${draft},${idOf(anEvent())}`);
  expect(status).toBe(200);
  // One visitor's choice of ids: kept by the browser, never by a shared cache (endless combinations).
  expect(cacheControl).toBe('private, max-age=60');
  expect(shown(body)).toEqual([
    ['events', [anEvent()]],
    ['stay', [aStay()]],
  ]);
  expect(body.groups[0].items[0].when?.label).toBeTruthy();
  expect(body.leftOut).toBe(2);
  expect(body.overflow).toBe(0);
});

it('shows drafts in preview only, and then answers privately', async () => {
  mockPreview = true;
  const { cacheControl, body } = await trip(`ids=${idOf('draft:Ice Sculpture Contest')}`);
  expect(shown(body)).toEqual([['events', ['Ice Sculpture Contest']]]);
  expect(cacheControl).toBe('private, no-store');
});

it('ignores junk, repeats and a second ids parameter; 5,000 ids are read up to the cap without an error', async () => {
  const stay = idOf(aStay());
  const { body } = await trip(`ids=junk,${stay.toUpperCase()},<b>,,${stay}&ids=${idOf(anEvent())}`);
  expect(shown(body)).toEqual([['stay', [aStay()]]]);
  expect(body.leftOut).toBe(0);

  const many = await trip(`ids=${[stay, ...Array.from({ length: 4999 }, () => randomUUID())].join(',')}`);
  expect(many.status).toBe(200);
  expect(shown(many.body)).toEqual([['stay', [aStay()]]]);
  expect(many.body.leftOut).toBe(49);
  expect(many.body.overflow).toBeGreaterThan(0);

  expect((await trip('')).body).toMatchObject({ groups: [], leftOut: 0, overflow: 0 });
});

it('answers from the replica while the content host is down', async () => {
  await service.stop();
  const { status, body } = await trip(`ids=${idOf(aStay())},${idOf(anEvent())}`);
  expect(status).toBe(200);
  expect(shown(body)).toEqual([
    ['events', [anEvent()]],
    ['stay', [aStay()]],
  ]);
});
