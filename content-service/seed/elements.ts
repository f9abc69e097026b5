/**
 * Element builders: one per element type. Names and preferences come from one table (MODEL.md's element
 * ids), so an element id looks the same wherever it appears.
 */
import type {
  TextIanaType,
  WireDateRange,
  WireElement,
  WireEmbedItem,
  WireEntryRef,
  WireFile,
  WireGeoData,
  WireOption,
  WireRef,
} from '../../content-client/wire';

export type TextElementId =
  | 'body'
  | 'intro'
  | 'overview'
  | 'pricing'
  | 'hours'
  | 'opening-hours'
  | 'tagline'
  | 'notice'
  | 'appearance'
  | 'html'
  | 'categories'
  | 'hero-button-text'
  | 'hero-button-url'
  | 'url-book'
  | 'url-reserve'
  | 'url-webcam'
  | 'url-website';

const TEXT: Record<TextElementId, { name: string; iana: TextIanaType }> = {
  body: { name: 'Body', iana: 'text/markdown' },
  intro: { name: 'Intro', iana: 'text/markdown' },
  overview: { name: 'Overview', iana: 'text/plain' },
  pricing: { name: 'Pricing', iana: 'text/plain' },
  hours: { name: 'Hours', iana: 'text/plain' },
  'opening-hours': { name: 'Opening Hours (OSM syntax)', iana: 'text/plain' },
  tagline: { name: 'Tagline', iana: 'text/plain' },
  notice: { name: 'Notice', iana: 'text/plain' },
  appearance: { name: 'Appearance', iana: 'application/json' },
  html: { name: 'HTML', iana: 'text/html' },
  categories: { name: 'Categories', iana: 'application/json' },
  'hero-button-text': { name: 'Hero Button Text', iana: 'text/plain' },
  'hero-button-url': { name: 'Hero Button URL', iana: 'text/plain' },
  'url-book': { name: 'Booking URL', iana: 'text/plain' },
  'url-reserve': { name: 'Reservation URL', iana: 'text/plain' },
  'url-webcam': { name: 'Webcam URL', iana: 'text/plain' },
  'url-website': { name: 'Website', iana: 'text/plain' },
};

const NAMES: Record<string, string> = {
  category: 'Category',
  'event-datetime': 'Event Date & Time',
  'hero-media': 'Hero Media',
  'hero-slides': 'Hero Slides',
  'hero-video': 'Hero Video',
  'cover-image': 'Cover Image',
  gallery: 'Gallery',
  contact: 'Contact',
  embed: 'Embed',
  geo: 'Location',
  notices: 'Notices',
  featured: 'Featured',
  'contacts-primary': 'Primary Contacts',
  'contacts-site': 'Site Contacts',
};

function nameOf(id: string): string {
  return NAMES[id] ?? id;
}

/** A text element; `iana` overrides the table (only `notice` varies: plain, markdown or html). */
export function text(id: TextElementId, data: string, iana?: TextIanaType): WireElement {
  const def = TEXT[id];
  return { id, type: 'text', name: def.name, preferences: { iana_type: iana ?? def.iana }, data };
}

/** A JSON text element (`categories`, `appearance`): objects are serialised, strings kept as given. */
export function json(id: 'categories' | 'appearance', data: unknown): WireElement {
  return text(id, typeof data === 'string' ? data : JSON.stringify(data));
}

export function option(id: 'category' | 'hero-media', data: WireOption[], options: WireOption[]): WireElement {
  return { id, type: 'option', name: nameOf(id), preferences: {}, options, data };
}

export function dates(id: 'event-datetime', data: WireDateRange[]): WireElement {
  return { id, type: 'datetime', name: nameOf(id), preferences: { data_type: 'date/time' }, data };
}

export function files(id: 'cover-image' | 'gallery' | 'hero-slides', data: WireFile[]): WireElement {
  return { id, type: 'file', name: nameOf(id), preferences: {}, data };
}

export function contactRefs(id: 'contact' | 'contacts-primary' | 'contacts-site', ids: string[]): WireElement {
  const data: WireRef[] = ids.map((ref) => ({ id: ref }));
  return { id, type: 'contact', name: nameOf(id), preferences: {}, data };
}

export function entryRefs(id: 'notices' | 'featured', data: WireEntryRef[]): WireElement {
  return { id, type: 'entry', name: nameOf(id), preferences: {}, data };
}

export function embeds(id: 'embed' | 'hero-video', data: WireEmbedItem[]): WireElement {
  return { id, type: 'embed', name: nameOf(id), preferences: {}, data };
}

export function geo(id: 'geo', data: WireGeoData): WireElement {
  return { id, type: 'geo', name: nameOf(id), preferences: {}, data };
}
