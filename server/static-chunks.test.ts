import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { staticChunks } from './static-chunks.ts';

const CSS = 'body{margin:0}'.repeat(50);
let dir: string;
let server: http.Server;
let origin: string;

/** A build with one stylesheet and one image, served by the handler with "next" answering what it leaves. */
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-chunks-'));
  fs.mkdirSync(path.join(dir, '.next/static/chunks'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.next/static/chunks/a1.css'), CSS);
  fs.writeFileSync(path.join(dir, '.next/static/chunks/logo.png'), 'png');
  const answer = staticChunks(dir);
  server = http.createServer((req, res) => {
    if (!answer(req, res)) res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The raw answer (fetch would undo the compression). */
function get(urlPath: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(origin + urlPath, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

it('answers a built stylesheet compressed for a browser that takes gzip, as it is for one that does not', async () => {
  const zipped = await get('/_next/static/chunks/a1.css?dpl=x', { 'accept-encoding': 'gzip, br' });
  expect(zipped.status).toBe(200);
  expect(zipped.headers['content-type']).toBe('text/css; charset=UTF-8');
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(zlib.gunzipSync(zipped.body).toString()).toBe(CSS);
  const plain = await get('/_next/static/chunks/a1.css');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(CSS);
  const refused = await get('/_next/static/chunks/a1.css', { 'accept-encoding': 'br, gzip;q=0' });
  expect(refused.headers['content-encoding']).toBeUndefined();
  expect(refused.body.toString()).toBe(CSS);
  const head = await get('/_next/static/chunks/a1.css', {}, 'HEAD');
  expect(head.body.length).toBe(0);
});

it('leaves to Next what is not a built stylesheet or script, ranges and other methods', async () => {
  for (const [urlPath, headers, method] of [
    ['/_next/static/chunks/logo.png', {}, 'GET'],
    ['/_next/static/chunks/missing.css', {}, 'GET'],
    ['/_next/static/chunks/../../../package.json', {}, 'GET'],
    ['/_next/static/chunks/a1.css', { range: 'bytes=0-3' }, 'GET'],
    ['/_next/static/chunks/a1.css', {}, 'POST'],
  ] as const) {
    expect((await get(urlPath, headers, method)).body.toString()).toBe('next');
  }
});
