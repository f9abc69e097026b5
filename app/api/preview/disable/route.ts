import { draftMode } from 'next/headers';
import { returnRedirect } from '@/lib/server/preview-guard';

/** Leaves preview: a form POST from the preview banner (never a prefetchable link). */
export async function POST(request: Request) {
  (await draftMode()).disable();
  const form = await request.formData().catch(() => null);
  const path = form?.get('path');
  // A relative Location: request.url carries Next's own host name (localhost), not the one the browser used, and
  // a redirect to another origin after a form POST is blocked by the CSP's form-action 'self'.
  return returnRedirect(typeof path === 'string' ? path : '/', 303);
}
