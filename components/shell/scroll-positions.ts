// Scroll positions saved per history entry's URL (path, query and hash) in sessionStorage, so back and forward
// can put the visitor back where they were, also after a full page load in the same tab.

export interface ScrollPosition {
  x: number;
  y: number;
}

const STORAGE_PREFIX = 'wf-scroll:';

/** The storage key of the URL now in the address bar. */
export const currentPositionKey = (): string =>
  STORAGE_PREFIX + window.location.pathname + window.location.search + window.location.hash;

export function readPosition(key: string): ScrollPosition | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as { x?: unknown; y?: unknown };
    return typeof value.x === 'number' && typeof value.y === 'number' ? { x: value.x, y: value.y } : null;
  } catch {
    return null; // unreadable or tampered with: nothing to restore
  }
}

export function savePosition(key: string, position: ScrollPosition = { x: window.scrollX, y: window.scrollY }): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(position));
  } catch {
    /* storage full or unavailable: restoring is best effort */
  }
}
