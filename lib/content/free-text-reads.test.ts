/**
 * Reads keyed by free text (list searches, site search) stay out of Next's data cache, whose disk copies nothing
 * bounds; they are kept for a minute in a bounded in-memory LRU instead. Every other read goes through the data
 * cache. A stand-in for the data cache records what would be stored.
 */
import { readSettings } from '@/lib/config/settings';
import { wireEvent } from '@/lib/entries/fixtures';
import { FREE_TEXT_MAX_ITEMS, FREE_TEXT_TTL_MS, freeTextReads } from './cached-read';
import { listEntries } from './entries';
import { siteSearch } from './search';

const mockStored = new Map<string, unknown>();
jest.mock('next/cache', () => ({
  unstable_cache: (load: () => Promise<unknown>, keyParts: string[]) => async () => {
    const key = keyParts.join('/');
    if (!mockStored.has(key)) mockStored.set(key, await load());
    return mockStored.get(key);
  },
}));
const mockEntries = jest.fn();
const mockGet = jest.fn();
jest.mock('./client', () => ({ contentClient: () => ({ entries: mockEntries, get: mockGet }) }));

const list = (n: number) => ({ index: Array.from({ length: n }, (_, i) => ({ id: `e${i}` })), total: n });

beforeEach(() => {
  mockStored.clear();
  freeTextReads().clear();
  mockEntries.mockReset().mockResolvedValue(list(0));
  mockGet.mockReset().mockResolvedValue({ index: [] });
});

it('a list read without free text is stored once and then served from the data cache', async () => {
  await listEntries({ type: 'stay', order: 'a-z', limit: 500 });
  await listEntries({ type: 'stay', order: 'a-z', limit: 500 });
  expect(mockEntries).toHaveBeenCalledTimes(1);
  expect(mockStored.size).toBe(1);
});

it('a search many visitors make costs one content request, kept at most a minute, and nothing in the data cache', async () => {
  for (let i = 0; i < 20; i++) await listEntries({ type: 'stay', search: 'lodge', limit: 500 });
  expect(mockEntries).toHaveBeenCalledTimes(1);
  const [key] = [...freeTextReads().keys()];
  expect(freeTextReads().getRemainingTTL(key)).toBeGreaterThan(0);
  expect(freeTextReads().getRemainingTTL(key)).toBeLessThanOrEqual(FREE_TEXT_TTL_MS);
  expect(mockStored.size).toBe(0);
});

it('visitors searching the same words at once share one content request; a failed read is not kept', async () => {
  const ids = ['0b6f0c52-1111-4a4a-8c8c-000000000001', '0b6f0c52-1111-4a4a-8c8c-000000000002', '0b6f0c52-1111-4a4a-8c8c-000000000003'];
  mockEntries.mockResolvedValue({ index: ids.map((id, i) => wireEvent({ id, title: `Cabin ${i}`, phase: 4 })), total: 3 });
  const together = await Promise.all(Array.from({ length: 10 }, () => listEntries({ type: 'stay', search: 'cabin', limit: 500 })));
  expect(mockEntries).toHaveBeenCalledTimes(1);
  // Every visitor gets the same entries, however often the kept answer is read.
  for (const answer of together) expect(answer).toEqual(together[0]);
  expect(together[0].entries).toHaveLength(3);

  mockEntries.mockRejectedValueOnce(new Error('content service down'));
  await expect(listEntries({ type: 'stay', search: 'yurt', limit: 500 })).rejects.toThrow('content service down');
  await listEntries({ type: 'stay', search: 'yurt', limit: 500 });
  expect(mockEntries).toHaveBeenCalledTimes(3);
});

it('a flood of distinct searches stores nothing on disk and keeps memory bounded by items held', async () => {
  mockEntries.mockResolvedValue(list(100));
  for (let i = 0; i < 200; i++) await listEntries({ type: 'stay', search: `word${i}`, limit: 500 });
  expect(mockEntries).toHaveBeenCalledTimes(200);
  expect(mockStored.size).toBe(0);
  expect(freeTextReads().calculatedSize).toBeLessThanOrEqual(FREE_TEXT_MAX_ITEMS);
  expect(freeTextReads().size).toBe(FREE_TEXT_MAX_ITEMS / 100);
});

it('site search queries stay out of the data cache too', async () => {
  const settings = { ...readSettings(), siteSearch: { ...readSettings().siteSearch, endpoint: '' } };
  for (let i = 0; i < 50; i++) expect((await siteSearch(`lake${i}`, settings)).failed).toBe(false);
  expect(await siteSearch('lake0', settings)).toMatchObject({ failed: false });
  expect(mockGet).toHaveBeenCalledTimes(50);
  expect(mockStored.size).toBe(0);
});
