/** The cached states of /media: reached only through proxy.ts (lib/proxy/list-route-gate.ts), rendered on first request (ISR). */
import { MediaRequestForm } from '@/components/forms/MediaRequestForm';
import { cachedListMetadata, cachedListPage } from '@/app/_pages/list-page';

export function generateStaticParams() {
  return [];
}

export const generateMetadata = cachedListMetadata('media');
export default cachedListPage('media', MediaRequestForm);
