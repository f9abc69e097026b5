/**
 * Messages between the pages and the service worker (docs/operations.md#offline-support). Pages send requests;
 * the worker answers the asking page, and tells every open page of the site how the trip copy is doing.
 */

/** The trip copy as the worker last left it. */
export type TripCopyState =
  | { status: 'none' }
  | { status: 'saving'; done: number; total: number; bytes: number }
  | { status: 'saved'; savedAt: string; bytes: number; ids: string[]; previousBytes: number | null }
  | { status: 'failed'; reason: TripCopyFailure; savedAt: string | null; bytes: number | null };

/**
 * Why saving stopped: the browser refused the space (`quota`), the copy would pass its size bound (`too-large`),
 * the site could not be reached (`network`), the site refused for now (`busy`: 503 or 429, try again later), or an
 * answer may not be kept (`private`: preview).
 */
export type TripCopyFailure = 'quota' | 'too-large' | 'network' | 'busy' | 'private';

/**
 * An answer that says "not now" rather than "not there": the site's content budget or the visitor's own limit is
 * spent (503, 429). The visitor should wait and try again, not look for a signal.
 */
export function refusedForNow(status: number): boolean {
  return status === 503 || status === 429;
}

/** The trip copy's record, kept in its cache beside what it holds. */
export interface TripCopyRecord {
  savedAt: string;
  ids: string[];
  bytes: number;
  urls: string[];
}

export type PageMessage =
  /** Was this page answered from the device's copy? */
  | { type: 'offline-copy?' }
  | { type: 'trip-copy?' }
  /** Save (or save again) the trip for offline. */
  | { type: 'trip-copy-save'; ids: string[] }
  | { type: 'trip-copy-remove' }
  /** The trip changed (a save or removal on any page): a saved copy follows, nothing is saved otherwise. */
  | { type: 'trip-changed'; ids: string[] };

export type WorkerMessage = { type: 'offline-copy'; at: string | null } | { type: 'trip-copy'; state: TripCopyState };
