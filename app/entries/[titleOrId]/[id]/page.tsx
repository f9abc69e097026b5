import type { Metadata } from 'next';
import { EntryPage, entryPageMetadata, type EntryRouteParams } from '@/app/_pages/entry-page';

interface EntryPageProps {
  params: Promise<Omit<EntryRouteParams, 'date'>>;
}

/** Entries render on first request and are cached from then on (ISR); none are built ahead. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: EntryPageProps): Promise<Metadata> {
  return entryPageMetadata(await params);
}

export default async function Page({ params }: EntryPageProps) {
  return <EntryPage {...(await params)} />;
}
