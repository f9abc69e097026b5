// The production server's listening sockets. libuv accepts one connection per listening socket per turn of the
// event loop. While renders keep each turn at tens of milliseconds, a burst of new connections from the reverse
// proxy (a swarm's first second, a deploy) waits in the kernel's accept queue one turn each: seconds for any
// request that happens to need a new connection, a visitor's included. On Linux the server listens on several
// sockets bound to one port (SO_REUSEPORT): the kernel spreads new connections over them, and each turn accepts one
// from each.
import http from 'node:http';
import net from 'node:net';

/** Sockets on Linux: each turn of a busy loop accepts this many connections instead of one. */
const LINUX_ACCEPT_SOCKETS = 8;

export function acceptSockets(platform: NodeJS.Platform = process.platform): number {
  return platform === 'linux' ? LINUX_ACCEPT_SOCKETS : 1;
}

function listenOn(server: net.Server, options: net.ListenOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Binds `servers` to `port` (0: one the system picks) and resolves with the port. The port must be free, as for a
 * single socket: sockets sharing a port would otherwise let a second copy of the site join this one's port without
 * a word, and take half its connections.
 */
export async function listenAll(servers: http.Server[], port: number, host: string | undefined): Promise<number> {
  const shared = servers.length > 1;
  if (shared && port !== 0) {
    const probe = net.createServer();
    await listenOn(probe, { port, host, exclusive: true });
    await new Promise((resolve) => probe.close(resolve));
  }
  await listenOn(servers[0], { port, host, reusePort: shared });
  const bound = (servers[0].address() as net.AddressInfo).port;
  for (const server of servers.slice(1)) await listenOn(server, { port: bound, host, reusePort: true });
  return bound;
}
