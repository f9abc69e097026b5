/**
 * /mcp (docs/product.md#the-mcp-server) through its route handler with the official SDK's client, against the
 * embedded content service's sample content read from this file's replica: every tool listed with its schemas and
 * read-only hint, and called; requests for another site refused; bodies bounded.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startServiceProcess, type ServiceProcess } from '@/tests/fixtures/content-service/service-process';
import { todayInZone } from '@/lib/dates';

jest.setTimeout(60_000);
jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));

let service: ServiceProcess;
let route: typeof import('./route');

beforeAll(async () => {
  service = await startServiceProcess();
  process.env.ELEBASE_HOST = service.host;
  await (await import('@/lib/content/replica')).replicaReady();
  route = await import('./route');
});

afterAll(async () => {
  await service?.stop();
});

/** The route handler as the client's fetch: no socket, the same Request and Response. */
const handlerFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const request = new Request(input, init);
  return request.method === 'POST' ? route.POST(request) : route.GET(request);
}) as typeof fetch;

async function connected(): Promise<Client> {
  const client = new Client({ name: 'feed-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('http://localhost:3000/mcp'), { fetch: handlerFetch }));
  return client;
}

const post = (body: string, headers: Record<string, string> = {}) =>
  route.POST(new Request('http://localhost:3000/mcp', { method: 'POST', body, headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers } }));

it('lists six read-only tools, each with a title, a description and input and output schemas', async () => {
  const client = await connected();
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual(['current_conditions', 'entry_details', 'events_between', 'places_open_near', 'search', 'whats_on']);
  for (const tool of tools) {
    expect(tool.title || tool.annotations?.title).toBeTruthy();
    expect(tool.description).toBeTruthy();
    expect(tool.inputSchema.type).toBe('object');
    expect(tool.outputSchema?.type).toBe('object');
    expect(tool.annotations?.readOnlyHint).toBe(true);
  }
  await client.close();
});

it('answers every tool with canonical links and the licence', async () => {
  const client = await connected();
  const today = todayInZone();
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError).toBeFalsy();
    return result.structuredContent as Record<string, unknown> & { items?: { id: string; url?: string; license?: string }[] };
  };
  const search = await call('search', { query: 'lodge' });
  expect(search.items!.length).toBeGreaterThan(0);
  expect(search.items![0].url).toMatch(/^http:\/\/localhost:3000\/entries\//);
  expect(search.license).toBe('https://creativecommons.org/licenses/by/4.0');
  const near = await call('places_open_near', { latitude: 48.4106, longitude: -114.3528, radiusKm: 50, at: `${today}T12:00:00-07:00` });
  expect(Array.isArray(near.items)).toBe(true);
  const events = await call('events_between', { from: today, to: today });
  expect(Array.isArray(events.items)).toBe(true);
  const detail = await call('entry_details', { id: search.items![0].id });
  expect(detail).toMatchObject({ id: search.items![0].id, license: 'https://creativecommons.org/licenses/by/4.0' });
  const conditions = await call('current_conditions', {});
  expect(conditions).toHaveProperty('sources');
  const whatsOn = await call('whats_on', { day: today, latitude: 48.4106, longitude: -114.3528 });
  expect(whatsOn).toHaveProperty('alerts');
  await client.close();
});

it('answers a bad argument as a tool error with its message, not a failure', async () => {
  const client = await connected();
  const result = await client.callTool({ name: 'events_between', arguments: { from: '2026-12-10', to: '2026-12-01' } });
  expect(result.isError).toBe(true);
  expect(JSON.stringify(result.content)).toContain('to: must not be before from.');
  await client.close();
});

it('refuses a request for another site (DNS rebinding) and a body past its bound', async () => {
  const init = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
  expect((await post(init, { Origin: 'https://evil.example' })).status).toBe(403);
  expect((await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { pad: 'x'.repeat(70_000) } }))).status).toBe(413);
  expect((await post('{not json')).status).toBe(400);
});

it('keeps no session: GET answers 405', async () => {
  expect((await route.GET(new Request('http://localhost:3000/mcp'))).status).toBe(405);
});
