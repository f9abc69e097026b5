import { createExpiringSet } from './expiring-map';

const REPEAT_AFTER_MS = 60 * 60_000;
const MAX_REMEMBERED = 1_000;

/** The keys logged in the last hour, by this copy of the module (each server chunk has one: a few repeats). */
const logged = createExpiringSet({ ttlMs: REPEAT_AFTER_MS, maxSize: MAX_REMEMBERED });

/**
 * Runs `log` at most once an hour per `key`: content that is malformed the same way is read on every render, and
 * one line per render would let any burst of requests flood the logs.
 */
export function logOnce(key: string, log: () => void): void {
  if (logged.has(key)) return;
  logged.add(key);
  log();
}

/** console.error, at most once an hour per distinct message. */
export function errorOnce(message: string): void {
  logOnce(message, () => console.error(message));
}
