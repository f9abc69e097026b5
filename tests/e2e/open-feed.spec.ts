/**
 * The open feed, the MCP server and discovery (docs/product.md#the-open-feed) against the built site over HTTP:
 * the official MCP SDK's client lists the tools and calls each one; every API answer here matches the OpenAPI
 * document the site serves; conditional requests, CORS, Host and Origin checks; robots, sitemap, llms.txt and the
 * home page's head links.
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import { todayInZone } from '../../lib/dates';
import { answerChecker } from '../fixtures/openapi-answers';

const origin = () => test.info().project.use.baseURL!;

test('the MCP SDK client lists the tools and calls each one over HTTP', async () => {
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', origin())));
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual(['current_conditions', 'entry_details', 'events_between', 'places_open_near', 'search', 'whats_on']);
  expect(tools.every((tool) => tool.annotations?.readOnlyHint === true && tool.outputSchema)).toBe(true);
  const today = todayInZone();
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError, `${name}: ${JSON.stringify(result.content)}`).toBeFalsy();
    return result.structuredContent as { items?: { id: string; url: string }[]; license?: string };
  };
  const found = await call('search', { query: 'lodge' });
  expect(found.items![0].url).toMatch(/\/entries\//);
  expect(found.license).toMatch(/^https:\/\//);
  await call('places_open_near', { latitude: 48.4106, longitude: -114.3528, radiusKm: 30 });
  await call('events_between', { from: today, to: today });
  await call('entry_details', { id: found.items![0].id });
  await call('current_conditions', {});
  await call('whats_on', { day: today, latitude: 48.4106, longitude: -114.3528, radiusKm: 20 });
  await client.close();
});

/** The MCP project's conformance scenarios for what /mcp implements: initialize, ping, tools/list, DNS rebinding. */
const CONFORMANCE = ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection'];

test('/mcp passes the MCP conformance scenarios of what it implements', async () => {
  for (const scenario of CONFORMANCE) {
    const { stdout } = await promisify(execFile)(process.execPath, ['node_modules/@modelcontextprotocol/conformance/dist/index.js', 'server', '--url', new URL('/mcp', origin()).toString(), '--scenario', scenario], { timeout: 60_000 });
    expect(stdout, scenario).toMatch(/Passed: (\d+)\/\1, 0 failed/);
  }
});

/** A raw request with a Host of our choosing (fetch will not let one be set). */
function rawPost(path: string, headers: Record<string, string>, body: string): Promise<number> {
  const url = new URL(path, origin());
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path, method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end(body);
  });
}

test('/mcp refuses another site’s Host or Origin (DNS rebinding)', async () => {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
  expect(await rawPost('/mcp', { Host: 'rebound.example' }, body)).toBe(403);
  expect(await rawPost('/mcp', { Origin: 'https://rebound.example' }, body)).toBe(403);
});

test('every answer of the API matches the OpenAPI document it serves', async ({ request }) => {
  const doc = await (await request.get('/api/v1/openapi.json')).json();
  expect(doc.openapi).toBe('3.1.0');
  const check = answerChecker(doc);
  const answer = async (url: string, path: string, status = 200) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(status);
    const body = await response.json();
    expect(check(path, status, body), url).toEqual([]);
    return body;
  };
  const places = await answer('/api/v1/places?near=48.4106,-114.3528&radius=20&limit=5', '/api/v1/places');
  await answer('/api/v1/places?openNow=true&type=dine', '/api/v1/places');
  await answer('/api/v1/places?radius=2', '/api/v1/places', 400);
  await answer('/api/v1/events', '/api/v1/events');
  await answer('/api/v1/events?from=2026-02-30', '/api/v1/events', 400);
  await answer(`/api/v1/entries/${places.items[0].id}`, '/api/v1/entries/{id}');
  await answer('/api/v1/conditions', '/api/v1/conditions');
  const changes = await answer('/api/v1/changes?limit=50', '/api/v1/changes');
  await answer(`/api/v1/changes?after=${changes.next}&limit=50`, '/api/v1/changes');
});

test('a repeat is a 304, a preflight from any origin is answered, and JSON-LD comes when asked for', async ({ request }) => {
  const first = await request.get('/api/v1/events');
  const etag = first.headers()['etag'];
  expect(first.headers()['access-control-allow-origin']).toBe('*');
  expect(first.headers()['ratelimit-policy']).toMatch(/^"client";q=\d+;w=60$/);
  expect((await request.get('/api/v1/events', { headers: { 'If-None-Match': etag } })).status()).toBe(304);
  const preflight = await request.fetch('/api/v1/places', { method: 'OPTIONS', headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET' } });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe('*');
  const ld = await request.get('/api/v1/places?type=stay&limit=3', { headers: { Accept: 'application/ld+json' } });
  expect(ld.headers()['content-type']).toContain('application/ld+json');
  expect((await ld.json())['@type']).toBe('DataFeed');
});

test('robots, the sitemap, llms.txt and the home page point at the feeds', async ({ request, page }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Allow: /api/v1/');
  expect(robots).toContain('Allow: /llms.txt');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/api/v1/openapi.json</loc>');
  expect(sitemap).toContain('/llms.txt</loc>');
  const llms = await request.get('/llms.txt');
  expect(llms.status()).toBe(200);
  expect(await llms.text()).toMatch(/^# Whitefish, Montana\n\n> /);
  expect((await request.get('/api/v1')).headers()['content-type']).toContain('text/html');
  await page.goto('/');
  await expect(page.locator('head link[rel="alternate"][type="application/vnd.oai.openapi+json"]')).toHaveAttribute('href', /\/api\/v1\/openapi\.json$/);
  await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute('href', /\/events\.ics$/);
});
