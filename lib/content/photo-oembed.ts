import 'server-only';
import { readSettings } from '@/lib/config/settings';

const PHOTO_TIMEOUT_MS = 4000;

/**
 * A photo-sharing post's oEmbed answer from the configured endpoint (PHOTO_OEMBED_URL), null when none is
 * configured; throws on failure. Asked by the replica's sync only, never while a visitor waits.
 */
export async function fetchPhotoOEmbed(url: string): Promise<Record<string, unknown> | null> {
  const { endpoint, params } = readSettings().photoEmbed;
  if (!endpoint) return null;
  const u = new URL(endpoint);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  u.searchParams.set('url', url);
  const res = await fetch(u, { signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS), cache: 'no-store' });
  if (!res.ok) throw new Error(`Request failed with status code ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}
