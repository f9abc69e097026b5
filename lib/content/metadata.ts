import type { Metadata } from 'next';
import { textOf, ELEMENT_IDS, type Entry } from '@/lib/entries';
import { shorten } from '@/lib/text';

const DESCRIPTION_LENGTH = 160;

/** Title, description and canonical link of a view from its entry (canonical resolved against SITE_URL). */
export function entryMetadata(entry: Entry | null, canonicalPath: string, fallbackTitle?: string): Metadata {
  const text =
    textOf(entry, ELEMENT_IDS.overview).text ||
    textOf(entry, ELEMENT_IDS.intro).text ||
    textOf(entry, ELEMENT_IDS.tagline).text ||
    textOf(entry, ELEMENT_IDS.body).text;
  const description = shorten(text.replace(/[#*_>`[\]]|\(https?:[^)]*\)/g, ''), DESCRIPTION_LENGTH) || undefined;
  const title = entry?.title ?? fallbackTitle;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: canonicalPath },
    openGraph: { title, description, url: canonicalPath, ...(entry?.image ? { images: [entry.image] } : {}) },
  };
}
