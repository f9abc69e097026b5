import 'server-only';
import { revalidateTag } from 'next/cache';
import { serverEnv } from '@/lib/config/server-config';
import { announcePublish, publishHere } from './publish';
import { checkSecret, parseRevalidation, SECRET_HEADER } from './revalidation-request';

const NO_STORE = { 'Cache-Control': 'no-store' };

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/**
 * On-demand revalidation (POST /api/revalidate, the Elebase publish webhook): `x-revalidate-secret:
 * $REVALIDATE_SECRET` and `{ ids?: string[], types?: string[], contacts?: string[], embeds?: boolean, all?: boolean }`
 * read what changed into the replica, then expire exactly the affected cache tags at once (`revalidateTag(tag,
 * { expire: 0 })`, and in the shared cache before answering), and tell the other instances to do the same.
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
  let tags: string[];
  try {
    // The replica takes the change first, then every copy forgets it (this process's memories, the shared cache).
    tags = await publishHere(parsed);
  } catch (error) {
    return answer(503, { error: `publish not applied: ${(error as Error).message}` });
  }
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  let instances;
  try {
    instances = await announcePublish(parsed);
  } catch (error) {
    return answer(503, { error: `other instances not told: ${(error as Error).message}`, tags });
  }
  console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', source: 'site', event: 'revalidated', tags, ...(instances ? { instances } : {}) }));
  // `instances`: how many other instances heard the publish and how many applied it before this answer.
  return answer(200, { revalidated: true, tags, ...(instances ? { instances } : {}) });
}
