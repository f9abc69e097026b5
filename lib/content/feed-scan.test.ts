import type { Entry } from '@/lib/entries';
import { FEED_READ_LIMIT } from './feed-reads';
import { FEED_SCAN_READS, scanStore } from './feed-scan';

/** A store order of `total` entries, read a store page at a time; `reads` records the pages asked for. */
function store(total: number) {
  const reads: number[] = [];
  const readPage = async (page: number) => {
    reads.push(page);
    const from = (page - 1) * FEED_READ_LIMIT;
    const entries = Array.from({ length: Math.max(0, Math.min(FEED_READ_LIMIT, total - from)) }, (_, i) => ({ id: String(from + i) }) as Entry);
    return { entries, whole: from + entries.length >= total };
  };
  return { reads, readPage };
}

describe('scanStore', () => {
  it('reads on until the page is decided, each decision seeing every entry read so far', async () => {
    const { reads, readPage } = store(10_000);
    const seen: number[] = [];
    const found = await scanStore(readPage, (entries) => (seen.push(entries.length), entries.find((e) => e.id === '1500')?.id ?? null));
    expect(found).toBe('1500');
    expect(reads).toEqual([1, 2]);
    expect(seen).toEqual([FEED_READ_LIMIT, 2 * FEED_READ_LIMIT]);
  });

  it('tells the decision when the order has ended, and reads no further', async () => {
    const { reads, readPage } = store(1_200);
    expect(await scanStore(readPage, (entries, whole) => (whole ? entries.length : null))).toBe(1_200);
    expect(reads).toEqual([1, 2]);
  });

  it('gives up (null, for an error) past its bound rather than answer from part of the order', async () => {
    const { reads, readPage } = store(100_000);
    expect(await scanStore(readPage, () => null)).toBeNull();
    expect(reads).toHaveLength(FEED_SCAN_READS);
  });
});
