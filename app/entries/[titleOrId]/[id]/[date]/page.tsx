/**
 * An entry for one of its occurrences. Reached only through proxy.ts, which rewrites `?date=` an upcoming
 * occurrence of the entry at its canonical path here and answers this address itself with the not-found view
 * (lib/proxy/entry-route-gate.ts): the page cache holds one page per real occurrence.
 */
import type { Metadata } from 'next';
import { EntryPage, entryPageMetadata, type EntryRouteParams } from '@/app/_pages/entry-page';

interface OccurrencePageProps {
  params: Promise<Required<EntryRouteParams>>;
}

/** Rendered on first request and cached from then on (ISR), like the entry page. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: OccurrencePageProps): Promise<Metadata> {
  return entryPageMetadata(await params);
}

export default async function Page({ params }: OccurrencePageProps) {
  return <EntryPage {...(await params)} />;
}
