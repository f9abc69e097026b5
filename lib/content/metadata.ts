import type { Metadata } from 'next';
import { format, messages } from '@/lib/config/messages';
import { readSettings } from '@/lib/config/settings';
import { formatDate, formatRange } from '@/lib/dates';
import { elementOf, occurrenceHref, ELEMENT_IDS, type Entry, type EntryOccurrence } from '@/lib/entries';
import { absoluteUrl, plainDescription } from '@/lib/structured-data';
import { shorten } from '@/lib/text';

const DESCRIPTION_LENGTH = 160;

/**
 * Title, description (shortened), absolute canonical URL (SITE_URL), and Open Graph / Twitter card tags
 * with the entry image, for a view from its entry.
 */
export function entryMetadata(entry: Entry | null, canonicalPath: string, fallbackTitle?: string): Metadata {
  const description = plainDescription(entry, DESCRIPTION_LENGTH) || undefined;
  return pageMetadata(entry, canonicalPath, entry?.title || fallbackTitle, description);
}

/**
 * An entry page opened for one occurrence (docs/product.md#entry-pages): the occurrence's start date in the
 * title, its dates ahead of the description, and the occurrence's own address as canonical URL.
 */
export function occurrenceMetadata(entry: Entry, path: string, { day, range }: EntryOccurrence): Metadata {
  const dataType = elementOf(entry, ELEMENT_IDS.eventDatetime, 'datetime')?.dataType ?? 'date/time';
  const title = format(messages.entry.occurrence_title, { title: entry.title, date: formatDate(range[0], 'date') });
  const when = formatRange(range, dataType);
  const about = plainDescription(entry, DESCRIPTION_LENGTH);
  const description = about ? shorten(format(messages.entry.occurrence_description, { when, description: about }), DESCRIPTION_LENGTH) : when;
  return pageMetadata(entry, occurrenceHref(path, day), title, description);
}

function pageMetadata(entry: Entry | null, canonicalPath: string, title: string | undefined, description: string | undefined): Metadata {
  const { siteUrl, productName } = readSettings();
  const canonical = absoluteUrl(canonicalPath, siteUrl) ?? canonicalPath;
  const image = absoluteUrl(entry?.image, siteUrl);
  const images = image ? [{ url: image, alt: title ?? `${productName}, Montana` }] : undefined;
  const isArticle = Boolean(entry && canonicalPath.startsWith('/entries/'));
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical },
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: `${productName}, Montana`,
      locale: 'en_US',
      type: isArticle ? 'article' : 'website',
      ...(images ? { images } : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      description,
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
  };
}
