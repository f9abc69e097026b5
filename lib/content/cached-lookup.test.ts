import { createExpiringSet } from '@/lib/expiring-map';
import { cachedLookup } from './cached-read';

/**
 * A stand-in for Next's data cache with the behaviour cachedLookup relies on: a stored value is returned (a stale
 * one is refreshed first, and kept when the refresh throws); a callback that throws stores nothing.
 */
const mockStore = new Map<string, { value: unknown; stale: boolean }>();
/** The tags the page being rendered collects: Next adds a call's tags before it looks the key up. */
const mockRenderTags = new Set<string>();
jest.mock('next/cache', () => ({
  unstable_cache: (load: () => Promise<unknown>, keyParts: string[], options: { tags?: string[] }) => async () => {
    for (const tag of options.tags ?? []) mockRenderTags.add(tag);
    const key = keyParts.join('/');
    const held = mockStore.get(key);
    if (held && !held.stale) return held.value;
    try {
      const value = await load();
      mockStore.set(key, { value, stale: false });
      return value;
    } catch (error) {
      if (held) return held.value;
      throw error;
    }
  },
}));

const OPTIONS = { tags: ['entry:x'], lifetime: 'dynamic' as const };
let misses = createExpiringSet({ ttlMs: 30_000, maxSize: 100 });

beforeEach(() => {
  mockStore.clear();
  mockRenderTags.clear();
  misses = createExpiringSet({ ttlMs: 30_000, maxSize: 100 });
});

const lookup = (id: string, load: () => Promise<{ id: string } | null>) => cachedLookup(['entry', id], OPTIONS, load, { misses, missKey: id });

it('stores a found value and serves it from the data cache', async () => {
  const load = jest.fn(async () => ({ id: 'a' }));
  expect(await lookup('a', load)).toEqual({ id: 'a' });
  expect(await lookup('a', load)).toEqual({ id: 'a' });
  expect(load).toHaveBeenCalledTimes(1);
  expect(mockStore.size).toBe(1);
});

it('never stores a miss: it is remembered in memory, so asking again costs no content request', async () => {
  const load = jest.fn(async () => null);
  expect(await lookup('junk', load)).toBeNull();
  expect(await lookup('junk', load)).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
  expect(mockStore.size).toBe(0);
  expect(misses.has('junk')).toBe(true);
});

it('a remembered miss still tags the page that shows it, so the publish of that entry expires the stored 404', async () => {
  expect(await lookup('draft', async () => null)).toBeNull();
  mockRenderTags.clear(); // a later render of the same URL
  const load = jest.fn(async () => ({ id: 'draft' }));
  expect(await lookup('draft', load)).toBeNull();
  expect(load).not.toHaveBeenCalled();
  expect([...mockRenderTags]).toEqual(['entry:x']);
  expect(mockStore.size).toBe(0);
});

it('a flood of distinct unknown keys adds nothing to the data cache and keeps the memory bounded', async () => {
  for (let i = 0; i < 1_000; i++) expect(await lookup(`junk-${i}`, async () => null)).toBeNull();
  expect(mockStore.size).toBe(0);
  expect(misses.size).toBe(100);
});

it('answers null for a copy still in the data cache once its refresh finds nothing (a deleted entry)', async () => {
  expect(await lookup('gone', async () => ({ id: 'gone' }))).toEqual({ id: 'gone' });
  mockStore.get('elebase/entry/gone')!.stale = true;
  expect(await lookup('gone', async () => null)).toBeNull();
  expect(await lookup('gone', async () => ({ id: 'gone' }))).toBeNull(); // remembered as missing for a while
});

it('lets content errors through (nothing is remembered)', async () => {
  await expect(lookup('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  expect(misses.size).toBe(0);
});
