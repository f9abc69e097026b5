// Answers given before Next sees a request: request shapes no page takes, and bytes Node's parser cannot read.
// Both carry the security headers like every other answer.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { answerEarly } from '../lib/server/early-answer.ts';
import { refusedRequest } from '../lib/server/request-shape.ts';

/**
 * Answers a request shape Next must not see (lib/server/request-shape.ts): a target that is not a path
 * (`https://evil.com/x`, `*`: Next would redirect to that host) or that cannot be decoded, a method no page takes
 * (405 with Allow), a router-state header Next cannot parse. True when answered.
 */
export function refuse(req: IncomingMessage, res: ServerResponse): boolean {
  const refused = refusedRequest(req);
  if (!refused) return false;
  answerEarly(req, res, refused.status, refused.message, refused.allow ? { allow: refused.allow } : {});
  return true;
}

const CLIENT_ERROR_STATUS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * The raw answer to bytes Node's parser cannot read as a request (a malformed request line or header, headers too
 * large, a body sent without Content-Length or chunked framing, which then reads as the next request): Node's own
 * answer is a bare 400 without the security headers. Null when the socket is gone or already answering.
 */
export function clientErrorAnswer(
  error: (Error & { code?: string }) | undefined,
  socket: Duplex & { _httpMessage?: { headersSent?: boolean } },
  headers: { key: string; value: string }[],
): string | null {
  if (error?.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) return null;
  const status = CLIENT_ERROR_STATUS[error?.code ?? ''] ?? 400;
  const body = `${http.STATUS_CODES[status]}: the request could not be read.`;
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    ...headers.map(({ key, value }) => `${key}: ${value}`),
    'Content-Type: text/plain; charset=utf-8',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Answers 408 on a connection whose request body came too slowly (./request-bodies.ts) and closes it: the raw
 * answer Node gives to its own request time-out, when nothing has been answered on it yet; otherwise the connection
 * is dropped.
 */
export function answerSlowBody(socket: Duplex & { _httpMessage?: { headersSent?: boolean } }, headers: { key: string; value: string }[]): void {
  const answer = clientErrorAnswer(Object.assign(new Error('body too slow'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket, headers);
  if (!answer) {
    socket.destroy();
    return;
  }
  socket.end(answer);
  setTimeout(() => socket.destroy(), 1_000).unref();
}
