/**
 * The site's English copy as server code reads it (docs/product.md#audience-and-sections: one language). Use
 * `format` for '{name}' placeholders. Client code never imports it (Turbopack ships a client module whole, unused
 * exports included): each feature's client copy lives with the feature, in a module holding that copy only —
 * lib/forms/messages.ts, lib/list-query/messages.ts, lib/search/messages.ts and panel-messages.ts,
 * lib/trip/messages.ts and first-load-messages.ts, lib/conditions/messages.ts, and in components/ the frame's
 * (shell/messages.ts, shell/consent-messages.ts), the map's (map/messages.ts) and the Save toggle's
 * (trip/save-messages.ts). Those the server reads too are gathered here.
 */
import { formErrorMessages, formMessages } from '@/lib/forms/messages';
import { searchMessages } from '@/lib/search/messages';
import { feedLinkMessages, listDateMessages, listHoursMessages, listMessages, orderMessages } from '@/lib/list-query/messages';
import { tripPageMessages } from '@/lib/trip/messages';

export const messages = {
  error: {
    ...formErrorMessages,
    /** One client asked too often (429). */
    rate_limited: 'Too many requests from your connection in a short time. Please wait a moment and try again.',
    /** The site's content budget is spent for now (503). */
    busy: 'The site is very busy right now. Please try again in a moment.',
  },
  form: {
    ...formMessages,
    too_large: 'Your submission is too large. Please shorten it and try again.',
    rate_limited: 'Too many submissions in a short time. Please wait a minute and try again.',
    busy: 'We are receiving a lot of submissions right now. Please try again in a minute.',
    not_accepted: 'Your submission could not be accepted. Please check the form and send it again.',
    cross_site: 'This form was sent from another website, so it was not accepted. To send it, use the form on our own page.',
    /** The no-JS result pages (app/forms/[key]/…). */
    result: {
      thanks_title: 'Thank you',
      error_title: 'Your submission was not sent',
      fields_intro: 'Please check these fields:',
      back: 'Go back to the form',
      home: 'Back to the home page',
    },
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
