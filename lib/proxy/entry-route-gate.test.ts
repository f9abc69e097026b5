import { normalizeEntry, type Entry } from '@/lib/entries';
import { dailyRanges, wireEvent } from '@/lib/entries/fixtures';
import { fetchEntry } from '../content/entries';
import { entryPaths } from '../content/entry-paths';
import { entryRouteDecision } from './entry-route-gate';
import { missingEntries } from '../content/missing-entries';

jest.mock('../content/entries', () => ({ fetchEntry: jest.fn() }));
const fetch = fetchEntry as jest.MockedFunction<typeof fetchEntry>;

const ID = '6ce4dea1-9c7a-5fc9-a118-8ba6e7716901';
const CANONICAL = `/entries/stillwater-guest-ranch/${ID}`;
const ranch = { id: ID, sourceId: ID, title: 'Stillwater Guest Ranch', element: {} } as Entry;
const normal = { preview: false };

beforeEach(() => {
  fetch.mockReset();
  entryPaths().clear();
  missingEntries().clear();
});

it('leaves paths that are not entry URLs alone', async () => {
  for (const path of ['/', '/stay', '/entries', `/entries/a/${ID}/2026-11-20/extra`, '/api/entries/x']) {
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
  entryPaths().set(ID, { path: renamed, ranges: [] }); // what readEntry records when the page renders the new title
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

it('renders nothing when the lookup fails (the replica not synced yet): 503, nothing stored under a junk address', async () => {
  fetch.mockRejectedValue(new Error('content down'));
  expect(await entryRouteDecision(`/entries/junk/${ID}`, normal)).toEqual({ action: 'unavailable' });
  expect(missingEntries().has(ID)).toBe(false);
});

describe('?date= on an entry URL', () => {
  // A weekly market, 6–9 PM on 11/13, 11/20 and 11/27 (Denver); "today" is 11/20: 11/13 is over.
  const EVENT_ID = '0b6f0c52-1111-4a4a-8c8c-123456789abc';
  const MARKET = `/entries/winter-carnival/${EVENT_ID}`;
  const ranges = [...dailyRanges(13, 1), ...dailyRanges(20, 1), ...dailyRanges(27, 1)];
  const market = normalizeEntry(wireEvent({ id: EVENT_ID }, ranges))!;
  const on = (date: string | null, path = MARKET) => entryRouteDecision(path, { ...normal, date, today: '2026-11-20' });

  beforeEach(() => fetch.mockResolvedValue(market));

  it('sends an upcoming occurrence of the entry to the occurrence route, today\'s included', async () => {
    expect(await on('2026-11-27')).toEqual({ action: 'occurrence', path: `${MARKET}/2026-11-27` });
    expect(await on('2026-11-20')).toEqual({ action: 'occurrence', path: `${MARKET}/2026-11-20` });
  });

  it('ignores any other date: the plain entry page (next date first), and no content request per value', async () => {
    const junk = [null, '', '2026-11-21', '2026-11-13', '2026-11-27T18:00', '27/11/2026', '2026-02-31', '<script>', '2026-11-2', 'x'.repeat(3000)];
    for (const date of junk) expect(await on(date)).toEqual({ action: 'render' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a valid date when redirecting another address of the entry, and drops any other', async () => {
    expect(await on('2026-11-27', `/entries/${EVENT_ID}`)).toEqual({ action: 'redirect', location: `${MARKET}?date=2026-11-27` });
    expect(await on('2026-11-21', `/entries/old-name/${EVENT_ID}`)).toEqual({ action: 'redirect', location: MARKET });
  });

  it('answers the occurrence route\'s own address with not-found, whatever it holds', async () => {
    for (const path of [`${MARKET}/2026-11-27`, `${MARKET}/2026-11-27/`, `${MARKET}/junk`, `/entries/x/${ID}/2026-11-27`]) {
      expect(await on(null, path)).toEqual({ action: 'not-found' });
      expect(await on('2026-11-27', path)).toEqual({ action: 'not-found' });
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('follows the dates the site last recorded (an entry page render after the dates changed)', async () => {
    await on(null);
    entryPaths().set(EVENT_ID, { path: MARKET, ranges: dailyRanges(28, 1) });
    expect(await on('2026-11-27')).toEqual({ action: 'render' });
    expect(await on('2026-11-28')).toEqual({ action: 'occurrence', path: `${MARKET}/2026-11-28` });
  });

  it('checks the date against the draft in preview', async () => {
    expect(await entryRouteDecision(MARKET, { preview: true, date: '2026-11-27', today: '2026-11-20' })).toEqual({
      action: 'occurrence',
      path: `${MARKET}/2026-11-27`,
    });
    expect(fetch).toHaveBeenCalledWith(EVENT_ID, expect.objectContaining({ preview: true }));
  });

  it('answers 503 rather than render when nothing can be checked', async () => {
    fetch.mockRejectedValue(new Error('content down'));
    expect(await on('2026-11-27')).toEqual({ action: 'unavailable' });
  });
});
