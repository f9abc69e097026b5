/** The cached states of /plan-an-event: reached only through proxy.ts (lib/proxy/list-route-gate.ts), rendered on first request (ISR). */
import { cachedListMetadata, cachedListPage } from '@/app/_pages/list-page';

export function generateStaticParams() {
  return [];
}

export const generateMetadata = cachedListMetadata('plan-an-event');
export default cachedListPage('plan-an-event');
