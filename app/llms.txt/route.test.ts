/** /llms.txt (docs/product.md#discovery) from the sample content: llmstxt.org's shape, the sections, feeds and licence. */
import { startServiceProcess, type ServiceProcess } from '@/tests/fixtures/content-service/service-process';

jest.setTimeout(60_000);
jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));

let service: ServiceProcess;

beforeAll(async () => {
  service = await startServiceProcess();
  process.env.ELEBASE_HOST = service.host;
  await (await import('@/lib/content/replica')).replicaReady();
});

afterAll(async () => {
  await service?.stop();
});

it('names the site, links each section with its intro, the feeds, the API description, the MCP endpoint and the licence', async () => {
  const { GET } = await import('./route');
  const response = await GET(new Request('http://localhost/llms.txt'));
  expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  const text = await response.text();
  const lines = text.split('\n');
  expect(lines[0]).toBe('# Whitefish, Montana');
  expect(lines[2]).toMatch(/^> \S/);
  expect(text).toMatch(/^- \[Stay\]\(http:\/\/localhost:3000\/stay\): \S/m);
  expect(text).toContain('(http://localhost:3000/api/v1/openapi.json)');
  expect(text).toContain('(http://localhost:3000/mcp)');
  expect(text).toContain('(http://localhost:3000/events.ics)');
  expect(text).toContain('https://creativecommons.org/licenses/by/4.0');
  expect(lines.filter((line) => line.startsWith('## '))).toEqual(['## Sections', '## Feeds', '## Optional']);
});
