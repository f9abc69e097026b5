import 'server-only';
import { revalidateTag } from 'next/cache';
import { apiError } from '@/lib/api-error';
import { serverEnv } from '@/lib/config/server-config';
import { processWide } from '@/lib/server/process-wide';
import { readCapped } from '@/lib/server/read-capped';
import { announcePublish, publishHere } from './publish';
import { checkSecret, MAX_BODY_BYTES, parseRevalidation, SECRET_HEADER } from './revalidation-request';
import { checkSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER, type SeenSignatures } from './revalidation-signature';

const SIGNATURE_MESSAGES = {
  missing: `${TIMESTAMP_HEADER} and ${SIGNATURE_HEADER} are required.`,
  stale: `${TIMESTAMP_HEADER} is not within 5 minutes of now.`,
  wrong: `A wrong ${SIGNATURE_HEADER}.`,
  replayed: 'This signature was already used: sign each call anew.',
} as const;

/**
 * On-demand revalidation (POST /api/revalidate, the Elebase publish webhook): `x-revalidate-secret:
 * $REVALIDATE_SECRET` (and with REVALIDATE_SIGNATURE=on a fresh signature: ./revalidation-signature.ts) and a body of at
 * most MAX_BODY_BYTES, `{ ids?: string[], types?: string[], contacts?: string[], embeds?: boolean, all?: boolean }`,
 * read what changed into the replica, then expire exactly the affected cache tags at once (`revalidateTag(tag,
 * { expire: 0 })`, and in the shared cache before answering), and tell the other instances to do the same.
 */
export async function revalidationResponse(request: Request): Promise<Response> {
  const check = checkSecret(request.headers.get(SECRET_HEADER), serverEnv().REVALIDATE_SECRET || undefined);
  if (check === 'not-configured') return apiError(503, 'not_configured', 'REVALIDATE_SECRET is not set.');
  if (check === 'unauthorized') return apiError(401, 'unauthorized', `A wrong or missing ${SECRET_HEADER}.`);
  const declared = Number(request.headers.get('content-length'));
  const text = Number.isFinite(declared) && declared > MAX_BODY_BYTES ? null : await readCapped(request.body, MAX_BODY_BYTES);
  if (text === null) return apiError(413, 'too_large', `The body must be at most ${MAX_BODY_BYTES / 1024} kB: name fewer ids, or send {"all":true}.`);
  const env = serverEnv();
  if (env.REVALIDATE_SIGNATURE === 'on') {
    const seen = processWide<SeenSignatures>('revalidation-signatures', () => new Map(), 'keep');
    const signed = checkSignature({ timestamp: request.headers.get(TIMESTAMP_HEADER), signature: request.headers.get(SIGNATURE_HEADER), body: text }, env.REVALIDATE_SECRET, seen);
    if (signed !== 'ok') return apiError(401, 'unauthorized', SIGNATURE_MESSAGES[signed]);
  }
  let parsed;
  try {
    parsed = parseRevalidation(JSON.parse(text));
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
