import 'server-only';
import { createClient, type ContentClient } from '@/content-client';
import { contentSettings } from '@/lib/config/server-config';
import { readSettings } from '@/lib/config/settings';
import { contentBreaker, guardClient } from '../limits/availability';
import { takeFormRequest, takeOrWaitForContentRequest, takeOrWaitForSyncRequest } from '../limits/content-budget';

/**
 * The content host, reached only by what must reach it: the replica's sync, preview (drafts are never copied), form
 * posts and `next build`. Development keys apply only in development against the embedded service
 * (lib/config/env-schema.mjs), so anywhere else missing keys fail loudly instead of signing with published ones.
 */
function configuredClient(): ContentClient {
  const { host, project, token, key, timeoutMs } = contentSettings();
  return createClient({
    host,
    project,
    ...(token ? { token } : key ? { key } : {}),
    phases: readSettings().publicPhases,
    timeout: timeoutMs,
  });
}

let requests: ContentClient | undefined;
let sync: ContentClient | undefined;
let forms: ContentClient | undefined;

/**
 * For requests (preview reads, forms, the build): within the site-wide budget of content requests
 * (lib/limits/content-budget.ts), failing fast for a few seconds after repeated unavailability (or a 429), logging
 * failures without keys, and marking the response so an uncached page answers 503 (lib/limits/availability.ts).
 */
export function upstreamClient(): ContentClient {
  requests ??= guardClient(configuredClient(), contentBreaker, takeOrWaitForContentRequest);
  return requests;
}

/** For the replica's sync: the same breaker, and at most the sync's share of the budget (it waits for it). */
export function upstreamSyncClient(): ContentClient {
  sync ??= guardClient(configuredClient(), contentBreaker, takeOrWaitForSyncRequest);
  return sync;
}

/**
 * For form posts: the same breaker, and the form's share of the budget without waiting for it — a visitor is told
 * to try again (ContentBusyError) rather than kept waiting.
 */
export function upstreamFormClient(): ContentClient {
  forms ??= guardClient(configuredClient(), contentBreaker, takeFormRequest);
  return forms;
}
