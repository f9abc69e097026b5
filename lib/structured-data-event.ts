/**
 * The rules of an `Event` in schema.org JSON-LD as Google's event results ask for them (pure): start and end with
 * the town's offset, a Place with a PostalAddress, an image only when it is wide enough, offers when a price was
 * given. lib/structured-data.ts assembles the event from these.
 */
import type { Offer, AggregateOffer, PostalAddress } from 'schema-dts';
import { zonedISOValue } from './calendar/timezone';
import { ELEMENT_IDS } from './entries/element-ids';
import { filesOf, textOf } from './entries/access';
import type { Entry } from './entries/types';

/** Google ignores an event image narrower than this. */
export const MIN_EVENT_IMAGE_WIDTH = 720;

/** A start or end for schema.org: a day stays 'YYYY-MM-DD', an instant is written in America/Denver with its offset. */
export function eventDateValue(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return zonedISOValue(value);
}

const LOCALITY = [
  /^(.*?),\s*([A-Za-z .]+?)\s+(\d{5}(?:-\d{4})?)$/, // 'Whitefish, MT 59937', a site address's last line
  /^(.*?)\s+([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/, // 'Whitefish MT 59937', as typed
  /^(.*?),\s*([A-Z]{2})()$/, // 'Whitefish, MT', as typed without a ZIP code
];

/** 'City, ST 59937' (the last line of an address) as its parts; null when it does not read so. */
function localityOf(line: string): { addressLocality: string; addressRegion: string; postalCode?: string } | null {
  for (const pattern of LOCALITY) {
    const m = pattern.exec(line.trim());
    if (m && m[1]) return { addressLocality: m[1], addressRegion: m[2], ...(m[3] ? { postalCode: m[3] } : {}) };
  }
  return null;
}

/** Address lines (detail lines, then 'City, ST 59937') as a PostalAddress. */
export function postalAddressOf(lines: readonly string[], country?: string): PostalAddress {
  const last = lines[lines.length - 1] ?? '';
  const parts = localityOf(last);
  const street = lines.slice(0, -1).join(', ');
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(parts ?? { addressLocality: last }),
    ...(country ? { addressCountry: country } : {}),
  };
}

/**
 * A typed address on one line ('12 Central Ave, Whitefish, MT 59937'): the last two comma parts are the locality
 * when they read as one; otherwise the whole of it is the street, in Montana.
 */
export function typedAddress(address: string): PostalAddress {
  const parts = address.split(',').map((p) => p.trim()).filter(Boolean);
  for (const cut of [2, 1]) {
    if (parts.length <= cut) continue;
    const locality = localityOf(parts.slice(-cut).join(', '));
    if (locality) return { '@type': 'PostalAddress', streetAddress: parts.slice(0, -cut).join(', '), ...locality, addressCountry: 'US' };
  }
  return { '@type': 'PostalAddress', streetAddress: address.trim(), addressRegion: 'MT', addressCountry: 'US' };
}

/** The venue a submitter typed, as the approved entry carries it (its name, then its address, one a line). */
export function typedVenue(entry: Entry): { name: string; address: string } | null {
  const [name, ...rest] = textOf(entry, ELEMENT_IDS.where).text.split('\n').map((l) => l.trim());
  const address = rest.filter(Boolean).join(', ');
  return name && address ? { name, address } : null;
}

/** Absolute URLs of the cover images known to be at least 720 px wide (an image of unknown width is left out). */
export function eventImages(entry: Entry, absolute: (url: string) => string | null): string[] {
  return filesOf(entry, ELEMENT_IDS.coverImage)
    .filter((f) => f.isImage && (f.width ?? 0) >= MIN_EVENT_IMAGE_WIDTH)
    .map((f) => absolute(f.url))
    .filter((u): u is string => u !== null);
}

const PRICE = /\$?\s*(\d{1,5}(?:\.\d{1,2})?)/g;

/**
 * Offers from the event's price text: 'Free' (or a price of 0) is a free offer, '$25' one price, '$10–$25' a range;
 * none when no price was given or the text names no amount ('donations welcome').
 */
export function eventOffers(pricing: string, url: string): Offer | AggregateOffer | null {
  const text = pricing.trim();
  if (!text) return null;
  const amounts = [...text.matchAll(PRICE)].map((m) => Number(m[1]));
  const free = /^free\b/i.test(text) || (amounts.length > 0 && amounts.every((a) => a === 0));
  const base = { priceCurrency: 'USD', url, availability: 'https://schema.org/InStock' } as const;
  if (free) return { '@type': 'Offer', price: 0, ...base };
  if (amounts.length === 0) return null;
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return low === high ? { '@type': 'Offer', price: low, ...base } : { '@type': 'AggregateOffer', lowPrice: low, highPrice: high, ...base };
}

/** The event's price text, the pricing element. */
export const pricingOf = (entry: Entry): string => textOf(entry, ELEMENT_IDS.pricing).text;
