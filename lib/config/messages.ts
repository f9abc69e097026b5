/**
 * The one English message set (spec: single locale). Use `format` for '{name}' placeholders.
 */
export const messages = {
  error: {
    invalid_email: 'Please enter a valid email address.',
    invalid_fields: 'Please provide valid input for all required fields.',
    request: 'There was a problem processing your request. Please try again later.',
  },
  form: {
    confirm: {
      consumer: 'Thanks for subscribing! Watch your inbox for our monthly newsletter.',
    },
    label: {
      first_name: 'First Name',
      last_name: 'Last Name',
      email: 'Email',
      detail: 'Street Address',
      city: 'City',
      division: 'State',
      postcode: 'Postal Code',
      country: 'Country',
    },
    subscribe: 'Subscribe',
    subscribed: 'Subscribed',
    email_placeholder: 'Email address',
  },
  browser: {
    outdated: 'Your browser is out of date.',
    warning: 'This site may not function properly in your current browser.',
    update: 'Update Now',
    dismiss: 'Dismiss',
  },
  order: {
    priority: 'Featured',
    score: 'Relevance to search terms',
    time: 'Event date & time',
    title: 'Title',
    'a-z': 'A-Z',
    'z-a': 'Z-A',
  },
  list: {
    count: '{n} items',
    count_of: '{n} of {t} items',
    empty: 'No items were found.',
    grid: 'Grid',
    map: 'Map',
    category_all: 'All categories',
    search: 'Search',
    order: 'Sort by',
  },
  search: {
    label: 'Search',
    placeholder: 'Search the site',
    open: 'Open search',
    close: 'Close search',
    empty: 'No results were found.',
  },
  chunk: {
    failed: 'Loading chunk failed',
    css_failed: 'Loading CSS chunk failed',
  },
  menu: {
    open: 'Open menu',
    close: 'Close menu',
    log_in: 'Log In',
  },
  consent: {
    yes: 'Yes',
    no: 'No',
  },
  footer: {
    copyright: '© {from}–{to} {name}',
    follow: 'Follow us',
  },
  entry: {
    directions: 'Directions',
    website: 'Website',
    book: 'Book Now',
    reserve: 'Reserve',
    read_more: 'Read more',
  },
} as const;

export type Messages = typeof messages;

/** Replaces `{name}` placeholders with `vars[name]`; unknown placeholders stay as written. */
export function format(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}
