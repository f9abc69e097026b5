import { wireEvent } from '@/lib/entries/fixtures';
import { entryPaths } from './entry-paths';
import { readEntry } from './entries';
import { missingEntries } from './missing-entries';

jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));
const mockEntry = jest.fn();
jest.mock('./client', () => ({ contentClient: () => ({ entry: mockEntry }) }));

const ID = '0b6f0c52-1111-4a4a-8c8c-123456789abc';
const normal = { preview: false, publicPhases: [4] as const };

beforeEach(() => {
  mockEntry.mockReset();
  entryPaths().clear();
  missingEntries().clear();
});

it('records the canonical path and the dates of an entry it finds in normal mode, for proxy.ts', async () => {
  const late: [string, string] = ['2026-11-20T18:00:00-07:00', '2026-11-20T21:00:00-07:00'];
  const early: [string, string] = ['2026-11-13T18:00:00-07:00', '2026-11-13T21:00:00-07:00'];
  mockEntry.mockResolvedValue(wireEvent({ id: ID, title: 'Huckleberry Days', phase: 4 }, [late, early]));
  expect((await readEntry(ID, normal))?.title).toBe('Huckleberry Days');
  expect(entryPaths().get(ID)).toEqual({ path: `/entries/huckleberry-days/${ID}`, ranges: [early, late] });
});

it('forgets the path and remembers the miss when the entry is gone', async () => {
  entryPaths().set(ID, { path: `/entries/huckleberry-days/${ID}`, ranges: [] });
  mockEntry.mockResolvedValue(null);
  expect(await readEntry(ID, normal)).toBeNull();
  expect(entryPaths().get(ID)).toBeUndefined();
  expect(missingEntries().has(ID)).toBe(true);
});

it('records nothing in preview (draft titles are not public addresses)', async () => {
  mockEntry.mockResolvedValue(wireEvent({ id: ID, title: 'Draft Days', phase: 1 }));
  expect((await readEntry(ID, { ...normal, preview: true }))?.title).toBe('Draft Days');
  expect(entryPaths().get(ID)).toBeUndefined();
});
