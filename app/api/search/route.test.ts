/**
 * GET /api/search against the real embedded content service (built-in search) and a stub external
 * site-search endpoint.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServiceProcess, type ServiceProcess } from '@/content-service/testing/service-process';

jest.setTimeout(60_000);
// No Next incremental cache under jest: run cached reads straight through.
jest.mock('next/cache', () => ({ unstable_cache: (load: () => unknown) => load }));

let service: ServiceProcess;
let route: typeof import('./route');
let external: http.Server;
let externalUrl: string;
let externalAnswer: { status: number; body: unknown };
let externalHits: string[] = [];

beforeAll(async () => {
  service = await startServiceProcess();
  process.env.ELEBASE_HOST = service.host;
  delete process.env.SITE_SEARCH_URL;
  route = await import('./route');
  external = http.createServer((req, res) => {
    externalHits.push(req.url ?? '');
    res.writeHead(externalAnswer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(externalAnswer.body));
  });
  await new Promise<void>((resolve) => external.listen(0, '127.0.0.1', resolve));
  externalUrl = `http://127.0.0.1:${(external.address() as AddressInfo).port}/customsearch`;
});

afterAll(async () => {
  await service?.stop();
  await new Promise<void>((resolve) => external.close(() => resolve()));
});

beforeEach(() => {
  externalHits = [];
  delete process.env.SITE_SEARCH_URL;
  delete process.env.SITE_SEARCH_PARAMS;
});
afterEach(() => jest.restoreAllMocks());

const search = async (q: string) => {
  const response = await route.GET(new Request(`http://localhost/api/search?${new URLSearchParams({ q })}`));
  return { status: response.status, body: await response.json() };
};

describe('built-in search (content service)', () => {
  it('finds a seed entry by a word of its title, with a highlighted title, type label and link', async () => {
    const { status, body } = await search('  smokehouse ');
    expect(status).toBe(200);
    expect(body.query).toBe('smokehouse');
    const hit = body.items.find((item: { title: string }) => item.title === 'Stumptown Smokehouse');
    expect(hit).toMatchObject({
      htmlTitle: 'Stumptown <b>Smokehouse</b>',
      type: 'Dine',
      link: expect.stringMatching(/^\/entries\/stumptown-smokehouse\//),
    });
    expect(hit.snippet.length).toBeLessThanOrEqual(203);
  });

  it('does nothing for a query under 2 characters', async () => {
    expect(await search(' a ')).toEqual({ status: 200, body: { query: null, items: [] } });
  });

  it('escapes markup in titles it builds', async () => {
    const { highlight } = await import('@/lib/content/search');
    expect(highlight('Fish & <Chips>', 'chips')).toBe('Fish &amp; &lt;<b>Chips</b>&gt;');
    expect(highlight('a.b', '.*')).toBe('a.b');
  });
});

describe('external site search (SITE_SEARCH_URL)', () => {
  it('calls the endpoint with q and the configured params and keeps items with an html title and a link', async () => {
    process.env.SITE_SEARCH_URL = externalUrl;
    process.env.SITE_SEARCH_PARAMS = 'cx=abc&key=secret';
    externalAnswer = {
      status: 200,
      body: {
        items: [
          { htmlTitle: '<b>Ski</b> &amp; Stay', link: 'https://explorewhitefish.com/stay', snippet: 'Lodging' },
          { htmlTitle: 'No link' },
          { htmlTitle: 'Bad', link: 'javascript:alert(1)' },
        ],
      },
    };
    const { status, body } = await search('ski');
    expect(status).toBe(200);
    expect(body.items).toEqual([
      { htmlTitle: '<b>Ski</b> &amp; Stay', title: 'Ski & Stay', link: 'https://explorewhitefish.com/stay', snippet: 'Lodging' },
    ]);
    const params = new URL(externalHits[0], 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({ cx: 'abc', key: 'secret', q: 'ski' });
  });

  it('logs a failure and answers no items', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    process.env.SITE_SEARCH_URL = externalUrl;
    externalAnswer = { status: 500, body: { error: 'down' } };
    const { status, body } = await search('ski');
    expect(status).toBe(502);
    expect(body.items).toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it('sends no request for a 1-character query', async () => {
    process.env.SITE_SEARCH_URL = externalUrl;
    await search('s');
    expect(externalHits).toEqual([]);
  });
});
