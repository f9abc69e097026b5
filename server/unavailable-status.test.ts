/**
 * What no shared cache may keep, on a real socket: a page's HTML answered to a router address (`?_rsc=`) goes out
 * `no-store`, while the router's own payload and the page's plain address keep the page's caching.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRouterRequest } from '../lib/server/request-shape.ts';
import { withUnavailableStatus } from './unavailable-status.ts';

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    withUnavailableStatus(res, { path: req.url, routerRequest: isRouterRequest(req) });
    const rsc = req.headers.rsc === '1';
    res.setHeader('cache-control', 's-maxage=3600, stale-while-revalidate=31535000');
    if (rsc) res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch');
    res.writeHead(200, { 'Content-Type': rsc ? 'text/x-component' : 'text/html; charset=utf-8' });
    res.end(rsc ? '0:{}' : '<!doctype html><title>Home</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it.each(['/?_rsc=1', '/?_rsc=anything-at-all', '/wifi?_rsc=x', '/entries/lodge/1?_rsc='])('answers the HTML of %s no-store', async (path) => {
  const answer = await fetch(`${origin}${path}`);
  expect(answer.headers.get('content-type')).toMatch(/text\/html/);
  expect(answer.headers.get('cache-control')).toBe('no-store');
});

it('keeps the caching of the page itself and of the router payload it varies on', async () => {
  expect((await fetch(`${origin}/`)).headers.get('cache-control')).toMatch(/s-maxage=3600/);
  const payload = await fetch(`${origin}/?_rsc=1`, { headers: { rsc: '1' } });
  expect(payload.headers.get('content-type')).toBe('text/x-component');
  expect(payload.headers.get('vary')).toMatch(/rsc/);
});
