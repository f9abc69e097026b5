import { feedContext } from '@/lib/content/feed-context';
import type { Page } from '@/lib/feed/cursor';
import { newest } from '@/lib/feed/feed-response';
import { dataFeed } from '@/lib/feed/json-ld';
import type { Parsed } from '@/lib/feed/query-params';
import type { Loaded } from './feed-route';

/** A page of records as an answer: with the licence beside the items, or the 400 of a bad range or cursor. */
export function pageLoaded(result: Parsed<Page<{ id: string; dateModified?: string }>>, request: Request, now: Date): Loaded {
  if (!result.ok) return { ok: false, status: 400, id: 'bad_request', message: result.message };
  const { license, attribution } = feedContext(now);
  const body = { ...result.value, license, attribution };
  return { ok: true, body, jsonLd: () => dataFeed(body, request.url), lastModified: newest(result.value.items.map((item) => item.dateModified)) };
}
