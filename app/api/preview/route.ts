import { cookies, draftMode } from 'next/headers';
import { DRAFT_MODE_COOKIE } from '@/lib/config/constants';
import { previewAllowed, returnRedirect } from '@/lib/server/preview-guard';

/**
 * Enables draft mode (checked again here: this handler is reachable directly) and returns to the page. Next sets
 * its cookie `SameSite=None` (for previews inside another site's frame, which our frame-ancestors 'self' forbids
 * anyway); it is set again here `SameSite=Lax`, so no cross-site request carries a preview session.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  if (previewAllowed(params.get('token'))) {
    (await draftMode()).enable();
    const jar = await cookies();
    const value = jar.get(DRAFT_MODE_COOKIE)?.value;
    if (value) {
      jar.set({ name: DRAFT_MODE_COOKIE, value, httpOnly: true, sameSite: 'lax', secure: process.env.NODE_ENV !== 'development', path: '/' });
    }
  }
  return returnRedirect(params.get('path'), 307);
}
