import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { EntryView } from '@/components/entry/EntryView';
import { todayInZone } from '@/lib/dates';
import { getEntry } from '@/lib/content/entries';
import { entryMetadata, occurrenceMetadata } from '@/lib/content/metadata';
import { canonicalEntryRedirect, entryOccurrenceOn, type Entry, type EntryOccurrence } from '@/lib/entries';
import { entryPath } from '@/lib/text';
import { EntryNotFound, NOT_FOUND_METADATA } from '@/app/entries/entry-not-found';

/**
 * The params of the entry routes: `/entries/{title}/{id}` and the internal occurrence route `…/{id}/{date}`. The
 * first segment holds the title slug here; its folder is `[titleOrId]` because `/entries/{id}` shares it.
 */
export interface EntryRouteParams {
  titleOrId: string;
  id: string;
  /** 'YYYY-MM-DD', set by proxy.ts's rewrite of `?date=` (lib/proxy/entry-route-gate.ts). */
  date?: string;
}

/** The occurrence asked for, while it is one of the entry's upcoming dates; else the page is the plain entry page. */
function occurrenceOf(entry: Entry, date: string | undefined): EntryOccurrence | null {
  return date ? entryOccurrenceOn(entry, date, todayInZone()) : null;
}

export async function entryPageMetadata({ id, date }: EntryRouteParams): Promise<Metadata> {
  const entry = await getEntry(id);
  if (!entry) return NOT_FOUND_METADATA;
  const occurrence = occurrenceOf(entry, date);
  return occurrence ? occurrenceMetadata(entry, entryPath(entry), occurrence) : entryMetadata(entry, entryPath(entry));
}

/**
 * An entry at its canonical path (proxy.ts sends only those here in normal mode), for one occurrence when `date`
 * names one; in preview a wrong title slug redirects permanently to the canonical path and an unknown id shows
 * the 404 view.
 */
export async function EntryPage({ titleOrId: title, id, date }: EntryRouteParams) {
  const entry = await getEntry(id);
  if (!entry) return <EntryNotFound />;
  const canonical = entryPath(entry);
  const occurrence = occurrenceOf(entry, date);
  const location = canonicalEntryRedirect(`/entries/${title}/${id}`, canonical, occurrence?.day);
  if (location) permanentRedirect(location);
  return <EntryView entry={entry} path={canonical} occurrence={occurrence} saveable />;
}
