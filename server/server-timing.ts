// The Server-Timing header (SERVER_TIMING=on): how long an answer spent reading the replica and in this server before
// its head was written, so a client measuring answers over HTTP (the bench) can tell the replica's share from the
// framework's and the network's.
import type http from 'node:http';
import type { RequestContextStore } from '../lib/server/request-context.ts';

/** `replica;dur=…, server;dur=…` in milliseconds, two decimals. */
function serverTimingValue(replicaMs: number, serverMs: number): string {
  return `replica;dur=${replicaMs.toFixed(2)}, server;dur=${serverMs.toFixed(2)}`;
}

/** Sets Server-Timing on the response as its head is written (an implicit head goes through writeHead too). */
export function withServerTiming(res: http.ServerResponse, store: RequestContextStore, startedAt = performance.now()): http.ServerResponse {
  const writeHead = res.writeHead as (this: http.ServerResponse, ...args: unknown[]) => http.ServerResponse;
  res.writeHead = function timedWriteHead(this: http.ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) this.setHeader('Server-Timing', serverTimingValue(store.replicaMs ?? 0, performance.now() - startedAt));
    return writeHead.apply(this, args);
  } as typeof res.writeHead;
  return res;
}
