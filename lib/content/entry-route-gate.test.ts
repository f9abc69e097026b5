import type { Entry } from '@/lib/entries';
import { fetchEntry } from './entries';
import { entryPaths } from './entry-paths';
import { entryRouteDecision } from './entry-route-gate';
import { missingEntries } from './missing-entries';

jest.mock('./entries', () => ({ fetchEntry: jest.fn() }));
const fetch = fetchEntry as jest.MockedFunction<typeof fetchEntry>;

const ID = '6ce4dea1-9c7a-5fc9-a118-8ba6e7716901';
const CANONICAL = `/entries/stillwater-guest-ranch/${ID}`;
const ranch = { id: ID, sourceId: ID, title: 'Stillwater Guest Ranch' } as Entry;
const normal = { preview: false };

beforeEach(() => {
  fetch.mockReset();
  entryPaths().clear();
  missingEntries().clear();
});

it('leaves paths that are not entry URLs alone', async () => {
  for (const path of ['/', '/stay', '/entries', `/entries/a/${ID}/extra`, '/api/entries/x']) {
    expect(await entryRouteDecision(path, normal)).toBeNull();
  }
  expect(fetch).not.toHaveBeenCalled();
});

it('answers not-found for ids that cannot be entries without looking them up', async () => {
  for (const path of ['/entries/x/abc', '/entries/%25', `/entries/x/${ID}x`, `/entries/x/${'a'.repeat(5000)}`, '/entries/x/%41%42']) {
    expect(await entryRouteDecision(path, normal)).toEqual({ action: 'not-found' });
  }
  expect(fetch).not.toHaveBeenCalled();
});

it('answers not-found for unknown, deleted and draft ids, and asks the content service once while it remembers', async () => {
  fetch.mockResolvedValue(null);
  expect(await entryRouteDecision(`/entries/x/${ID}`, normal)).toEqual({ action: 'not-found' });
  expect(await entryRouteDecision(`/entries/${ID}`, normal)).toEqual({ action: 'not-found' });
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch).toHaveBeenCalledWith(ID, expect.objectContaining({ preview: false }));
});

it('lets only the canonical path through and redirects every other address of a real entry there', async () => {
  fetch.mockResolvedValue(ranch);
  expect(await entryRouteDecision(CANONICAL, normal)).toEqual({ action: 'render' });
  for (const path of [`/entries/junk/${ID}`, `/entries/${ID}`, `/entries/%41/${ID}`, `${CANONICAL}/`]) {
    expect(await entryRouteDecision(path, normal)).toEqual({ action: 'redirect', location: CANONICAL });
  }
  expect(fetch).toHaveBeenCalledTimes(1); // recorded: later requests cost no content request
});

it('follows the path the site last recorded (a page render after a title change), not its own older answer', async () => {
  fetch.mockResolvedValue(ranch);
  await entryRouteDecision(CANONICAL, normal);
  const renamed = `/entries/stillwater-lodge/${ID}`;
  entryPaths().set(ID, renamed); // what readEntry records when the page renders the new title
  expect(await entryRouteDecision(renamed, normal)).toEqual({ action: 'render' });
  expect(await entryRouteDecision(CANONICAL, normal)).toEqual({ action: 'redirect', location: renamed });
});

it('shares one content request among simultaneous requests for the same id', async () => {
  let resolve!: (entry: Entry) => void;
  fetch.mockReturnValue(new Promise((r) => (resolve = r)));
  const answers = Promise.all(Array.from({ length: 5 }, () => entryRouteDecision(`/entries/junk/${ID}`, normal)));
  resolve(ranch);
  expect(await answers).toEqual(Array(5).fill({ action: 'redirect', location: CANONICAL }));
  expect(fetch).toHaveBeenCalledTimes(1);
});

it('looks drafts up in preview, uncached and unrecorded', async () => {
  fetch.mockResolvedValue(ranch);
  expect(await entryRouteDecision(CANONICAL, { preview: true })).toEqual({ action: 'render' });
  expect(fetch).toHaveBeenCalledWith(ID, expect.objectContaining({ preview: true }));
  expect(entryPaths().get(ID)).toBeUndefined();
});

it('lets the page answer when the lookup fails (content unavailable: cached page or 503)', async () => {
  fetch.mockRejectedValue(new Error('content down'));
  expect(await entryRouteDecision(`/entries/junk/${ID}`, normal)).toEqual({ action: 'render' });
  expect(missingEntries().has(ID)).toBe(false);
});
