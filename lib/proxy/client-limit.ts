import { NextResponse } from 'next/server';
import { messages } from '@/lib/config/messages';
import { serverEnv } from '@/lib/config/server-config';
import { entryPageSeen } from '@/lib/content/seen-entry-pages';
import { seenListStates } from '@/lib/content/seen-list-states';
import { clientAddress } from '@/lib/server/client-address';
import { clientLimitSettings, countsTowardsClientLimit, takeClientRequest } from '@/lib/limits/client-limit';
import type { ProxyContext } from './context';

/**
 * One client asking too often for what may not be cached (query-string views, entry pages, search and list APIs)
 * gets 429 with Retry-After — that client only, before anything is rendered or read. A list state or an entry page
 * this process has already sent to the page cache is a cache read like any page and does not count
 * (lib/content/seen-list-states.ts, seen-entry-pages.ts): crawlers are welcome, uncached work is what is limited.
 */
export async function limitClient({ request, list, preview, read }: ProxyContext): Promise<NextResponse | null> {
  const { pathname, searchParams } = request.nextUrl;
  if (!countsTowardsClientLimit(pathname, searchParams)) return null;
  if (list?.action === 'cached' && seenListStates().has(list.path)) return null;
  if (!preview && read && entryPageSeen(pathname, searchParams.get('date'))) return null;
  const env = serverEnv();
  const result = await takeClientRequest(clientAddress(), clientLimitSettings(env.CLIENT_RATE_LIMIT, env));
  if (result.allowed) return null;
  const headers = { 'Retry-After': String(result.retryAfterSeconds), 'Cache-Control': 'no-store' };
  const message = messages.error.rate_limited;
  if (pathname.startsWith('/api/')) return NextResponse.json({ error: { id: 'rate_limited', message } }, { status: 429, headers });
  return new NextResponse(message, { status: 429, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } });
}
