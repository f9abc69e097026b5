// Behaviour of the page frame (navigation progress, scrolling, search panel) that every page's client code reads;
// kept apart from ./constants so those pages do not download the rest.

export const MIN_SEARCH_LENGTH = 2;

export const PROGRESS = {
  durationMs: 3000,
  tickMs: 100,
  noPrefetchDelayMs: 500,
  finishThreshold: 95,
  hideAfterMs: 500,
  resetAfterMs: 200,
  color: '#0077d4',
  failedColor: '#800000',
} as const;

export const SCROLL = {
  restoreDelayMs: 1000,
  topDelayMs: 500,
  offset: -20,
  durationMs: 500,
  easing: 'ease-in-out',
} as const;
