/** The cached states of /shop: reached only through proxy.ts (lib/proxy/list-route-gate.ts), rendered on first request (ISR). */
import { cachedListMetadata, cachedListPage } from '@/app/_pages/list-page';

export function generateStaticParams() {
  return [];
}

export const generateMetadata = cachedListMetadata('shop');
export default cachedListPage('shop');
