// A short text answer given before Next sees the request (the production server's refusals and its render gate's).
// Plain ESM: scripts/serve.mjs runs it without a build.

/** How much of a refused request's body is read and dropped before answering anyway. */
const REFUSED_BODY_BYTES = 64 * 1024;

/**
 * Answers `req` at once with a short text: while a declared body is still arriving, answering makes the socket close
 * with a reset and the client sees no answer, so the body is read to its end and dropped (answering at once past a
 * small size, then the connection closes). Without a declared body, at once: bytes a client sends anyway are the
 * next request to the parser.
 */
export function answerEarly(req, res, status, message, extraHeaders = {}) {
  const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extraHeaders };
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
  req.on('data', (chunk) => {
    bytes += chunk.length;
    if (bytes <= REFUSED_BODY_BYTES || answered) return;
    headers.connection = 'close';
    answer();
  });
  req.once('end', answer);
  req.once('error', answer);
  if (req.complete) answer();
}

