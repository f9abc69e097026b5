// Part of the message set (./messages): the copy of the page frame's client components, which every page loads.

export const browserMessages = {
  outdated: 'Your browser is out of date.',
  warning: 'This site may not function properly in your current browser.',
  update: 'Update Now',
  dismiss: 'Dismiss',
} as const;

export const menuMessages = {
  open: 'Open menu',
  close: 'Close menu',
  log_in: 'Log In',
} as const;

export const searchMessages = {
  label: 'Search',
  placeholder: 'Search the site',
  open: 'Open search',
  close: 'Close search',
  empty: 'No results were found.',
  title: 'Search',
  prompt: 'Enter at least 2 characters to search the site.',
  results_for: 'Results for “{q}”',
  count: '{n} results',
  count_one: '1 result',
  failed: 'Search is not available right now. Please try again later.',
  retry: 'Retry',
  searching: 'Searching…',
  all_results: 'See all results for “{q}”',
} as const;
