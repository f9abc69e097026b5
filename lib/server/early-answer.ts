import type { IncomingMessage, ServerResponse } from 'node:http';

// A short text answer given before Next sees the request (the production server's refusals and its render gate's).

/** How much of a refused request's body is read and dropped before answering anyway. */
const REFUSED_BODY_BYTES = 64 * 1024;

/**
 * Answers `req` at once with a short text: while a declared body is still arriving, answering makes the socket close
 * with a reset and the client sees no answer, so the body is read to its end and dropped (answering at once past a
 * small size, then the connection closes). Without a declared body, at once: bytes a client sends anyway are the
 * next request to the parser.
 */
export function answerEarly(req: IncomingMessage, res: ServerResponse, status: number, message: string, extraHeaders: Record<string, string> = {}): void {
  const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extraHeaders };
  let answered = false;
  const answer = () => {
    if (answered) return;
    answered = true;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : message);
  };
  const declaresBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (!declaresBody) return answer();
  let bytes = 0;
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes <= REFUSED_BODY_BYTES || answered) return;
    headers.connection = 'close';
    answer();
  });
  req.once('end', answer);
  req.once('error', answer);
  if (req.complete) answer();
}

