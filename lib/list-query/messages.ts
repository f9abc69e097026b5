// What a list view's client code shows (controls, counts, dates, pages, components/list/) and the events list's
// feed links. That code loads with every list page, so this module holds the list's copy only: another feature's
// strings here would ride along in every list page's scripts.

export const orderMessages = {
  priority: 'Featured',
  score: 'Relevance to search terms',
  time: 'Event date & time',
  title: 'Title',
  'a-z': 'A-Z',
  'z-a': 'Z-A',
} as const;

export const listMessages = {
  count: '{n} items',
  count_one: '{n} item',
  count_of: '{n} of {t} items',
  empty: 'No items were found.',
  grid: 'Grid',
  map: 'Map',
  category_all: 'All categories',
  search: 'Search',
  order: 'Sort by',
  /** The disclosure holding category, order and dates on small screens; `{n}` choices differ from the defaults. */
  filters: 'Filters',
  filters_chosen: 'Filters ({n})',
  show_more: 'Show more',
  loading_more: 'Loading more…',
  /** The results of a new choice could not be loaded (shown instead of the old results). */
  failed: 'These results could not be loaded. Please try again.',
  /** "Show more" could not load the next page; what is shown stays. */
  more_failed: 'More results could not be loaded. Please try again.',
  retry: 'Try again',
  /** Every listable item is shown but more match (docs/product.md#pages). */
  capped: 'Only the first {n} are listed. Choose a category or search to narrow the list.',
} as const;

/** The events list's dates (docs/product.md#dates-on-the-events-list). `{span}` is one of the span_* texts. */
export const listDateMessages = {
  when: 'When',
  any: 'Any date',
  today: 'Today',
  tomorrow: 'Tomorrow',
  weekend: 'This weekend',
  week: 'Next 7 days',
  month: 'This month',
  dates: 'Choose dates…',
  days: 'Dates',
  from: 'From',
  to: 'To',
  span_day: 'on {date}',
  span_range: 'between {from} and {to}',
  span_open: 'from {from} on',
  count: '{n} events {span}',
  count_one: '{n} event {span}',
  count_of: '{n} of {t} events {span}',
  empty: 'No events {span}.',
  title_today: 'Events today ({range})',
  title_tomorrow: 'Events tomorrow ({range})',
  title_weekend: 'Events this weekend ({range})',
  title_week: 'Events in the next 7 days ({range})',
  title_month: 'Events this month ({range})',
  title_dates: 'Events {span}',
  /** Lists of places with opening hours only (docs/product.md#open-on-my-dates). */
  now: 'Open now',
} as const;

/** What a list of places says with dates or "Open now" (docs/product.md#open-on-my-dates); `{span}` as above, or `now`. */
export const listHoursMessages = {
  span_now: 'now',
  count: '{n} places open {span}',
  count_one: '{n} place open {span}',
  count_of: '{n} of {t} places open {span}',
  empty: 'No places are open {span}.',
  without: '{n} places do not list hours.',
  without_one: '1 place does not list hours.',
  title: '{label} open {span}',
} as const;

/** The events list's calendar feed links (part of messages.calendar, docs/product.md#calendar-feeds). */
export const feedLinkMessages = {
  feeds_explain: 'Add these events to your calendar app: subscribe to keep them up to date, or download them once.',
  subscribe: 'Subscribe',
  download: 'Download .ics',
} as const;
