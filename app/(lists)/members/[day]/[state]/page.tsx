/** The cached states of /members: reached only through proxy.ts (lib/proxy/list-route-gate.ts), rendered on first request (ISR). */
import { MemberForm } from '@/components/forms/MemberForm';
import { cachedListMetadata, cachedListPage } from '@/app/_pages/list-page';

export function generateStaticParams() {
  return [];
}

export const generateMetadata = cachedListMetadata('members');
export default cachedListPage('members', MemberForm);
