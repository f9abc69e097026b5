import type { Metadata } from 'next';
import { EVENTS_FEED_PATH } from '@/lib/calendar/feeds';
import { format, messages } from '@/lib/config/messages';
import { PRODUCT_NAME } from '@/lib/config/constants';

/**
 * The events page's metadata with its calendar feed advertised (`<link rel="alternate" type="text/calendar">`,
 * docs/product.md#calendar-feeds), whatever else the page's metadata holds.
 */
export function withEventsFeed<Args extends unknown[]>(metadata: (...args: Args) => Promise<Metadata>): (...args: Args) => Promise<Metadata> {
  return async (...args) => {
    const base = await metadata(...args);
    const title = format(messages.calendar.feed_title, { site: PRODUCT_NAME });
    return {
      ...base,
      alternates: { ...base.alternates, types: { ...base.alternates?.types, 'text/calendar': [{ url: EVENTS_FEED_PATH, title }] } },
    };
  };
}
