import type { Entry } from '@/lib/entries';
import { readEntry } from './entries';
import { entryRouteDecision } from './entry-route-gate';

jest.mock('./entries', () => ({ readEntry: jest.fn() }));
const read = readEntry as jest.MockedFunction<typeof readEntry>;

const ID = '6ce4dea1-9c7a-5fc9-a118-8ba6e7716901';
const CANONICAL = `/entries/stillwater-guest-ranch/${ID}`;
const ranch = { id: ID, sourceId: ID, title: 'Stillwater Guest Ranch' } as Entry;

beforeEach(() => read.mockReset());

it('leaves paths that are not entry URLs alone', async () => {
  for (const path of ['/', '/stay', '/entries', `/entries/a/${ID}/extra`, '/api/entries/x']) {
    expect(await entryRouteDecision(path, { preview: false })).toBeNull();
  }
  expect(read).not.toHaveBeenCalled();
});

it('answers not-found for ids that cannot be entries without looking them up', async () => {
  for (const path of ['/entries/x/abc', '/entries/%25', `/entries/x/${ID}x`, `/entries/x/${'a'.repeat(5000)}`, '/entries/x/%41%42']) {
    expect(await entryRouteDecision(path, { preview: false })).toEqual({ action: 'not-found' });
  }
  expect(read).not.toHaveBeenCalled();
});

it('answers not-found for unknown, deleted and draft ids (readEntry gives null)', async () => {
  read.mockResolvedValue(null);
  expect(await entryRouteDecision(`/entries/x/${ID}`, { preview: false })).toEqual({ action: 'not-found' });
  expect(await entryRouteDecision(`/entries/${ID}`, { preview: false })).toEqual({ action: 'not-found' });
  expect(read).toHaveBeenCalledWith(ID, expect.objectContaining({ preview: false }));
});

it('lets only the canonical path through and redirects every other address of a real entry there', async () => {
  read.mockResolvedValue(ranch);
  expect(await entryRouteDecision(CANONICAL, { preview: false })).toEqual({ action: 'render' });
  for (const path of [`/entries/junk/${ID}`, `/entries/${ID}`, `/entries/%41/${ID}`, `${CANONICAL}/`]) {
    expect(await entryRouteDecision(path, { preview: false })).toEqual({ action: 'redirect', location: CANONICAL });
  }
});

it('looks drafts up in preview mode when the draft-mode cookie is there', async () => {
  read.mockResolvedValue(ranch);
  await entryRouteDecision(CANONICAL, { preview: true });
  expect(read).toHaveBeenCalledWith(ID, expect.objectContaining({ preview: true }));
});

it('lets the page answer when the lookup fails (content unavailable: cached page or 503)', async () => {
  read.mockRejectedValue(new Error('content down'));
  expect(await entryRouteDecision(`/entries/junk/${ID}`, { preview: false })).toEqual({ action: 'render' });
});
