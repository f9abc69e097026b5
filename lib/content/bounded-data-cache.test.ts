/**
 * Junk in the URL never grows the data cache: an unknown category is ignored before any read is keyed on it, and a
 * trip's ids are cached per entry, so endless random values add no entries (and, once known missing, no content
 * requests). A stand-in for Next's data cache records what would be stored.
 */
import { randomUUID } from 'node:crypto';
import { LIST_VIEWS } from '@/lib/config/routes';
import { siteEntryIds } from '@/lib/config/site-entry-ids';
import { wireEvent } from '@/lib/entries/fixtures';
import { defaultsFor } from '@/lib/list-query';
import { getListPage } from './lists';
import { missingEntries } from './missing-entries';
import { getTrip } from './trip';

const mockStored = new Map<string, unknown>();
jest.mock('next/cache', () => ({
  unstable_cache: (load: () => Promise<unknown>, keyParts: string[]) => async () => {
    const key = keyParts.join('/');
    if (!mockStored.has(key)) mockStored.set(key, await load());
    return mockStored.get(key);
  },
}));
const mockEntries = jest.fn();
const mockEntry = jest.fn();
jest.mock('./client', () => ({ contentClient: () => ({ entries: mockEntries, entry: mockEntry }) }));

const stay = LIST_VIEWS.find((view) => view.key === 'stay')!;
const LODGES = 'stay-lodges';
const site = () => ({
  ...wireEvent({ id: siteEntryIds().site, title: 'Site', phase: 4 }),
  type: { id: 'site', name: 'Site' },
  elements: [{ id: 'categories', type: 'text', data: JSON.stringify({ categories: [{ key: stay.categoryKey, options: [{ id: LODGES, text: 'Lodges' }] }] }) }],
});
const PUBLISHED = Array.from({ length: 5 }, (_, i) => `0b6f0c52-1111-4a4a-8c8c-00000000000${i}`);

beforeEach(() => {
  mockStored.clear();
  missingEntries().clear();
  mockEntry.mockReset().mockImplementation(async (id: string) => (id === siteEntryIds().site ? site() : null));
  mockEntries.mockReset().mockImplementation(async (params: { id?: string }) => {
    const ids = params.id?.split(',') ?? [];
    const index = params.id ? PUBLISHED.filter((id) => ids.includes(id)).map((id) => wireEvent({ id, title: id, phase: 4 })) : [];
    return { index, total: index.length };
  });
});

it('reads a list with an unknown category as the whole list: 200 junk values add nothing to the data cache', async () => {
  await getListPage(stay, defaultsFor(stay), { cumulative: true });
  await getListPage(stay, { ...defaultsFor(stay), category: LODGES }, { cumulative: true });
  const known = mockStored.size;
  const requests = mockEntries.mock.calls.length + mockEntry.mock.calls.length;
  for (let i = 0; i < 200; i++) await getListPage(stay, { ...defaultsFor(stay), category: `junk-${i}` }, { cumulative: true });
  expect(mockStored.size).toBe(known);
  expect(mockEntries.mock.calls.length + mockEntry.mock.calls.length).toBe(requests);
  expect(mockEntries.mock.calls.filter(([params]) => params.category === LODGES)).toHaveLength(1);
  expect(mockEntries.mock.calls.some(([params]) => String(params.category ?? '').startsWith('junk'))).toBe(false);
});

it('caches a trip per entry: any mix of known ids and random ones stores at most one entry per published id', async () => {
  for (let i = 0; i < 100; i++) {
    const known = PUBLISHED.filter((_, n) => (i >> n) & 1);
    const trip = await getTrip({ ids: [...known, randomUUID(), randomUUID()], overflow: 0 });
    expect(trip.groups.flatMap((group) => group.items)).toHaveLength(known.length);
  }
  expect([...mockStored.keys()].every((key) => PUBLISHED.some((id) => key.endsWith(`entry-item/${id}`)))).toBe(true);
  expect(mockStored.size).toBeLessThanOrEqual(PUBLISHED.length);
});

it('answers a known-missing id without a content request', async () => {
  const unknown = randomUUID();
  await getTrip({ ids: [PUBLISHED[0], unknown], overflow: 0 });
  const requests = mockEntries.mock.calls.length;
  for (let i = 0; i < 20; i++) await getTrip({ ids: [unknown], overflow: 0 });
  expect(mockEntries.mock.calls.length).toBe(requests);
});
