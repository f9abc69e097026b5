/**
 * Reads keyed by free text (list searches, site search) stay out of Next's data cache, whose disk copies nothing
 * bounds; every other read goes through it. A stand-in for the data cache records what would be stored.
 */
import { readSettings } from '@/lib/config/settings';
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

const EMPTY_LIST = { index: [], total: 0 };

beforeEach(() => {
  mockStored.clear();
  mockEntries.mockReset().mockResolvedValue(EMPTY_LIST);
  mockGet.mockReset().mockResolvedValue({ index: [] });
});

it('a list read without free text is stored once and then served from the data cache', async () => {
  await listEntries({ type: 'stay', order: 'a-z', limit: 500 });
  await listEntries({ type: 'stay', order: 'a-z', limit: 500 });
  expect(mockEntries).toHaveBeenCalledTimes(1);
  expect(mockStored.size).toBe(1);
});

it('a flood of distinct list searches stores nothing: each asks the content service', async () => {
  for (let i = 0; i < 200; i++) await listEntries({ type: 'stay', search: `word${i}`, limit: 500 });
  expect(mockEntries).toHaveBeenCalledTimes(200);
  expect(mockStored.size).toBe(0);
});

it('site search queries store nothing either', async () => {
  const settings = { ...readSettings(), siteSearch: { ...readSettings().siteSearch, endpoint: '' } };
  for (let i = 0; i < 50; i++) expect((await siteSearch(`lake${i}`, settings)).failed).toBe(false);
  expect(mockGet).toHaveBeenCalledTimes(50);
  expect(mockStored.size).toBe(0);
});
