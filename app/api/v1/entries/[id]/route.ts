import { feedEntry } from '@/lib/content/feed-entry';
import { preflight } from '@/lib/feed/feed-response';
import { entryThing } from '@/lib/feed/json-ld';
import { EntryPath, NoQuery } from '@/lib/feed/params';
import { feedRoute } from '../../../../_feed/feed-route';
import { routeMethods } from '../../../route-methods';

type Context = { params: Promise<{ id: string }> };

/** GET /api/v1/entries/{id}: one published entry's details; 404 for any other id (docs/product.md#the-open-feed). */
const entry = feedRoute(NoQuery, async (_query, { params }: Context, _request, now) => {
  const path = EntryPath.safeParse(await params);
  if (!path.success) return { ok: false, status: 400, id: 'bad_request', message: `id: ${path.error.issues[0]?.message ?? 'is not an entry id.'}` };
  const detail = await feedEntry(path.data.id, now);
  if (!detail) return { ok: false, status: 404, id: 'not_found', message: 'There is no published entry with this id.' };
  return { ok: true, body: detail, jsonLd: () => entryThing(detail), lastModified: Date.parse(detail.dateModified) || null };
});

export const { GET, HEAD, POST, PUT, PATCH, DELETE } = routeMethods({ GET: entry });
export const OPTIONS = preflight;
