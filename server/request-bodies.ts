// Request bodies arrive before their request takes a render turn. A form post whose body trickles in (a byte a
// second, Node's own limit being minutes) would otherwise hold a turn, and four of them every turn. So a request
// with a body waits, outside the gate, until the body is in (or fills the request's buffer: what is left follows
// as Next reads), and a body that stops for BODY_IDLE_MS or is not all in after BODY_DEADLINE_MS is answered 408
// and its connection closed. Nothing here reads the body: Next does.
import type { IncomingMessage } from 'node:http';

/** Longest pause between a body's bytes. */
export const BODY_IDLE_MS = 3_000;
/** Longest a body may take in all: the site's largest (a form, the webhook) is 64 kB, a second on a slow phone. */
export const BODY_DEADLINE_MS = 10_000;
const POLL_MS = 20;

function declaresBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** True once the body is in, or waits in the request's buffer in full (the socket is paused until Next reads). */
function bodyHeld(req: IncomingMessage): boolean {
  return req.complete || req.readableLength >= req.readableHighWaterMark;
}

/**
 * Calls `ready` once `req`'s body is held (at once without one), and `tooSlow` (at most once, instead of or after
 * `ready`) when the body stalls or runs past its deadline.
 */
export function whenBodyArrives(
  req: IncomingMessage,
  ready: () => void,
  tooSlow: () => void,
  { idleMs = BODY_IDLE_MS, deadlineMs = BODY_DEADLINE_MS }: { idleMs?: number; deadlineMs?: number } = {},
): void {
  if (!declaresBody(req) || req.complete) return ready();
  const started = Date.now();
  let lastRead = req.socket.bytesRead;
  let lastProgress = started;
  let isReady = false;
  const timer = setInterval(() => {
    if (req.destroyed || req.complete) {
      clearInterval(timer);
      if (req.complete && !isReady) ready();
      return;
    }
    const now = Date.now();
    if (req.socket.bytesRead !== lastRead) {
      lastRead = req.socket.bytesRead;
      lastProgress = now;
    }
    if (!isReady && bodyHeld(req)) {
      isReady = true;
      ready();
    }
    // A full buffer Next has not read yet is not the client's slowness: the socket is paused on this side.
    const waitingOnClient = req.readableLength < req.readableHighWaterMark;
    if (waitingOnClient && (now - lastProgress > idleMs || now - started > deadlineMs)) {
      clearInterval(timer);
      tooSlow();
    }
  }, POLL_MS);
  timer.unref();
}
