// Free loopback ports for the on-demand tools (bench, reliability) that start their own servers.
import net from 'node:net';

/** True when nothing listens on `port` at `host` (undefined host = all interfaces, as `next start` binds). */
function portFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

const taken = new Set();

/** The first port in [from, to], free on loopback and on all interfaces, not handed out before in this process. */
export async function freePort(from, to) {
  for (let port = from; port <= to; port++) {
    if (taken.has(port)) continue;
    if ((await portFree(port, '127.0.0.1')) && (await portFree(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${from}-${to}`);
}
