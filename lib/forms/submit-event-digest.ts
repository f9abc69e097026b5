/**
 * The editors' digest: a submission stored or kept starts a short wait, and what arrived meanwhile goes out in one
 * mail; then at most one mail per interval, however many arrive (a burst is one digest, not one mail each).
 * Bounded: titles past MAX_HELD are counted, not kept. Per instance: each instance tells of what it took.
 */
import 'server-only';
import { DIGEST_TITLES, digestMail } from './submit-event-mails';
import type { Mail } from './submit-mail';

/** How long the first new submission waits for others to join it. */
export const DIGEST_DELAY_MS = 60_000;
/** The least time between two digests. */
export const DIGEST_INTERVAL_MS = 15 * 60_000;
const MAX_HELD = DIGEST_TITLES;

export interface Digest {
  /** A new submission waits for the editors. */
  add(title: string): void;
}

export function createDigest(deps: { origin: string; to: readonly string[]; send: (mail: Mail) => Promise<unknown>; now?: () => number }): Digest {
  const now = deps.now ?? Date.now;
  let held: string[] = [];
  let count = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastSent = -Infinity;

  function flush() {
    timer = null;
    if (count === 0) return;
    const mail = digestMail(deps.origin, deps.to, held, count);
    held = [];
    count = 0;
    lastSent = now();
    void deps.send(mail);
  }

  return {
    add(title) {
      if (deps.to.length === 0) return;
      count += 1;
      if (held.length < MAX_HELD) held.push(title);
      if (timer) return;
      const wait = Math.max(DIGEST_DELAY_MS, lastSent + DIGEST_INTERVAL_MS - now());
      timer = setTimeout(flush, wait);
      timer.unref?.();
    },
  };
}
