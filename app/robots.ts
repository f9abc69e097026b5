import type { MetadataRoute } from 'next';
import { readSettings } from '@/lib/config/settings';
import { API_BASE, LLMS_PATH } from '@/lib/feed/paths';

/**
 * robots.txt: everything may be crawled except the site's own APIs; the open feed (/api/v1/, /llms.txt) is for
 * machines, so it is allowed. The sitemap from the configured site URL lists the feeds too.
 */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = readSettings();
  return {
    rules: { userAgent: '*', allow: ['/', `${API_BASE}/`, LLMS_PATH], disallow: '/api/' },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
