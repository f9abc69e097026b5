/** The cached states of /dine: reached only through proxy.ts (lib/proxy/list-route-gate.ts), rendered on first request (ISR). */
import { cachedListMetadata, cachedListPage } from '@/app/_pages/list-page';

export function generateStaticParams() {
  return [];
}

export const generateMetadata = cachedListMetadata('dine');
export default cachedListPage('dine');
