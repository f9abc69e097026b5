// Large string bodies go to the socket as bytes. Node's http prepends the response head to the first body chunk when
// both are strings (`head + body`), and a string made that way is written out as UTF-8 through V8's slow path for
// concatenated strings: a 92 kB cached page cost 1.5–1.9 ms of CPU per response, against 0.1–0.3 ms for the same
// bytes as a Buffer. Next writes cached pages as strings, so the server hands them over as Buffers.
import type http from 'node:http';

/** Strings shorter than this are written as they are (their concatenation with the head costs little). */
const LARGE_STRING = 4096;

/** A large string chunk (UTF-8, as Next writes them) as a Buffer, with the arguments that named its encoding dropped. */
function asBytes(args: unknown[]): unknown[] {
  const [chunk, encoding, ...rest] = args as [unknown, unknown, ...unknown[]];
  if (typeof chunk !== 'string' || chunk.length < LARGE_STRING) return args;
  if (typeof encoding === 'function') return [Buffer.from(chunk, 'utf8'), encoding, ...rest];
  if (encoding !== undefined && encoding !== 'utf8' && encoding !== 'utf-8') return args;
  return [Buffer.from(chunk, 'utf8'), ...rest];
}

export function withStringBodiesAsBytes(res: http.ServerResponse): http.ServerResponse {
  const write = res.write as (...args: unknown[]) => boolean;
  const end = res.end as (...args: unknown[]) => http.ServerResponse;
  res.write = function bytesWrite(this: http.ServerResponse, ...args: unknown[]) {
    return write.apply(this, asBytes(args));
  } as typeof res.write;
  res.end = function bytesEnd(this: http.ServerResponse, ...args: unknown[]) {
    return end.apply(this, asBytes(args));
  } as typeof res.end;
  return res;
}
