import type { MetadataRoute } from 'next';
import { readSettings } from '@/lib/config/settings';

/** robots.txt: everything may be crawled except the API; the sitemap from the configured site URL. */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = readSettings();
  return {
    rules: { userAgent: '*', allow: '/', disallow: '/api/' },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
