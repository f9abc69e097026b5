/**
 * Answers a client does not read, on real sockets: the connection is closed once nothing has left for the stall
 * time, and a render is never made to wait for the client, only cut off past the byte cap.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { withUnreadByteCap, withUnreadDeadline } from './unread-answers.ts';

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

/** Connections the server has closed on its side (a client that does not read never sees the close). */
let closed: Promise<void>;

async function serve(listener: http.RequestListener): Promise<number> {
  const server = http.createServer(listener);
  servers.push(server);
  closed = new Promise((resolve) => server.once('connection', (socket) => socket.once('close', () => resolve())));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A connection that sends `requests` pipelined and never reads; resolves once the server has closed it. */
async function neverReading(port: number, requests: number): Promise<void> {
  const socket = net.connect(port, '127.0.0.1', () => {
    socket.pause();
    socket.write('GET /stay HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(requests));
  });
  socket.on('error', () => {});
  await closed;
  socket.destroy();
}

it('closes a pipelined connection that never reads once nothing has left for the stall time', async () => {
  const port = await serve((req, res) => {
    withUnreadDeadline(res, 300);
    res.end(Buffer.alloc(256 * 1024, 'x'));
  });
  // 50 MB in all: more than the kernel's buffers take for a client that does not read.
  await neverReading(port, 200);
  const answer = await fetch(`http://127.0.0.1:${port}/`);
  expect(answer.status).toBe(200);
});

it('lets a render write on without waiting for the client, and closes the connection past the byte cap', async () => {
  let writes = 0;
  let refused = false;
  const port = await serve((req, res) => {
    withUnreadDeadline(res, 60_000);
    withUnreadByteCap(res, 4 * 1024 * 1024);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    // Next's way of writing: on while write() says there is room, else wait for 'drain' (which never comes here).
    const next = () => {
      for (;;) {
        if (res.destroyed) return;
        writes++;
        if (!res.write(chunk)) {
          refused = true;
          return;
        }
      }
    };
    next();
  });
  await neverReading(port, 1);
  expect(refused).toBe(true);
  // Everything past the kernel's socket buffers up to the cap, without one wait for the client.
  expect(writes * 64 * 1024).toBeGreaterThanOrEqual(4 * 1024 * 1024);
});

it('keeps a slow reader that is reading', async () => {
  const size = 12 * 1024 * 1024;
  const port = await serve((req, res) => {
    withUnreadDeadline(res, 2_000);
    res.end(Buffer.alloc(size, 'x'));
  });
  const bytes = await new Promise<number>((resolve, reject) => {
    let received = 0;
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    // A chunk every 20 ms: slower than the server writes, never still for the stall time.
    socket.on('data', (chunk) => {
      received += chunk.length;
      socket.pause();
      setTimeout(() => socket.resume(), 20);
    });
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
  expect(bytes).toBeGreaterThan(size);
});
