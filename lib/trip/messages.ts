// The copy of the trip page (docs/product.md#the-trip-page). What the page's first-load client code shows is in
// ./first-load-messages; the rest loads with the parts that show it.
import { tripPageFirstLoadMessages } from './first-load-messages';

export const tripPageMessages = {
  ...tripPageFirstLoadMessages,
  title: 'My trip',
  shared_title: 'A shared trip',
  intro: 'The places and events you saved on this device. Nothing leaves your browser until you share the link.',
  shared_intro: 'Someone shared these places and events with you.',
  shared_empty: 'Nothing in this shared trip is available.',
  noscript: 'Your trip is kept by your browser and needs JavaScript to show here.',
  shared_failed: 'This trip could not be loaded right now. Please try again in a moment.',
  retry: 'Try again',
  other_group: 'Pages',
  no_upcoming: 'No upcoming dates',
  /** A saved place's marks: the trip's days it is closed on (docs/product.md#the-trip-page). */
  closed_label: 'Closed on your trip days',
  /** What live conditions say about a saved item (docs/product.md#conditions). */
  conditions_label: 'Conditions',
  passed: '(passed)',
  remove: 'Remove',
  removed: 'Removed {title} from your trip.',
  left_out: '{n} saved items are no longer available.',
  left_out_one: '1 saved item is no longer available.',
  remove_left_out: 'Remove them from my trip',
  overflow: 'This link held more than {max} items; only the first {max} are shown.',
  share: 'Share link',
  share_hint: 'Anyone with this link sees the same list.',
  copy: 'Copy link',
  copied: 'Link copied.',
  copy_failed: 'The link could not be copied. Select it and copy it yourself.',
  calendar: 'Add saved events to my calendar (.ics)',
  map_label: 'Map of your trip',
  map_none: 'None of these has a location on the map.',
  saved_all: 'Added {n} to your trip.',
  saved_all_one: 'Added 1 to your trip.',
  saved_none: 'All of these are already in your trip.',
  did_not_fit: '{n} did not fit: a trip holds at most {max}.',
  open_own: 'Open my trip',
} as const;
