/**
 * The one English message set (docs/product.md#audience-and-sections: one language). Use `format` for '{name}' placeholders.
 * The copy that every page's client code needs (menu, search panel) lives in ./shell-messages, so those components do
 * not download the rest; the search copy is in ./search-messages, the trip's Save toggle and count in ./save-messages.
 */
import { searchMessages } from './search-messages';
import { saveMessages } from './save-messages';
import { menuMessages } from './shell-messages';
import { tripPageMessages } from './trip-page-messages';

export const messages = {
  error: {
    invalid_email: 'Please enter a valid email address.',
    invalid_fields: 'Please provide valid input for all required fields.',
    request: 'There was a problem processing your request. Please try again later.',
    /** Sending failed with the browser offline: nothing is queued, so the visitor must know nothing went out. */
    offline: 'You are offline: nothing was sent. What you entered is still here; send it again when you have a signal.',
    /** One client asked too often (429). */
    rate_limited: 'Too many requests from your connection in a short time. Please wait a moment and try again.',
    /** The site's content budget is spent for now (503). */
    busy: 'The site is very busy right now. Please try again in a moment.',
  },
  form: {
    confirm: {
      consumer: 'Thanks for subscribing! Watch your inbox for our monthly newsletter.',
      contact: 'Thanks for your message! We will get back to you soon.',
      media: 'Thanks for your request! Our media team will be in touch soon.',
      guide: 'Thanks for your order! Your printed travel guide is on its way.',
      member: 'Thanks! We received your message and will be in touch soon.',
    },
    title: {
      consumer: 'Monthly newsletter',
      contact: 'Contact us',
      media: 'Media request',
      guide: 'Order the printed travel guide',
      member: 'Member inquiry',
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
      email_optional: 'Email (optional)',
      newsletter: 'Yes, also send me the monthly newsletter (needs an email address)',
      name: 'Name',
      message: 'Message',
      message_optional: 'Message (optional)',
      media_message: 'What do you need?',
      outlet: 'Media outlet',
      organization: 'Organization (optional)',
      business: 'Business name',
    },
    send: 'Send',
    order: 'Order guide',
    sending: 'Sending…',
    required: '{label} is required.',
    too_long: '{label} must be at most {max} characters.',
    invalid: 'Please check {label}.',
    too_large: 'Your submission is too large. Please shorten it and try again.',
    rate_limited: 'Too many submissions in a short time. Please wait a minute and try again.',
    busy: 'We are receiving a lot of submissions right now. Please try again in a minute.',
    result: {
      thanks_title: 'Thank you',
      error_title: 'Your submission was not sent',
      fields_intro: 'Please check these fields:',
      back: 'Go back to the form',
      home: 'Back to the home page',
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
  notices: {
    region: 'Site notices',
    dismiss: 'Dismiss notice: {text}',
    show_all: 'Show all notices ({n})',
    show_one: 'Show the whole notice',
    show_fewer: 'Show fewer notices',
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
  },
  /** The events list's dates (docs/product.md#dates-on-the-events-list). `{span}` is one of the span_* texts. */
  list_dates: {
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
  },
  search: searchMessages,
  trip_page: tripPageMessages,
  /** A search result's kind, by entry type or `type:subtype` (lib/search/type-label.ts). */
  search_types: {
    'article:about': 'About',
    'article:here': 'Local Story',
    'article:informational': 'Information',
    'article:more': 'Explore More',
    article: 'Article',
    deal: 'Deal',
    dine: 'Dining',
    event: 'Event',
    explore: 'Things to Do',
    general: 'Page',
    home: 'Page',
    section: 'Page',
    meetings: 'Meetings & Groups',
    professional: 'Professional Services',
    'resource:media': 'Media Resource',
    'resource:member': 'Member Resource',
    resource: 'Resource',
    shop: 'Shopping',
    stay: 'Lodging',
    webcam: 'Webcam',
  },
  map: {
    show: 'Show interactive map',
    place: '1 place on the map',
    places: '{n} places on the map',
    with_areas: '{places}, with trails and areas',
  },
  chunk: {
    failed: 'Loading chunk failed',
    css_failed: 'Loading CSS chunk failed',
  },
  menu: menuMessages,
  /** The trip's Save toggle and the top bar's trip link (docs/product.md#saving). */
  save: saveMessages,
  consent: {
    yes: 'Yes',
    no: 'No',
  },
  /** The home hero's video; Play and its note are the embeds' (components/elements/labels.ts). */
  hero_video: {
    pause: 'Pause video',
    close: 'Close video',
  },
  footer: {
    copyright: '© {from}–{to} {name}',
    follow: 'Follow us',
  },
  /** Calendar feeds and "Add to calendar" (docs/product.md#calendar-feeds). */
  calendar: {
    feed_name: '{site} events',
    category_feed_name: '{site} events: {category}',
    trip_feed_name: 'My {site} trip',
    feeds_explain: 'Add these events to your calendar app: subscribe to keep them up to date, or download them once.',
    subscribe: 'Subscribe',
    download: 'Download .ics',
    google: 'Google Calendar',
    all_dates: 'All dates (.ics)',
    feed_title: '{site} events calendar',
  },
  entry: {
    directions: 'Directions',
    website: 'Website',
    book: 'Book Now',
    reserve: 'Reserve',
    read_more: 'Read more',
    /** An entry page opened for one occurrence of an event: its <title> and the start of its description. */
    occurrence_title: '{title}, {date}',
    occurrence_description: '{when}: {description}',
  },
} as const;

export type Messages = typeof messages;

export { format } from './format';
