import 'server-only';
import { createClient, type ContentClient } from '@/content-client';
import { DEV_PRIVATE_KEY, DEV_PROJECT, DEV_PUBLIC_KEY, devHost } from '@/content-client/dev-defaults';
import { readSettings } from '@/lib/config/settings';
import { guardClient } from './availability';

/**
 * The one Elebase client of the site, built from the environment. Development defaults (the embedded
 * content service and its dev keys) apply only while ELEBASE_HOST is unset or points at loopback, so a
 * production host without keys fails loudly instead of signing with dev keys.
 */
function clientFromEnv(env: Record<string, string | undefined> = process.env): ContentClient {
  const host = env.ELEBASE_HOST || devHost();
  const embedded = /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(host);
  const token = env.ELEBASE_TOKEN || undefined;
  const publicKey = env.ELEBASE_PUBLIC_KEY || (embedded ? DEV_PUBLIC_KEY : undefined);
  const privateKey = env.ELEBASE_PRIVATE_KEY || (embedded ? DEV_PRIVATE_KEY : undefined);
  return createClient({
    host,
    project: env.ELEBASE_PROJECT || (embedded ? DEV_PROJECT : ''),
    ...(token ? { token } : publicKey && privateKey ? { key: { public: publicKey, private: privateKey } } : {}),
    phases: readSettings(env).publicPhases,
    timeout: env.ELEBASE_TIMEOUT ? Number(env.ELEBASE_TIMEOUT) : undefined,
  });
}

let client: ContentClient | undefined;

export function contentClient(): ContentClient {
  // Guarded: fail fast for a few seconds after repeated unavailability (or a 429), log failures without keys,
  // and mark the response so an uncached page answers 503 (lib/content/availability.ts).
  client ??= guardClient(clientFromEnv());
  return client;
}
