// A tiny HTTP proxy in front of the content service: pass through, delay every request, or fail like a
// stopped service. Counts requests and upstream statuses (for the back-off check), and keeps each request's
// method and URL (query included: the content service's own log drops it) so the cases can say who asked.
import http from 'node:http';

export function createProxy({ port, upstreamPort }) {
  const state = { mode: 'pass', delayMs: 0, upstreamPort, requests: 0, statuses: {}, log: [] };
  const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    state.requests++;
    state.log.push({ at: Date.now(), method: req.method, url: req.url });
    const forward = () => {
      if (state.mode === 'down') {
        req.socket.destroy();
        return;
      }
      const up = http.request(
        { hostname: '127.0.0.1', port: state.upstreamPort, path: req.url, method: req.method, headers: req.headers, agent: upstreamAgent },
        (upRes) => {
          state.statuses[upRes.statusCode] = (state.statuses[upRes.statusCode] ?? 0) + 1;
          res.writeHead(upRes.statusCode, upRes.rawHeaders);
          upRes.pipe(res);
          upRes.on('error', () => res.destroy());
        },
      );
      // Upstream refused or died (killed service): the client sees the connection drop, as with a dead host.
      up.on('error', () => req.socket.destroy());
      req.pipe(up);
    };
    if (state.mode === 'delay' && state.delayMs > 0) setTimeout(forward, state.delayMs);
    else forward();
  });
  server.keepAliveTimeout = 4000;
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        state,
        url: `http://127.0.0.1:${port}`,
        set(mode, delayMs = 0) {
          state.mode = mode;
          state.delayMs = delayMs;
        },
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
            upstreamAgent.destroy();
          }),
      }),
    );
  });
}
