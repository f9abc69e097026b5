import 'server-only';
import { revalidateTag } from 'next/cache';
import { apiError } from '@/lib/api-error';
import { serverEnv } from '@/lib/config/server-config';
import { announcePublish, publishHere } from './publish';
import { checkSecret, parseRevalidation, SECRET_HEADER } from './revalidation-request';


/**
 * On-demand revalidation (POST /api/revalidate, the Elebase publish webhook): `x-revalidate-secret:
 * $REVALIDATE_SECRET` and `{ ids?: string[], types?: string[], contacts?: string[], embeds?: boolean, all?: boolean }`
 * read what changed into the replica, then expire exactly the affected cache tags at once (`revalidateTag(tag,
 * { expire: 0 })`, and in the shared cache before answering), and tell the other instances to do the same.
 */
export async function revalidationResponse(request: Request): Promise<Response> {
  const check = checkSecret(request.headers.get(SECRET_HEADER), serverEnv().REVALIDATE_SECRET || undefined);
  if (check === 'not-configured') return apiError(503, 'not_configured', 'REVALIDATE_SECRET is not set.');
  if (check === 'unauthorized') return apiError(401, 'unauthorized', `A wrong or missing ${SECRET_HEADER}.`);
  let parsed;
  try {
    parsed = parseRevalidation(await request.json());
  } catch (error) {
    return apiError(400, 'bad_request', error instanceof SyntaxError ? 'The body must be JSON.' : (error as Error).message);
  }
  let tags: string[];
  try {
    // The replica takes the change first, then every copy forgets it (this process's memories, the shared cache).
    tags = await publishHere(parsed);
  } catch (error) {
    return apiError(503, 'not_applied', `Publish not applied: ${(error as Error).message}`);
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  let instances;
  try {
    instances = await announcePublish(parsed);
  } catch (error) {
    return apiError(503, 'not_announced', `Other instances not told: ${(error as Error).message}`, {}, { tags });
  }
  console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', source: 'site', event: 'revalidated', tags, ...(instances ? { instances } : {}) }));
  // `instances`: how many other instances heard the publish and how many applied it before this answer.
  return Response.json({ revalidated: true, tags, ...(instances ? { instances } : {}) }, { headers: { 'Cache-Control': 'no-store' } });
}
