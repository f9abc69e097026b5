import { createExpiringSet } from './expiring-map';
import { processWide } from './process-wide';

const REPEAT_AFTER_MS = 60 * 60_000;
const MAX_REMEMBERED = 1_000;

/**
 * console.error, at most once an hour per distinct message: content that is malformed the same way is read on
 * every render, and one line per render would let any burst of requests flood the logs.
 */
export function errorOnce(message: string): void {
  const logged = processWide('logged-once', () => createExpiringSet({ ttlMs: REPEAT_AFTER_MS, maxSize: MAX_REMEMBERED }), 'keep');
  if (logged.has(message)) return;
  logged.add(message);
  console.error(message);
}
