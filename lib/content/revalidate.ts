import 'server-only';
import { revalidateTag } from 'next/cache';
import { serverEnv } from '@/lib/config/server-config';
import { forgetOnPublish } from '@/lib/server/process-wide';
import { contentClient } from './client';
import { checkSecret, parseRevalidation, SECRET_HEADER, tagsFor } from './revalidation-request';
import { expireInSharedCache } from './shared-cache';

const NO_STORE = { 'Cache-Control': 'no-store' };

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** The current types of each entry (drafts included: a phase change moves it in or out of lists), null when unknown. */
async function currentTypes(ids: string[]): Promise<Map<string, string[] | null>> {
  const out = new Map<string, string[] | null>();
  await Promise.all(
    ids.map(async (id) => {
      try {
        const entry = await contentClient().entry(id, { preview: true });
        out.set(id, entry ? entry.types.map((type) => type.id) : null);
      } catch {
        out.set(id, null);
      }
    }),
  );
  return out;
}


/**
 * On-demand revalidation (POST /api/revalidate, the Elebase publish webhook): `x-revalidate-secret:
 * $REVALIDATE_SECRET` and `{ ids?: string[], types?: string[], contacts?: string[], embeds?: boolean, all?: boolean }`
 * expire exactly the affected cache tags at once (`revalidateTag(tag, { expire: 0 })`, and in the shared cache
 * before answering, so every instance's next request renders them fresh).
 */
export async function revalidationResponse(request: Request): Promise<Response> {
  const check = checkSecret(request.headers.get(SECRET_HEADER), serverEnv().REVALIDATE_SECRET || undefined);
  if (check === 'not-configured') return answer(503, { error: 'not configured' });
  if (check === 'unauthorized') return answer(401, { error: 'unauthorized' });
  let parsed;
  try {
    parsed = parseRevalidation(await request.json());
  } catch (error) {
    return answer(400, { error: error instanceof SyntaxError ? 'body must be JSON' : (error as Error).message });
  }
  const tags = tagsFor(parsed, parsed.all ? undefined : await currentTypes(parsed.ids));
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // What this process remembers of content goes too (every process-wide memory says what a publish does to it), so
  // a publish, a deletion or a new title shows on this instance's next request without a detour through the old page.
  forgetOnPublish(parsed);
  try {
    await expireInSharedCache(tags);
  } catch (error) {
    return answer(503, { error: `shared cache unavailable: ${(error as Error).message}`, tags });
  }
  console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', source: 'site', event: 'revalidated', tags }));
  return answer(200, { revalidated: true, tags });
}
