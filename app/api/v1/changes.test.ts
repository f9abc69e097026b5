/**
 * The change feed and cursor paging under edits (docs/product.md#the-open-feed), against the embedded content
 * service: an entry unpublished at the host and announced by a publish appears as a tombstone after the cursor a
 * client held, and a place added ahead of a page a client is on neither repeats nor skips a place.
 */
import { importIntoService, startServiceProcess, type ServiceProcess } from '@/tests/fixtures/content-service/service-process';
import { importFile, publishedEntry } from '@/tests/fixtures/import-file';
import { ChangesPage } from '@/lib/feed/changes-record';
import { PlacesPage } from '@/lib/feed/records';

jest.setTimeout(60_000);
jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));

const WORD = 'changeqz';
const place = (id: string, title: string, phase = 4) => ({ ...publishedEntry(id, `${title} ${WORD}`, { id: 'shop', name: 'Shop' }, []), phase });
const GONE = '0c000000-0000-4000-8000-00000000c001';
let service: ServiceProcess;
let replica: typeof import('@/lib/content/replica');
let changes: typeof import('./changes/route');
let places: typeof import('./places/route');

beforeAll(async () => {
  service = await startServiceProcess();
  importIntoService(service, 'places.json', importFile(['b', 'c', 'd', 'e'].map((letter, n) => place(`0c000000-0000-4000-8000-00000000c10${n}`, `${letter.toUpperCase()} Shop`)).concat(place(GONE, 'Gone Shop'))));
  process.env.ELEBASE_HOST = service.host;
  replica = await import('@/lib/content/replica');
  await replica.replicaReady();
  changes = await import('./changes/route');
  places = await import('./places/route');
});

afterAll(async () => {
  await service?.stop();
});

async function changesAfter(after: string | null) {
  const response = await changes.GET(new Request(`http://localhost/api/v1/changes?limit=100${after ? `&after=${after}` : ''}`));
  expect(response.status).toBe(200);
  return ChangesPage.parse(await response.json());
}

/** Every page from `after` to the end: the items, and the cursor to poll. */
async function walk(after: string | null) {
  const items: ChangesPage['items'] = [];
  let cursor = after;
  for (;;) {
    const page = await changesAfter(cursor);
    items.push(...page.items);
    if (page.items.length === 0 || page.next === cursor) return { items, cursor: page.next };
    cursor = page.next;
  }
}

/** A publish as the webhook makes it: the replica takes it, then every memory of content forgets it. */
const publish = async (ids: string[]) => (await import('@/lib/content/publish')).publishHere({ ids, types: [], contacts: [], embeds: false, all: false });

it('lists every record once, then a deletion as a tombstone after the cursor held', async () => {
  const first = await walk(null);
  expect(first.items.filter((item) => item.id === GONE)).toEqual([expect.objectContaining({ state: 'updated', kind: 'shop', url: expect.stringContaining(`/api/v1/entries/${GONE}`) })]);
  expect((await changesAfter(first.cursor)).items).toEqual([]);

  importIntoService(service, 'gone.json', importFile([place(GONE, 'Gone Shop', 0)]));
  await publish([GONE]);
  const after = await walk(first.cursor);
  expect(after.items).toEqual([expect.objectContaining({ id: GONE, state: 'deleted', kind: 'shop', url: null })]);
});

it('refuses a cursor it did not give out', async () => {
  const response = await changes.GET(new Request('http://localhost/api/v1/changes?after=bm9wZQ'));
  expect(response.status).toBe(400);
  expect((await response.json()).error.message).toBe('after: is not a cursor of the change feed (start again without it).');
});

it('keeps a page cursor in place when a place is added ahead of it', async () => {
  const page = async (cursor: string | null) =>
    PlacesPage.parse(await (await places.GET(new Request(`http://localhost/api/v1/places?q=${WORD}&limit=2&fields=name${cursor ? `&cursor=${cursor}` : ''}`))).json());
  const one = await page(null);
  expect(one.items.map((item) => item.name)).toEqual([`B Shop ${WORD}`, `C Shop ${WORD}`]);
  importIntoService(service, 'added.json', importFile([place('0c000000-0000-4000-8000-00000000c1a0', 'A Shop')]));
  await publish(['0c000000-0000-4000-8000-00000000c1a0']);
  const two = await page(one.next);
  expect(two.items.map((item) => item.name)).toEqual([`D Shop ${WORD}`, `E Shop ${WORD}`]);
  // The publish reached the feed's own memory too: a first page now starts with the new place.
  expect((await page(null)).items[0].name).toBe(`A Shop ${WORD}`);
});
