/**
 * Entry ids the content service recently said it does not have (in normal mode): asked again within the TTL,
 * they answer "missing" without a content request. A miss is never stored in Next's data cache (any URL can
 * name any id, and each stored miss would be a file), so this in-memory set is the only negative cache: bounded
 * in size and short-lived, so a newly published entry shows within seconds even without the webhook.
 *
 * Process-wide on globalThis: proxy.ts and the route chunks Next bundles separately must see one set.
 */
import { createExpiringSet, type ExpiringSet } from '@/lib/expiring-map';
import { processWide } from '@/lib/server/process-wide';

export const MISSING_ENTRY_TTL_MS = 30_000;
export const MISSING_ENTRY_MAX = 5_000;

export function missingEntries(): ExpiringSet {
  return processWide('missing-entries', () => createExpiringSet({ ttlMs: MISSING_ENTRY_TTL_MS, maxSize: MISSING_ENTRY_MAX }), 'clear');
}
