import { MIN_SEARCH_LENGTH } from '../config/frame-constants';

/** The trimmed query, or null when it is shorter than the minimum (the search does nothing). */
export function searchQuery(q: string | null | undefined): string | null {
  const v = (q ?? '').trim();
  return v.length >= MIN_SEARCH_LENGTH ? v : null;
}
