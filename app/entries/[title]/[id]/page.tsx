import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { EntryView } from '@/components/entry/EntryView';
import { getEntry } from '@/lib/content/entries';
import { entryMetadata } from '@/lib/content/metadata';
import { entryPath } from '@/lib/text';
import { EntryNotFound, NOT_FOUND_METADATA } from '../../entry-not-found';

interface EntryPageProps {
  params: Promise<{ title: string; id: string }>;
}

/** Entries render on first request and are cached from then on (ISR); none are built ahead. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: EntryPageProps): Promise<Metadata> {
  const entry = await getEntry((await params).id);
  return entry ? entryMetadata(entry, entryPath(entry)) : NOT_FOUND_METADATA;
}

/**
 * An entry at its canonical path (proxy.ts sends only those here in normal mode); in preview a wrong title slug
 * redirects permanently to the canonical path and an unknown id shows the 404 view.
 */
export default async function EntryPage({ params }: EntryPageProps) {
  const { title, id } = await params;
  const entry = await getEntry(id);
  if (!entry) return <EntryNotFound />;
  const canonical = entryPath(entry);
  if (`/entries/${title}/${id}` !== canonical) permanentRedirect(canonical);
  return <EntryView entry={entry} path={canonical} />;
}
