/**
 * The one English message set (docs/product.md#audience-and-sections: one language). Use `format` for '{name}' placeholders.
 * The copy that every page's client code needs (menu, search panel) lives in ./shell-messages, so those components do
 * not download the rest; the search copy is in ./search-messages, the trip's Save toggle and count in ./save-messages,
 * what a list view's client code shows in ./list-messages.
 */
import { searchMessages } from './search-messages';
import { feedLinkMessages, listDateMessages, listHoursMessages, listMessages, orderMessages } from './list-messages';
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
    cross_site: 'This form was sent from another website, so it was not accepted. To send it, use the form on our own page.',
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
  order: orderMessages,
  list: listMessages,
  /** The events list's dates (docs/product.md#dates-on-the-events-list). */
  list_dates: listDateMessages,
  list_hours: listHoursMessages,
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
    ...feedLinkMessages,
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
