/**
 * Entries as open-feed records (./records.ts): absolute canonical URLs, the configured licence on each, images with
 * their own credit, times in America/Denver with offsets.
 */
import type { DateRange } from '../dates';
import { elementOf, entryHref, ELEMENT_IDS, eventRanges, textOf, type Contact, type Entry } from '../entries';
import { entryHours } from '../hours/entry-hours';
import { isOpenAt } from '../hours/intervals';
import { entryPoint } from '../list-query/cards';
import { absoluteUrl, plainDescription } from '../structured-data';
import { entryPath } from '../text';
import { imageSrc } from '../validators';
import { pointOf } from './distance';
import type { EntryDetail, Event, Place } from './records';
import { whitefishTime } from './zoned-time';

export interface FeedContext {
  siteUrl: string;
  license: string;
  attribution: string;
  /** The instant the answer is for (ms). */
  now: number;
}

const SUMMARY_LENGTH = 300;
const DESCRIPTION_LENGTH = 2000;
const MAX_OCCURRENCES = 20;

const pageUrl = (path: string, context: FeedContext) => new URL(path, `${context.siteUrl}/`).toString();

function imageOf(entry: Entry, context: FeedContext): EntryDetail['image'] {
  const url = absoluteUrl(entry.image, context.siteUrl);
  if (!entry.image || !url) return null;
  const file = elementOf(entry, ELEMENT_IDS.coverImage, 'file')?.data.find((item) => item.isImage && imageSrc(item.url) === entry.image);
  return { url, credit: file?.attribution ?? '' };
}

function dateModified(entry: Entry): string {
  const edited = entry.dates.edited || entry.dates.published || entry.dates.created;
  return Number.isNaN(Date.parse(edited)) ? '' : new Date(edited).toISOString();
}

function base(entry: Entry, context: FeedContext) {
  return {
    id: entry.sourceId,
    type: entry.type,
    name: entry.title,
    url: pageUrl(entryHref(entry), context),
    dateModified: dateModified(entry),
    categories: entry.categories.map(({ id, label }) => ({ id, label })),
    summary: plainDescription(entry, SUMMARY_LENGTH),
    location: pointOf(entryPoint(entry)),
    image: imageOf(entry, context),
    license: context.license,
    attribution: context.attribution,
  };
}

/** Whether the place is open at `at` by its machine-readable hours; null when it has none (or they do not parse). */
export function openAt(entry: Entry, at: number): boolean | null {
  const hours = entryHours(entry);
  return hours ? isOpenAt(hours, at) : null;
}

export function placeRecord(entry: Entry, context: FeedContext, extra: { distanceKm?: number; open?: boolean } = {}): Place {
  const openingHours = textOf(entry, ELEMENT_IDS.openingHours).text.trim() || null;
  return { ...base(entry, context), openingHours, ...extra };
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function occurrenceTimes(range: DateRange) {
  const allDay = isDay(range[0]);
  return { start: whitefishTime(range[0]) ?? range[0], end: whitefishTime(range[1]) ?? range[1], allDay };
}

/** One occurrence (an entry as upcomingOccurrences expands it). */
export function eventRecord(occurrence: Entry, context: FeedContext, extra: { distanceKm?: number } = {}): Event {
  const range = occurrence.occurrence ?? eventRanges(occurrence)[0] ?? null;
  return { ...base(occurrence, context), ...(range ? occurrenceTimes(range) : {}), ...extra };
}

/** Only `fields` of a record, and its id; every field when none are named. */
export function selectFields<T extends { id: string }>(record: T, fields: readonly string[]): Partial<T> & { id: string } {
  if (fields.length === 0) return record;
  const out: Record<string, unknown> = { id: record.id };
  for (const field of fields) if (field in record) out[field] = (record as Record<string, unknown>)[field];
  return out as Partial<T> & { id: string };
}

const urlText = (entry: Entry, id: string) => {
  const value = textOf(entry, id).text.trim();
  return /^https?:\/\//i.test(value) ? value : null;
};

function contactRecord(contact: Contact): EntryDetail['contacts'][number] {
  const location = contact.locations[0];
  return {
    name: contact.label || contact.organization || [contact.name.first, contact.name.last].filter(Boolean).join(' '),
    phones: contact.phones.map((phone) => ({ display: phone.display, tel: phone.href })),
    email: contact.email || null,
    website: /^https?:\/\//i.test(contact.url) ? contact.url : null,
    address: location?.lines ?? [],
    location: pointOf(location?.point ?? null),
    directions: location?.directionsUrl || null,
  };
}

/** An entry's details: its hours, contacts, links, directions and upcoming dates. */
export function entryDetail(entry: Entry, contacts: readonly Contact[], occurrences: readonly Entry[], context: FeedContext): EntryDetail {
  const record = base(entry, context);
  return {
    ...record,
    url: pageUrl(entryPath(entry), context),
    description: plainDescription(entry, DESCRIPTION_LENGTH),
    website: urlText(entry, ELEMENT_IDS.urlWebsite),
    booking: urlText(entry, ELEMENT_IDS.urlBook) ?? urlText(entry, ELEMENT_IDS.urlReserve),
    openingHours: textOf(entry, ELEMENT_IDS.openingHours).text.trim() || null,
    openNow: openAt(entry, context.now),
    contacts: contacts.map(contactRecord),
    occurrences: occurrences.slice(0, MAX_OCCURRENCES).map((occurrence) => {
      const { start, end } = occurrenceTimes(occurrence.occurrence!);
      return { start, end, url: pageUrl(entryHref(occurrence), context) };
    }),
  };
}
