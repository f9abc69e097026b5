import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getEntry } from '@/lib/content/entries';
import { entryPath } from '@/lib/text';
import { EntryNotFound, NOT_FOUND_METADATA } from '../entry-not-found';

interface EntryIdPageProps {
  /** The one segment of `/entries/{id}`: an id (Next names it as its sibling route does, which holds a title). */
  params: Promise<{ titleOrId: string }>;
}

/** Rendered on first request and cached (ISR), like entry pages. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata(): Promise<Metadata> {
  return NOT_FOUND_METADATA;
}

/**
 * `/entries/{id}` (the title slug missing): a permanent redirect to the entry's canonical path, else 404. In normal
 * mode proxy.ts answers these itself (lib/proxy/entry-route-gate.ts); this page serves preview, and requests the
 * gate could not check.
 */
export default async function EntryIdPage({ params }: EntryIdPageProps) {
  const entry = await getEntry((await params).titleOrId);
  if (!entry) return <EntryNotFound />;
  permanentRedirect(entryPath(entry));
}
