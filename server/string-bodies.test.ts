import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { withStringBodiesAsBytes } from './string-bodies.ts';

const PAGE = `<!doctype html><p>Whitefish — café, “lake” days ${'·'.repeat(3000)} ${'x'.repeat(6000)}</p>`;

/** The answer of a server whose handler writes with `send` after the wrapper is applied. */
async function answerOf(send: (res: http.ServerResponse, done: () => void) => void): Promise<{ response: Response; body: string; callbacks: number }> {
  let callbacks = 0;
  const server = http.createServer((_, res) => send(withStringBodiesAsBytes(res), () => callbacks++));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { response, body: await response.text(), callbacks };
  } finally {
    server.close();
  }
}

it('sends a large page written as one string byte for byte, with its length', async () => {
  const { response, body } = await answerOf((res) => res.end(PAGE));
  expect(body).toBe(PAGE);
  expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(PAGE));
});

it('keeps written chunks in order, their callbacks and other encodings', async () => {
  const { body, callbacks } = await answerOf((res, done) => {
    res.write(PAGE, done);
    res.write(PAGE, 'utf8');
    res.write(Buffer.from('buffer;'));
    res.write('short;');
    res.end(Buffer.from(PAGE).toString('base64'), 'base64', done);
  });
  expect(body).toBe(`${PAGE}${PAGE}buffer;short;${PAGE}`);
  expect(callbacks).toBe(2);
});
