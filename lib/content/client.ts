import 'server-only';
import { createClient, type ContentClient } from '@/content-client';
import { contentSettings } from '@/lib/config/server-config';
import { readSettings } from '@/lib/config/settings';
import { contentBreaker, guardClient } from './availability';
import { takeOrWaitForContentRequest } from './content-budget';

/**
 * The one Elebase client of the site, built from the validated configuration. Development keys apply only in
 * development against the embedded service (lib/config/env-schema.mjs), so anywhere else missing keys fail
 * loudly instead of signing with published ones.
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

let client: ContentClient | undefined;

export function contentClient(): ContentClient {
  // Guarded: within the site-wide budget of content requests (lib/content/content-budget.ts), failing fast for a few
  // seconds after repeated unavailability (or a 429), logging failures without keys, and marking the response so
  // an uncached page answers 503 (lib/content/availability.ts).
  client ??= guardClient(configuredClient(), contentBreaker, takeOrWaitForContentRequest);
  return client;
}
