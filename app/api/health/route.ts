import { NextResponse } from 'next/server';
import { contentBreaker } from '@/lib/content/availability';
import { contentClient } from '@/lib/content/client';
import { routeMethods } from '../route-methods';

export const dynamic = 'force-dynamic';

const PROBE_TIMEOUT_MS = 2_000;
const PROBE_MEMO_MS = 1_000;
let last: { at: number; content: 'ok' | 'unavailable' } | null = null;

/** One cheap content read with a short time-out (memoised for 2 s so a monitor cannot hammer the service). */
async function probeContent(): Promise<'ok' | 'unavailable'> {
  if (last && Date.now() - last.at < PROBE_MEMO_MS) return last.content;
  let content: 'ok' | 'unavailable' = 'unavailable';
  if (contentBreaker().openFor() === 0) {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS).unref());
    content = await Promise.race([contentClient().entries({ limit: 1 }), timeout]).then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    );
  }
  last = { at: Date.now(), content };
  return content;
}

/**
 * GET /api/health for the reverse proxy and monitors: 200 while the site runs, with whether the content service
 * answers (`content: 'ok' | 'unavailable'`: cached pages keep serving during an outage). Never cached.
 */
async function health(): Promise<Response> {
  return NextResponse.json({ status: 'ok', content: await probeContent() }, { headers: { 'Cache-Control': 'no-store' } });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = routeMethods({ GET: health });
