import type { Metadata } from 'next';
import { readSettings } from '@/lib/config/settings';
import type { Entry } from '@/lib/entries';
import { absoluteUrl, plainDescription } from '@/lib/structured-data';

const DESCRIPTION_LENGTH = 160;

/**
 * Title, description (shortened), absolute canonical URL (SITE_URL), and Open Graph / Twitter card tags
 * with the entry image, for a view from its entry.
 */
export function entryMetadata(entry: Entry | null, canonicalPath: string, fallbackTitle?: string): Metadata {
  const { siteUrl, productName } = readSettings();
  const description = plainDescription(entry, DESCRIPTION_LENGTH) || undefined;
  const title = entry?.title || fallbackTitle;
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
