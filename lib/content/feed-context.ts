import 'server-only';
import { readSettings } from '@/lib/config/settings';
import { serverEnv } from '@/lib/config/server-config';
import type { FeedContext } from '@/lib/feed/entry-records';

/** What every open-feed record carries from the configuration: the site's origin, licence and attribution. */
export function feedContext(now: Date): FeedContext {
  const env = serverEnv();
  return { siteUrl: readSettings().siteUrl, license: env.FEED_LICENSE, attribution: env.FEED_ATTRIBUTION, now: now.getTime() };
}
