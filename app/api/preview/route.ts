import { draftMode } from 'next/headers';
import { previewAllowed, returnRedirect } from '@/lib/preview-guard';

/** Enables draft mode (checked again here: this handler is reachable directly) and returns to the page. */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  if (previewAllowed(params.get('token'))) (await draftMode()).enable();
  return returnRedirect(params.get('path'), 307);
}
