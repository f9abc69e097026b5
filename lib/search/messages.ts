// Search copy, for the search page and the panel's answers (loaded on demand, so none of it is in every page's
// first-visit JavaScript); what the panel shows before an answer is ./panel-messages.
import { searchPanelMessages } from './panel-messages';

export const searchMessages = {
  ...searchPanelMessages,
  open: 'Open search',
  close: 'Close search',
  empty: 'No results were found.',
  title: 'Search',
  prompt: 'Enter at least 2 characters to search the site.',
  results_for: 'Results for “{q}”',
  count: '{n} results',
  count_one: '{n} result',
  failed: 'Search is not available right now. Please try again later.',
  retry: 'Retry',
  all_results: 'See all results for “{q}”',
} as const;
