/**
 * Request bodies on real sockets: a body that trickles is answered 408 within seconds and never reaches the handler;
 * a body sent whole reaches it, read by the handler as usual.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { answerSlowBody } from './refusals.ts';
import { whenBodyArrives } from './request-bodies.ts';

let server: http.Server;
let port: number;
const handled: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    whenBodyArrives(
      req,
      () => {
        let body = '';
        req.setEncoding('utf8');
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          handled.push(body);
          res.end(`got ${body.length}`);
        });
      },
      () => answerSlowBody(req.socket, [{ key: 'X-Content-Type-Options', value: 'nosniff' }]),
      { idleMs: 1_000, deadlineMs: 2_000 },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Posts a 15 kB form a byte every 200 ms; resolves with what the server answered before it closed. */
function trickle(): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('POST /api/forms/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 15000\r\n\r\n');
      const timer = setInterval(() => (socket.writable ? socket.write('x') : clearInterval(timer)), 200);
      socket.on('close', () => clearInterval(timer));
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer));
  });
}

it('answers a trickling body 408 within its deadline, and the handler never sees it', async () => {
  const answer = await trickle();
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(answer).toMatch(/x-content-type-options: nosniff/i);
  expect(handled).toEqual([]);
});

it('hands a body sent whole to the handler', async () => {
  const answer = await fetch(`http://127.0.0.1:${port}/api/forms/contact`, { method: 'POST', body: 'y'.repeat(15_000) });
  expect(await answer.text()).toBe('got 15000');
  expect(handled).toEqual(['y'.repeat(15_000)]);
});

it('hands a body larger than the request buffer to the handler as it arrives', async () => {
  const size = 1024 * 1024;
  const answer = await fetch(`http://127.0.0.1:${port}/api/revalidate`, { method: 'POST', body: 'z'.repeat(size) });
  expect(await answer.text()).toBe(`got ${size}`);
});

it('hands a body sent in pieces after its headers to the handler whole', async () => {
  const answer = await new Promise<string>((resolve) => {
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write('POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\nConnection: close\r\n\r\n');
      setImmediate(() => socket.write('{"a":'));
      setTimeout(() => socket.write('"bc"}'), 50);
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('close', () => resolve(text));
  });
  expect(answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*got 10$/);
  expect(handled).toContain('{"a":"bc"}');
});
