import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../store/db';

const MAX_LOGGED_PATH = 200;

/**
 * Operations for the content service, mounted by one line at the top of the request handler:
 * - every request is logged as one JSON line when its answer is finished: method, path (no query: it may hold
 *   search terms), status, ms. Never headers (keys, tokens), bodies or client addresses.
 * - `GET /health` (no auth, not rate-limited): 200 `{status:'ok'}` after a database check, else 503.
 * Returns true when it answered the request itself.
 */
export function operations(req: IncomingMessage, res: ServerResponse, db: Db, log: (line: string) => void = defaultLog): boolean {
  const started = process.hrtime.bigint();
  const path = (req.url ?? '/').split('?')[0];
  res.once('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // Paths come from anyone, before authentication: a 16 kB path per request must not become 16 kB of log.
    const logged = path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
    log(JSON.stringify({ time: new Date().toISOString(), level: res.statusCode >= 500 ? 'error' : 'info', source: 'content-service', method: req.method, path: logged, status: res.statusCode, ms: Math.round(ms * 10) / 10 }));
  });
  if (path.replace(/\/+$/, '') !== '/health') return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    answer(res, req, 405, { error: { id: 'method_not_allowed', data: null } }, { Allow: 'GET, HEAD' });
    return true;
  }
  let ok = false;
  try {
    ok = (db.prepare('SELECT 1 AS ok').get() as { ok?: number } | undefined)?.ok === 1;
  } catch {
    ok = false;
  }
  answer(res, req, ok ? 200 : 503, ok ? { status: 'ok' } : { status: 'error', db: 'unavailable' });
  return true;
}

function answer(res: ServerResponse, req: IncomingMessage, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function defaultLog(line: string): void {
  // CONTENT_LOG=off silences the request log; under jest it is off unless CONTENT_LOG=on.
  const setting = process.env.CONTENT_LOG?.trim(); // trimmed like every configuration value
  if (setting === 'off' || (process.env.JEST_WORKER_ID && setting !== 'on')) return;
  process.stdout.write(`${line}\n`);
}
