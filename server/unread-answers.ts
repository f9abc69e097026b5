// Answers a client does not read. The render gate's turn ends when Next has produced an answer, so an answer may sit
// in memory until its connection takes it: a client that stops reading (or pipelines requests on a connection it
// never reads) must not keep bytes or a socket for long. Bounded twice, then the connection is destroyed:
// - in time, for every answer: no byte leaves for STALL_MS while some wait;
// - in bytes, for a rendered answer: Next waits for the socket to drain before it writes on, which would keep the
//   turn for as long as the client likes, so the write always reports room, up to MAX_UNSENT_BYTES waiting.
import type http from 'node:http';
import type { Socket } from 'node:net';

export const STALL_MS = 10_000;
/** Larger than any page, feed or API answer the site renders (the sitemap is a few hundred kB). */
export const MAX_UNSENT_BYTES = 4 * 1024 * 1024;

type Writer = (...args: unknown[]) => boolean;

/** The connection an answer goes out on: a pipelined answer is given its socket only once the ones before it are sent. */
function socketOf(res: http.ServerResponse) {
  return res.socket ?? res.req?.socket ?? null;
}

/**
 * What still waits to leave on this answer's connection. A large write handed to libuv counts in full in
 * `writableLength` until the kernel has taken all of it; libuv's own queue size is what falls as it does.
 */
function unsent(res: http.ServerResponse): number {
  const socket = socketOf(res) as (Socket & { _handle?: { writeQueueSize?: number } }) | null;
  return res.writableLength + (socket ? socket.writableLength + (socket._handle?.writeQueueSize ?? 0) : 0);
}

/** Destroys the connection when some of this answer waits and no byte has left for `stallMs`. */
export function withUnreadDeadline(res: http.ServerResponse, stallMs = STALL_MS): http.ServerResponse {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting = -1;
  const check = () => {
    timer = undefined;
    const socket = socketOf(res);
    if (!socket || res.writableFinished || res.destroyed) return;
    const now = unsent(res);
    if (now > 0 && now === waiting) {
      socket.destroy();
      return;
    }
    waiting = now;
    timer = setTimeout(check, stallMs);
    timer.unref();
  };
  const watch = () => {
    if (timer || res.writableFinished) return;
    waiting = unsent(res);
    timer = setTimeout(check, stallMs);
    timer.unref();
  };
  const write = res.write as Writer;
  const end = res.end as (...args: unknown[]) => http.ServerResponse;
  res.write = function watchedWrite(this: http.ServerResponse, ...args: unknown[]) {
    const ok = write.apply(this, args);
    if (!ok) watch();
    return ok;
  } as typeof res.write;
  res.end = function watchedEnd(this: http.ServerResponse, ...args: unknown[]) {
    const result = end.apply(this, args);
    if (!res.writableFinished) watch();
    return result;
  } as typeof res.end;
  const stop = () => clearTimeout(timer);
  res.once('finish', stop);
  res.once('close', stop);
  return res;
}

/**
 * Lets Next write a rendered answer out without waiting for the client: every write reports room, and once more than
 * `maxUnsentBytes` wait the connection is destroyed.
 */
export function withUnreadByteCap(res: http.ServerResponse, maxUnsentBytes = MAX_UNSENT_BYTES): http.ServerResponse {
  const write = res.write as Writer;
  res.write = function cappedWrite(this: http.ServerResponse, ...args: unknown[]) {
    write.apply(this, args);
    if (res.writableLength > maxUnsentBytes) {
      socketOf(res)?.destroy();
      return false;
    }
    return true;
  } as typeof res.write;
  return res;
}
