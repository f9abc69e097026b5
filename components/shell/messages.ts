// The copy of the page frame's client components, which every page loads. Only what they show before any use:
// every string here is in every page's first-visit JavaScript.

export const menuMessages = {
  open: 'Open menu',
  close: 'Close menu',
} as const;
