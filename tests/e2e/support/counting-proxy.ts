import http from 'node:http';

export interface ProxiedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

export interface CountingProxy {
  /** Every request forwarded so far, in order. */
  readonly seen: ProxiedRequest[];
  close(): Promise<void>;
}

/** A plain HTTP proxy on `port` in front of 127.0.0.1:`target` that keeps a record of what passed it. */
export function startCountingProxy({ port, target }: { port: number | string; target: number | string }): Promise<CountingProxy> {
  const seen: ProxiedRequest[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    const upstream = http.request({ host: '127.0.0.1', port: Number(target), method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), '127.0.0.1', () =>
      resolve({ seen, close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}
