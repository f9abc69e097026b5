/** The cached states of /events: reached only through proxy.ts (lib/proxy/list-route-gate.ts), rendered on first request (ISR). */
import { withEventsFeed } from '@/components/list/events-feed-metadata';
import { cachedListMetadata, cachedListPage } from '@/app/_pages/list-page';

export function generateStaticParams() {
  return [];
}

export const generateMetadata = withEventsFeed(cachedListMetadata('events'));
export default cachedListPage('events');
