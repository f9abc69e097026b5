/**
 * Form posts spend the content quota like reads, so they pass the same budget: after page renders, before search.
 * Against a stub content service that counts what reaches it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

let server: http.Server;
let posts = 0;
let forms: typeof import('./upstream');
let budget: typeof import('@/lib/limits/content-budget');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      posts += 1;
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: {} }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.ELEBASE_HOST = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.CONTENT_BUDGET = '130'; // 18 requests a 10 s slice: the sync 9, forms 13, previews 18
  process.env.CACHE_PREFIX = 'form-budget-test:';
  forms = await import('./upstream');
  budget = await import('@/lib/limits/content-budget');
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const contact = { name: 'Ada', email: 'ada@example.com', message: 'Hi' };
const take = (priority: 'preview' | 'sync', n: number) =>
  Promise.all(Array.from({ length: n }, () => budget.takeContentRequest(budget.contentBudgetSettings(), priority, null)));

it('a sync that takes its share leaves forms theirs; past the budget a form answers busy without a request', async () => {
  expect((await take('sync', 20)).filter((r) => r.allowed)).toHaveLength(9);
  expect(await forms.submitForm('contact', contact)).toEqual({ kind: 'stored' });
  expect(await forms.submitForm('contact', contact)).toEqual({ kind: 'stored' });
  expect(posts).toBe(2);
  expect((await take('preview', 20)).filter((r) => r.allowed)).toHaveLength(7);
  const busy = await forms.submitForm('contact', contact);
  expect(busy).toMatchObject({ kind: 'busy' });
  expect(busy.kind === 'busy' && busy.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  expect(posts).toBe(2);
});
