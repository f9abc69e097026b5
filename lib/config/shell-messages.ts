// Part of the message set (./messages): the copy of the page frame's client components, which every page loads.
// Only what they show before any use: every string here is in every page's first-visit JavaScript.

export const menuMessages = {
  open: 'Open menu',
  close: 'Close menu',
  log_in: 'Log In',
} as const;

/** The search panel before a search has answered; the rest of the search copy is in ./search-messages. */
export const searchPanelMessages = {
  label: 'Search',
  placeholder: 'Search the site',
  searching: 'Searching…',
} as const;
