import { refusedForNow } from './protocol';
import { formatSavedAt, formatSize, tripCopyStatusText } from './trip-copy-text';

describe('trip copy text', () => {
  it('formats sizes as phones show storage', () => {
    expect([formatSize(900), formatSize(340_400), formatSize(1_234_567)]).toEqual(['900 B', '340 kB', '1.2 MB']);
  });

  it('says when the copy was saved, in the town’s time, and its size before and after', () => {
    expect(formatSavedAt('2026-11-27T02:45:00.000Z')).toBe('Nov 26, 2026, 7:45 PM');
    expect(tripCopyStatusText({ status: 'saved', savedAt: '2026-11-27T02:45:00.000Z', bytes: 1_200_000, ids: [], previousBytes: null })).toBe(
      'Saved for offline on Nov 26, 2026, 7:45 PM. 1.2 MB on this device.',
    );
    expect(tripCopyStatusText({ status: 'saved', savedAt: '2026-11-27T02:45:00.000Z', bytes: 1_200_000, ids: [], previousBytes: 900_000 })).toBe(
      'Saved for offline on Nov 26, 2026, 7:45 PM. 1.2 MB on this device (was 900 kB).',
    );
  });

  it('shows progress', () => {
    expect(tripCopyStatusText({ status: 'saving', done: 3, total: 12, bytes: 250_000 })).toBe('Saving for offline: 3 of 12 (250 kB)…');
  });

  it('says clearly when the browser refused the space, and which copy is kept', () => {
    const text = tripCopyStatusText({ status: 'failed', reason: 'quota', savedAt: '2026-11-27T02:45:00.000Z', bytes: 10 });
    expect(text).toMatch(/^Your browser refused the space for the offline copy/);
    expect(text).toMatch(/The copy saved on Nov 26, 2026, 7:45 PM is kept\.$/);
    expect(tripCopyStatusText({ status: 'failed', reason: 'too-large', savedAt: null, bytes: null })).toBe('The offline copy would be larger than 20.0 MB. Remove a few places and try again.');
    expect(tripCopyStatusText({ status: 'failed', reason: 'private', savedAt: null, bytes: null })).toBe('Preview pages are never saved for offline.');
  });

  it('tells a busy site from a lost signal: a 503 or 429 while saving asks the visitor to wait, not to find a signal', () => {
    const busy = [503, 429].filter(refusedForNow).map(() => tripCopyStatusText({ status: 'failed', reason: 'busy', savedAt: null, bytes: null }));
    expect(busy).toEqual([
      'Saving for offline failed: the site is busy right now. Try again in a minute.',
      'Saving for offline failed: the site is busy right now. Try again in a minute.',
    ]);
    expect([404, 500, 200].filter(refusedForNow)).toEqual([]);
    expect(tripCopyStatusText({ status: 'failed', reason: 'network', savedAt: null, bytes: null })).toMatch(/could not be reached/);
  });
});
