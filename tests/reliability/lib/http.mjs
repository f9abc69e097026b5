// Raw HTTP requests with a hard per-request deadline. Paths are sent byte for byte (no URL normalisation), so
// traversal and malformed-encoding probes reach the server as written.
import http from 'node:http';

export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Every text body seen by the suite goes through these observers (the secrets scan uses them). */
const observers = [];
export function observeBodies(fn) {
  observers.push(fn);
}

/**
 * request('http://127.0.0.1:3400', '/path?x', { method, headers, body, timeout })
 * → { status, headers, body, ms, error, timedOut }
 */
export function request(origin, path, { method = 'GET', headers = {}, body, timeout = 10_000, maxBytes = 8 << 20, useAgent = agent } = {}) {
  const { hostname, port } = new URL(origin);
  const started = performance.now();
  // A body always goes with its length, as browsers send it: Node frames it (chunked) only for methods that usually
  // carry one, so a DELETE's body would otherwise follow unframed and read as the next request on the connection.
  const named = (name) => Object.keys(headers).some((key) => key.toLowerCase() === name);
  if (body !== undefined && !named('content-length') && !named('transfer-encoding')) headers = { ...headers, 'content-length': Buffer.byteLength(body) };
  return new Promise((resolve) => {
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const out = { status: 0, headers: {}, body: '', error: null, timedOut: false, ...result, ms: Math.round(performance.now() - started) };
      if (out.body) for (const fn of observers) fn(out, `${method} ${path}`);
      resolve(out);
    };
    let req;
    try {
      req = http.request({ hostname, port, path, method, headers, agent: useAgent, insecureHTTPParser: false });
    } catch (error) {
      done({ error: `client refused to send: ${error.code ?? error.message}` });
      return;
    }
    const timer = setTimeout(() => {
      done({ timedOut: true, error: `no complete answer within ${timeout} ms` });
      req.destroy();
    }, timeout);
    req.on('response', (res) => {
      const chunks = [];
      let size = 0;
      res.on('data', (chunk) => {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      });
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) => done({ status: res.statusCode, headers: res.headers, error: error.message }));
    });
    req.on('error', (error) => done({ error: error.code ?? error.message }));
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

/** Runs `tasks` (functions returning promises) with at most `limit` in flight; results in order. */
export async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function isHtml(response) {
  return String(response.headers['content-type'] ?? '').includes('html');
}
