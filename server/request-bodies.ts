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
/** How often a body still coming is checked for a stall: a tenth of the shortest stall that is refused. */
const STALL_CHECK_MS = 250;

function declaresBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** True once the body is in, or waits in the request's buffer in full (the socket is paused until Next reads). */
function bodyHeld(req: IncomingMessage): boolean {
  return req.complete || req.readableLength >= req.readableHighWaterMark;
}

/**
 * Calls `ready` once `req`'s body is held (at once without one), and `tooSlow` (at most once, instead of or after
 * `ready`) when the body stalls or runs past its deadline. Readiness follows the request's own 'readable' events, so
 * a body that came with its headers (every small JSON post) is handed on the moment it is parsed; the timer only
 * watches for stalls, which are measured in seconds.
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
  const handOn = () => {
    if (isReady || !bodyHeld(req)) return;
    isReady = true;
    // Removed before Next reads: its 'data' listener then makes the request flow as if this one had never been.
    req.off('readable', handOn);
    ready();
  };
  const stop = () => {
    clearInterval(timer);
    req.off('readable', handOn);
  };
  // A 'readable' listener reads nothing by itself: the bytes stay buffered for Next, up to the high-water mark.
  req.on('readable', handOn);
  req.once('close', stop);
  const timer = setInterval(() => {
    if (req.destroyed || req.complete) {
      stop();
      handOn();
      return;
    }
    const now = Date.now();
    if (req.socket.bytesRead !== lastRead) {
      lastRead = req.socket.bytesRead;
      lastProgress = now;
    }
    handOn();
    // A full buffer Next has not read yet is not the client's slowness: the socket is paused on this side.
    const waitingOnClient = req.readableLength < req.readableHighWaterMark;
    if (waitingOnClient && (now - lastProgress > idleMs || now - started > deadlineMs)) {
      stop();
      tooSlow();
    }
  }, STALL_CHECK_MS);
  timer.unref();
}
