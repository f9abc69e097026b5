/**
 * Request shapes no page takes, against the production server Playwright starts (server/main.ts): methods other
 * than GET and HEAD, router headers Next cannot parse, undecodable paths. Each answers a short 4xx of its own
 * before anything renders — never a 500 — and every answer carries the security headers.
 */
import { expect, test } from '@playwright/test';
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param';
import { e2ePorts } from '../../shared/ports.mjs';
import { sendFrom } from '../fixtures/loopback-client.mjs';

const SITE = `http://127.0.0.1:${e2ePorts(process.env).site}`;
const PAGES = ['/', '/events', '/stay?category=lodging', '/map', '/entries/stillwater-guest-ranch/6ce4dea1-9c7a-5fc9-a118-8ba6e7716901', '/no-such-page'];
const ROUTER_VIEWS = ['/map', '/search', '/trip', '/stay?search=a', '/events?category=zz'];

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, label: string) {
  expect(headers['content-security-policy'], label).toContain("default-src 'self'");
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
}

test('only GET and HEAD reach a page: every other method answers 405 with Allow, before anything renders', async () => {
  for (const path of PAGES) {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'PURGE']) {
      const answer = await sendFrom(SITE, { from: '127.0.0.61', method, path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: method === 'TRACE' ? undefined : 'a=1' });
      const label = `${method} ${path}`;
      expect([label, answer.status, answer.headers.allow], label).toEqual([label, 405, 'GET, HEAD']);
      expect(answer.headers['cache-control'], label).toBe('no-store');
      expect(answer.body, label).not.toContain('<html'); // no render
      expectSecurityHeaders(answer.headers, label);
    }
    const head = await sendFrom(SITE, { from: '127.0.0.61', method: 'HEAD', path });
    expect(head.status, `HEAD ${path}`).toBeLessThan(500);
  }
});

test('forms and leaving preview still post to their route handlers', async () => {
  const form = await sendFrom(SITE, {
    from: '127.0.0.62',
    method: 'POST',
    path: '/api/forms/contact',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ name: '', email: 'not-an-email', message: '' }),
  });
  expect(form.status).toBe(400); // validated by the handler: the request got there
  const leave = await sendFrom(SITE, { from: '127.0.0.62', method: 'POST', path: '/api/preview/disable', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'path=/stay' });
  expect([leave.status, leave.headers.location]).toEqual([303, '/stay']);
});

test('a router-state header Next cannot parse answers 400, with the matching _rsc too; a valid one still renders', async () => {
  const broken = ['%5Bbroken', encodeURIComponent('{"children":7}'), '%E0%A4%A'];
  for (const view of ROUTER_VIEWS) {
    for (const state of broken) {
      const rsc = await computeCacheBustingSearchParam('0', undefined, state, undefined);
      const path = `${view}${view.includes('?') ? '&' : '?'}_rsc=${rsc}`;
      const answer = await sendFrom(SITE, { from: '127.0.0.63', path, headers: { rsc: '1', 'next-router-state-tree': state } });
      expect([path, state, answer.status]).toEqual([path, state, 400]);
      expectSecurityHeaders(answer.headers, path);
    }
  }
  const valid = encodeURIComponent(JSON.stringify(['', { children: ['map', { children: ['__PAGE__', {}] }] }, null, null, 1]));
  const rsc = await computeCacheBustingSearchParam('0', undefined, valid, undefined);
  const answer = await sendFrom(SITE, { from: '127.0.0.63', path: `/map?_rsc=${rsc}`, headers: { rsc: '1', 'next-router-state-tree': valid } });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toContain('text/x-component');
});

test('a router request with a stale _rsc gets a redirect no shared cache may keep', async () => {
  const state = encodeURIComponent(JSON.stringify(['', { children: ['map', { children: ['__PAGE__', {}] }] }, null, null, 1]));
  for (const view of ['/map', '/search?q=lake', '/trip', '/stay?category=zz', '/events']) {
    const path = `${view}${view.includes('?') ? '&' : '?'}_rsc=stale`;
    const answer = await sendFrom(SITE, { from: '127.0.0.65', path, headers: { rsc: '1', 'next-router-state-tree': state } });
    expect([path, answer.status]).toEqual([path, 307]);
    expect([path, answer.headers['cache-control'] ?? '']).toEqual([path, expect.not.stringMatching(/public|s-maxage/)]);
  }
  // Asked for directly, a view at an address of its finite set may be shared briefly: only the router's requests
  // are excluded (free text and unknown categories never are).
  for (const view of ['/map', '/trip', '/events', '/stay?order=a-z']) {
    const page = await sendFrom(SITE, { from: '127.0.0.65', path: view });
    expect([view, page.headers['cache-control']]).toEqual([view, expect.stringMatching(/public|s-maxage/)]);
  }
});

test('undecodable paths and absolute targets answer 400 with the security headers', async () => {
  for (const path of ['/%E0%A4%A', '/stay/%ED%A0%80', 'http://evil.example/x']) {
    const answer = await sendFrom(SITE, { from: '127.0.0.64', path });
    expect([path, answer.status]).toEqual([path, 400]);
    expectSecurityHeaders(answer.headers, path);
  }
});

test('bytes that are no request (a broken request line, junk after a request) answer 400 with the security headers', async () => {
  const net = await import('node:net');
  const { port } = new URL(SITE);
  const exchange = (bytes: string, after?: string) =>
    new Promise<string[]>((resolve, reject) => {
      const socket = net.createConnection({ host: '127.0.0.1', port: Number(port), localAddress: '127.0.0.65' });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text.split(/(?=HTTP\/1\.1 \d{3} )/)));
      socket.on('error', reject);
      socket.write(bytes);
      // Sent once the first answer is out: junk that arrives with a request can cut that request's answer short.
      if (after) setTimeout(() => socket.write(after), 300);
    });
  const headersOf = (answer: string) =>
    Object.fromEntries(answer.split('\r\n\r\n')[0].split('\r\n').slice(1).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  // Junk after a complete request (what an unframed body becomes): the request is answered, the junk gets a 400.
  const pipelined = await exchange('GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 'x=%3Cb%3E\r\n\r\n');
  expect(pipelined.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 200', 'HTTP/1.1 400']);
  const broken = await exchange('GARBAGE\r\n\r\n');
  expect(broken.map((a) => a.slice(0, 12))).toEqual(['HTTP/1.1 400']);
  for (const answer of [pipelined[1], broken[0]]) {
    expectSecurityHeaders(headersOf(answer), 'unparsable request');
    expect(headersOf(answer).connection).toBe('close');
  }
});
