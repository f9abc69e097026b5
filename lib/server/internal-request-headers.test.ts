import fs from 'node:fs';
import path from 'node:path';
import {
  dropUntrustedRequestHeaders,
  FORWARDING_REQUEST_HEADERS,
  isUntrustedRequestHeader,
  NEXT_INTERNAL_REQUEST_HEADERS,
} from './internal-request-headers';

const BROWSER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action', 'x-deployment-id', 'x-nextjs-request-id', 'x-nextjs-html-request-id', 'cookie', 'accept'];

it('drops Next internal headers in any case and by family, never the browser router headers', () => {
  for (const behindTrustedProxy of [false, true]) {
    for (const name of NEXT_INTERNAL_REQUEST_HEADERS) expect(isUntrustedRequestHeader(name.toUpperCase(), { behindTrustedProxy })).toBe(true);
    expect(isUntrustedRequestHeader('x-middleware-request-cookie', { behindTrustedProxy })).toBe(true);
    expect(isUntrustedRequestHeader('X-Invoke-Anything', { behindTrustedProxy })).toBe(true);
    for (const name of BROWSER_HEADERS) expect(isUntrustedRequestHeader(name, { behindTrustedProxy })).toBe(false);
  }
});

it('drops forwarding headers unless a trusted proxy wrote them', () => {
  for (const name of FORWARDING_REQUEST_HEADERS) {
    expect(isUntrustedRequestHeader(name, { behindTrustedProxy: false })).toBe(true);
    expect(isUntrustedRequestHeader(name, { behindTrustedProxy: true })).toBe(false);
  }
});

it('removes them from a node:http request, headers and raw headers alike', () => {
  const req = {
    headers: { host: 'a', 'x-middleware-subrequest': 'proxy', 'x-forwarded-for': '1.2.3.4', rsc: '1' } as Record<string, unknown>,
    rawHeaders: ['Host', 'a', 'X-Middleware-Subrequest', 'proxy', 'X-Forwarded-For', '1.2.3.4', 'RSC', '1'],
  };
  expect(dropUntrustedRequestHeaders(req, { behindTrustedProxy: false })).toEqual(['x-middleware-subrequest', 'x-forwarded-for']);
  expect(req.headers).toEqual({ host: 'a', rsc: '1' });
  expect(req.rawHeaders).toEqual(['Host', 'a', 'RSC', '1']);
});

it('the shipped nginx config clears every named internal header and rewrites the forwarding ones', () => {
  const conf = fs.readFileSync(path.join(__dirname, '../../deploy/nginx/whitefish.conf'), 'utf8');
  const cleared = new Set([...conf.matchAll(/^\s*proxy_set_header\s+([\w-]+)\s+"";/gm)].map((m) => m[1].toLowerCase()));
  expect(NEXT_INTERNAL_REQUEST_HEADERS.filter((name) => !cleared.has(name))).toEqual([]);
  const set = new Set([...conf.matchAll(/^\s*proxy_set_header\s+([\w-]+)\s/gm)].map((m) => m[1].toLowerCase()));
  expect(FORWARDING_REQUEST_HEADERS.filter((name) => !set.has(name))).toEqual([]);
});
