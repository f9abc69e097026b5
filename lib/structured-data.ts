/**
 * schema.org JSON-LD for entry pages (pure). The component writes `jsonLdString(...)` into a
 * `<script type="application/ld+json">`; `<` is escaped so no content can close the script element.
 */
import type { Event, Place as AnyPlace } from 'schema-dts';
import type { DateRange } from './dates';
import { ELEMENT_IDS } from './entries/element-ids';
import { elementOf, textOf } from './entries/access';
import type { Contact, Entry } from './entries/types';
import { eventDateValue, eventImages, eventOffers, postalAddressOf, pricingOf, typedAddress, typedVenue } from './structured-data-event';
import { shorten } from './text';

export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export interface StructuredDataInput {
  entry: Entry;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Site origin, e.g. 'https://explorewhitefish.com' (used to make image URLs absolute). */
  siteUrl: string;
  siteName: string;
  /** The entry's contacts, in order (first with a location is used for address / phone). */
  contacts?: readonly Contact[];
  /** An event's venue picked from the site's places: its name and contacts (its address), when the entry has none. */
  venue?: { name: string; contacts: readonly Contact[] };
  /** Event occurrences to describe (upcoming ones); the first is the main startDate/endDate. */
  occurrences?: readonly DateRange[];
  /** Absolute URL of the page about one of the further occurrences (sub-events); else `url`. */
  occurrenceUrl?: (range: DateRange) => string;
  breadcrumbs?: readonly Crumb[];
  /** schema.org OpeningHoursSpecification items (lib/hours), for places; left out when empty. */
  openingHours?: readonly JsonLd[];
}

/** schema.org type for an entry type (and sub-type). */
export function schemaTypeOf(entry: Pick<Entry, 'type' | 'subtype'>): string {
  switch (entry.type) {
    case 'event':
      return 'Event';
    case 'stay':
      return 'LodgingBusiness';
    case 'dine':
      return 'Restaurant';
    case 'shop':
      return 'Store'; // a LocalBusiness sub-type
    case 'professional':
      return 'LocalBusiness';
    case 'explore':
      return 'TouristAttraction';
    case 'article':
      return 'Article';
    default:
      return 'WebPage';
  }
}

/** JSON for a script element: `<` (so `</script>` and `<!--`), U+2028 and U+2029 escaped. */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Absolute http(s) URL for a site-relative or absolute URL; null for anything else. */
export function absoluteUrl(value: string | null | undefined, base: string): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  try {
    const u = new URL(v, `${base.replace(/\/+$/, '')}/`);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** Plain description: overview, intro, tagline or body, markdown punctuation removed, shortened. */
export function plainDescription(entry: Entry | null, max = 160): string {
  const text =
    textOf(entry, ELEMENT_IDS.overview).text ||
    textOf(entry, ELEMENT_IDS.intro).text ||
    textOf(entry, ELEMENT_IDS.tagline).text ||
    textOf(entry, ELEMENT_IDS.body).text;
  return shorten(
    text
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]*>/g, '')
      .replace(/[#*_>`[\]]/g, ''),
    max,
  );
}

function postalAddress(contact: Contact | undefined): JsonLd | null {
  const location = contact?.locations.find((l) => l.lines.length > 0);
  return location ? (postalAddressOf(location.lines, location.country || undefined) as unknown as JsonLd) : null;
}

function geoOf(entry: Entry, contact: Contact | undefined): JsonLd | null {
  const point = elementOf(entry, ELEMENT_IDS.geo, 'geo')?.data?.point ?? contact?.locations.find((l) => l.point)?.point ?? null;
  return point ? { '@type': 'GeoCoordinates', latitude: point[1], longitude: point[0] } : null;
}

function eventDates(range: DateRange | undefined): { startDate?: string; endDate?: string } {
  if (!range) return {};
  const start = eventDateValue(range[0]);
  const end = eventDateValue(range[1]);
  return { ...(start ? { startDate: start } : {}), ...(end && end !== start ? { endDate: end } : {}) };
}

/** A plain schema.org Place (not one of its sub-types). */
type Place = Extract<AnyPlace, { '@type': 'Place' }>;

const TOWN_ADDRESS = { '@type': 'PostalAddress', addressLocality: 'Whitefish', addressRegion: 'MT', addressCountry: 'US' } as const;

function contactPlace(entry: Entry, contact: Contact | undefined, fallbackName: string): Place {
  const address = postalAddress(contact);
  const geo = geoOf(entry, contact);
  const name = contact?.locations.find((l) => l.name)?.name || contact?.label || fallbackName;
  return { '@type': 'Place', name, address: (address as Place['address']) ?? TOWN_ADDRESS, ...(geo ? { geo: geo as Place['geo'] } : {}) };
}

/** Where an event is: its own contact's location, else the venue typed at submission, else the place picked, else the town. */
function eventPlace(entry: Entry, contact: Contact | undefined, input: StructuredDataInput): Place {
  if (contact?.locations.some((l) => l.lines.length > 0)) return contactPlace(entry, contact, input.siteName);
  const typed = typedVenue(entry);
  if (typed) return { '@type': 'Place', name: typed.name, address: typedAddress(typed.address) };
  if (input.venue) {
    const venueContact = input.venue.contacts.find((c) => c.locations.length > 0);
    return { ...contactPlace(entry, venueContact, input.venue.name), name: input.venue.name };
  }
  return contactPlace(entry, contact, input.siteName);
}

function eventOf(base: JsonLd, input: StructuredDataInput, contact: Contact | undefined, publisher: JsonLd): Event {
  const { entry, url } = input;
  const occurrences = input.occurrences ?? [];
  const location = eventPlace(entry, contact, input);
  const image = eventImages(entry, (u) => absoluteUrl(u, input.siteUrl));
  const offers = eventOffers(pricingOf(entry), url);
  return {
    ...base,
    '@type': 'Event',
    name: entry.title,
    ...(image.length ? { image } : {}),
    ...eventDates(occurrences[0]),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location,
    organizer: (contact?.label ? { '@type': 'Organization', name: contact.label, ...(contact.url ? { url: contact.url } : {}) } : publisher) as Event['organizer'],
    ...(offers ? { offers } : {}),
    ...(occurrences.length > 1
      ? {
          subEvent: occurrences.slice(1).map(
            (r): Event => ({
              '@type': 'Event',
              name: entry.title,
              url: input.occurrenceUrl?.(r) ?? url,
              ...eventDates(r),
              eventStatus: 'https://schema.org/EventScheduled',
              location,
              ...(image.length ? { image } : {}),
              ...(offers ? { offers } : {}),
            }),
          ),
        }
      : {}),
  } as Event;
}

function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/** The page's JSON-LD graph: the entry as its schema.org type (plus breadcrumbs when given). */
export function entryStructuredData(input: StructuredDataInput): JsonLd {
  const { entry, url, siteUrl, siteName } = input;
  const type = schemaTypeOf(entry);
  const description = plainDescription(entry, 300);
  const image = absoluteUrl(entry.image, siteUrl);
  const contact = input.contacts?.find((c) => c.locations.length > 0) ?? input.contacts?.[0];
  const publisher = { '@type': 'Organization', name: siteName, url: siteUrl };
  const base: JsonLd = {
    '@type': type,
    '@id': `${url}#${type.toLowerCase()}`,
    name: entry.title,
    url,
    ...(description ? { description } : {}),
    ...(image ? { image: [image] } : {}),
  };

  let main: JsonLd;
  if (type === 'Event') {
    // An event's image follows Google's width rule (./structured-data-event.ts), not the entry's first image.
    const { image: _image, ...eventBase } = base;
    main = eventOf(eventBase, input, contact, publisher) as unknown as JsonLd;
  } else if (type === 'Article') {
    main = {
      ...base,
      headline: entry.title.slice(0, 110),
      ...(entry.dates.published || entry.dates.created ? { datePublished: entry.dates.published || entry.dates.created } : {}),
      ...(entry.dates.edited ? { dateModified: entry.dates.edited } : {}),
      author: publisher,
      publisher,
      mainEntityOfPage: url,
    };
  } else if (type === 'WebPage') {
    main = { ...base, isPartOf: { '@type': 'WebSite', name: siteName, url: siteUrl } };
  } else {
    const address = postalAddress(contact);
    const geo = geoOf(entry, contact);
    const phone = contact?.phones.find((p) => p.number.e164 || p.number.text);
    const website = textOf(entry, ELEMENT_IDS.urlWebsite).text || contact?.url;
    main = {
      ...base,
      ...(address ? { address } : {}),
      ...(geo ? { geo } : {}),
      ...(phone ? { telephone: phone.number.e164 || phone.number.text } : {}),
      ...(contact?.email ? { email: contact.email } : {}),
      ...(website && /^https?:\/\//i.test(website) ? { sameAs: [website] } : {}),
      ...(input.openingHours?.length ? { openingHoursSpecification: input.openingHours } : {}),
    };
  }

  const graph = [main, ...(input.breadcrumbs && input.breadcrumbs.length > 1 ? [breadcrumbList(input.breadcrumbs)] : [])];
  return { '@context': 'https://schema.org', '@graph': graph };
}

export interface SiteStructuredDataInput {
  /** Site origin, e.g. 'https://explorewhitefish.com'. */
  siteUrl: string;
  /** The site's name, e.g. 'Whitefish, Montana'. */
  siteName: string;
  /** The organisation behind the site (its primary contact's label), else the site name. */
  contact?: Contact;
  /** Site-relative or absolute logo URL. */
  logo?: string;
  /** The organisation's profiles (social accounts); non-http(s) values are dropped. */
  sameAs?: readonly string[];
  description?: string;
  /** Site search path taking `?q=` (a SearchAction), e.g. '/search'. */
  searchPath?: string;
}

/** The home page's JSON-LD graph: the Organization behind the site and the WebSite it publishes. */
export function siteStructuredData(input: SiteStructuredDataInput): JsonLd {
  const { siteUrl, siteName, contact } = input;
  const url = absoluteUrl('/', siteUrl) ?? siteUrl;
  const orgId = `${url}#organization`;
  const logo = absoluteUrl(input.logo, siteUrl);
  const sameAs = (input.sameAs ?? []).filter((u) => /^https?:\/\//i.test(u));
  const address = postalAddress(contact);
  const phone = contact?.phones.find((p) => p.number.e164 || p.number.text);
  const organization: JsonLd = {
    '@type': 'Organization',
    '@id': orgId,
    name: contact?.organization || contact?.label || siteName,
    url,
    ...(logo ? { logo } : {}),
    ...(input.description ? { description: input.description } : {}),
    ...(address ? { address } : {}),
    ...(phone ? { telephone: phone.number.e164 || phone.number.text } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
  const search = input.searchPath ? absoluteUrl(input.searchPath, siteUrl) : null;
  const website: JsonLd = {
    '@type': 'WebSite',
    '@id': `${url}#website`,
    name: siteName,
    url,
    publisher: { '@id': orgId },
    ...(search
      ? { potentialAction: { '@type': 'SearchAction', target: `${search}?q={search_term_string}`, 'query-input': 'required name=search_term_string' } }
      : {}),
  };
  return { '@context': 'https://schema.org', '@graph': [organization, website] };
}
