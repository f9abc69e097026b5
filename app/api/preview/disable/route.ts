import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { safeReturnPath } from '@/lib/preview-guard';

/** Leaves preview: a form POST from the preview banner (never a prefetchable link). */
export async function POST(request: Request) {
  (await draftMode()).disable();
  const form = await request.formData().catch(() => null);
  const back = safeReturnPath(typeof form?.get('path') === 'string' ? (form.get('path') as string) : '/');
  return NextResponse.redirect(new URL(back, request.url), 303);
}
