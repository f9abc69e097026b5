import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';
import { operations } from './health';

let server: http.Server;
let base: string;
let db: Database.Database;
const lines: string[] = [];

beforeAll(async () => {
  db = new Database(':memory:');
  server = http.createServer((req, res) => {
    if (operations(req, res, db, (line) => lines.push(line))) return;
    res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":{"id":"invalid_key"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  db.close();
});

it('answers GET /health without auth after a database check, never cached', async () => {
  const response = await fetch(`${base}/health`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.json()).toEqual({ status: 'ok' });
});

it('logs one JSON line per request without query, headers or body', async () => {
  lines.length = 0;
  await fetch(`${base}/whitefish/v1/entries?search=secret-term`, { headers: { Authorization: 'Basic c2VjcmV0LXRva2Vu' } });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]);
  expect(line).toMatchObject({ source: 'content-service', method: 'GET', path: '/whitefish/v1/entries', status: 401 });
  expect(typeof line.ms).toBe('number');
  expect(lines[0]).not.toMatch(/secret-term|c2VjcmV0|Basic/);
});

it('answers 503 when the database cannot be read', async () => {
  const closed = new Database(':memory:');
  closed.close();
  const s = http.createServer((req, res) => void operations(req, res, closed, () => {}));
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const response = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/health`);
  expect(response.status).toBe(503);
  await new Promise<void>((resolve) => s.close(() => resolve()));
});

it('logs at most 200 characters of a path', async () => {
  lines.length = 0;
  await fetch(`${base}/${'x'.repeat(5000)}`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(JSON.parse(lines[0]).path).toBe(`/${'x'.repeat(199)}…`);
});

it('answers other methods on /health with 405 and Allow', async () => {
  const response = await fetch(`${base}/health`, { method: 'DELETE' });
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('GET, HEAD');
  expect(await response.json()).toEqual({ error: { id: 'method_not_allowed', data: null } });
});
