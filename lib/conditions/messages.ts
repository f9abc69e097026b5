import type { ConditionKind } from './types';

/** Copy of the conditions page, the compact strip and the notices they raise (docs/product.md#conditions). */
export const conditionsMessages = {
  title: 'Conditions',
  heading: 'Conditions in Whitefish today',
  intro:
    'Weather alerts, wildfires near town, Glacier National Park alerts and air quality, checked in the background from the agencies that publish them. Each item links to its source: for an emergency, follow the agency.',
  nav: 'Conditions',
  strip_heading: 'Conditions now',
  strip_link: 'All conditions',
  strip_quiet: 'No alerts right now',
  strip_fallback: 'Weather alerts, wildfires, park and air quality',
  off: 'Live conditions are not checked by this server. See the agencies directly:',
  sections: {
    weather: 'Weather alerts',
    fire: 'Wildfires near town',
    park: 'Glacier National Park',
    air: 'Air quality',
  } satisfies Record<ConditionKind, string>,
  empty: {
    weather: 'No weather alerts for Whitefish right now',
    fire: 'No wildfires within {miles} miles of town right now',
    park: 'No Glacier National Park alerts right now',
    air: 'No air quality reading nearby right now',
  } satisfies Record<ConditionKind, string>,
  checked: 'checked {ago}',
  unchecked: 'Could not check {agency} yet{tried}. Check the agency directly.',
  tried: ' (last tried {ago})',
  stale: 'Stale: {agency} has not answered since {when}. This may no longer be current.',
  unreadable: 'Stale: {agency}’s answers can no longer be read here (last read {when}). This may no longer be current.',
  sample_banner:
    'Sample data: answers the agencies really sent elsewhere, recorded earlier, so this development server shows what visitors would see. These are not conditions in Whitefish today.',
  sample_source: 'Sample: {agency}’s answer for {place}, recorded {date}',
  sample_missing: 'No recorded answer of these agencies is part of the sample:',
  old_reading: 'Old reading: measured {ago}',
  issued: 'issued {time}',
  updated: 'updated {ago}',
  from: 'From {agency}',
  source_link: '{agency}',
  until: 'until {time}',
  since: 'since {time}',
  distance: '{miles} mi {direction} of town',
  details: 'Details',
  fire_map: 'Wildfires near Whitefish',
  snapshot: 'As of {time}',
  notice_more: 'Conditions',
  kinds: {
    weather: 'Weather',
    fire: 'Fire',
    park: 'Park',
    air: 'Air',
  } satisfies Record<ConditionKind, string>,
} as const;
