/**
 * GET /api/search against the real embedded content service (built-in search) and a stub external
 * site-search endpoint.
 */
import http from 'node:http';
import { forgetServerEnv } from '@/lib/config/server-config';
import { todayInZone } from '@/lib/dates';
import type { AddressInfo } from 'node:net';
import { startServiceProcess, type ServiceProcess } from '@/tests/fixtures/content-service/service-process';
import { freeTextReads } from '@/lib/content/cached-read';

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
  // Site reads answer from the replica: wait for its first sync from this service.
  await (await import('@/lib/content/replica')).replicaReady();
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
  forgetServerEnv();
});
afterEach(() => jest.restoreAllMocks());

const search = async (q: string) => {
  const response = await route.GET(new Request(`http://localhost/api/search?${new URLSearchParams({ q })}`));
  return { status: response.status, body: await response.json() };
};

/** Tags other than <b>…</b> in a string (the index marks matches with <b> only; everything else is escaped). */
const otherTags = (html: string) => html.match(/<(?!\/?b>)[^>]*>/g) ?? [];

describe('built-in search (content service full-text index)', () => {
  it('finds a seed entry by a word of its title, with a highlighted title, type label and link', async () => {
    const { status, body } = await search('  smokehouse ');
    expect(status).toBe(200);
    expect(body.query).toBe('smokehouse');
    expect(body.items[0]).toMatchObject({
      title: 'Stumptown Smokehouse',
      htmlTitle: 'Stumptown <b>Smokehouse</b>',
      type: 'Dining',
      link: expect.stringMatching(/^\/entries\/stumptown-smokehouse\//),
    });
    for (const item of body.items) {
      expect(otherTags(item.htmlTitle)).toEqual([]);
      expect(otherTags(item.snippet)).toEqual([]);
    }
  });

  it('ranks by relevance and highlights matches in the snippet (body words, prefixes)', async () => {
    const { body } = await search('huckleberr');
    expect(body.items.length).toBeGreaterThan(1);
    const bodyHit = body.items.find((item: { htmlTitle: string; snippet: string }) => !item.htmlTitle.includes('<b>'));
    expect(bodyHit.snippet).toMatch(/<b>huckleberr[a-z]*<\/b>/i);
    // title matches rank above body-only matches
    const firstBodyOnly = body.items.findIndex((item: { htmlTitle: string }) => !item.htmlTitle.includes('<b>'));
    const lastTitle = body.items.findLastIndex((item: { htmlTitle: string }) => item.htmlTitle.includes('<b>'));
    expect(lastTitle).toBeLessThan(firstBodyOnly);
  });

  it('links named site entries to their own route (content pages, list views)', async () => {
    const { body } = await search('gravel riding');
    expect(body.items[0]).toMatchObject({ title: 'Gravel Riding', link: '/gravel', htmlTitle: '<b>Gravel</b> <b>Riding</b>' });
    const links: string[] = (await search('travel guide')).body.items.map((item: { link: string }) => item.link);
    expect(links).toContain('/travel-guide-orders');
    expect(links.every((link) => link.startsWith('/'))).toBe(true);
  });

  it('leaves out technical entries (site, notice, hero)', async () => {
    const { body } = await search('whitefish');
    const types = new Set(body.items.map((item: { type: string }) => item.type));
    expect(types.has('Site')).toBe(false);
    expect(types.has('Notice')).toBe(false);
    expect(types.has('Hero')).toBe(false);
  });

  it('does nothing for a query under 2 characters', async () => {
    expect(await search(' a ')).toEqual({ status: 200, body: { query: null, items: [] } });
  });

  it('escapes markup in titles it builds', async () => {
    const { highlightText } = await import('@/lib/search/snippets');
    expect(highlightText('Fish & <Chips>', ['chips'])).toBe('Fish &amp; &lt;<b>Chips</b>&gt;');
  });

  it('leaves out past events and links a recurring event to its next date', async () => {
    const past = await search('lakeshore jazz');
    expect(past.body.items.map((item: { title: string }) => item.title)).not.toContain('Lakeshore Jazz Night');
    const { body } = await search('farmers market');
    expect(body.items[0]).toMatchObject({ title: 'Tuesday Farmers Market', type: 'Event', link: expect.stringMatching(/\?date=\d{4}-\d{2}-\d{2}$/) });
    const day = body.items[0].link.split('?date=')[1];
    expect(day >= todayInZone()).toBe(true);
  });

  it('snippets are clean text: no URLs, paths or repeated sentences', async () => {
    for (const q of ['trail map', 'whitefish', 'website', 'deals']) {
      for (const item of (await search(q)).body.items as { snippet: string }[]) {
        const text = item.snippet.replace(/<\/?b>/g, '');
        expect(text).not.toMatch(/https?:|www\.|\/files\/|\/images\/|\.pdf\b|\]\(|<|>/);
        const sentences = text.split(/(?<=[.!?])\s+/).map((s) => s.toLowerCase().replace(/\W+/g, ' ').trim()).filter((s) => s.length > 12);
        expect(new Set(sentences).size).toBe(sentences.length);
      }
    }
  });
});

describe('a content host in front of the service (real Elebase has no /search)', () => {
  let proxy: http.Server;
  let proxyHost: string;
  let paths: string[] = [];
  let hideIndex = true;

  beforeAll(async () => {
    // In front of the embedded service: records request paths and answers 404 for /search like Elebase.
    proxy = http.createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      paths.push(url.pathname.replace(/^\/[^/]+\/v1/, ''));
      if (hideIndex && url.pathname.endsWith('/v1/search')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { id: 'not_found', data: null } }));
        return;
      }
      const upstream = await fetch(`${service.host}${req.url}`, { headers: { authorization: req.headers.authorization ?? '' } });
      res.writeHead(upstream.status, { 'content-type': 'application/json' });
      res.end(await upstream.text());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyHost = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));
  beforeEach(() => {
    paths = [];
    freeTextReads().clear(); // process-wide: another module graph's searches would answer from memory
  });

  /** A fresh module graph (its own content client and probe) against the proxy. */
  async function isolatedSearch(q: string) {
    let fresh!: typeof import('./route');
    const host = process.env.ELEBASE_HOST;
    process.env.ELEBASE_HOST = proxyHost;
    try {
      await jest.isolateModulesAsync(async () => {
        fresh = await import('./route');
      });
      const run = async (query: string) => {
        const response = await fresh.GET(new Request(`http://localhost/api/search?${new URLSearchParams({ q: query })}`));
        return { status: response.status, body: await response.json() };
      };
      return { first: await run(q), again: run };
    } finally {
      process.env.ELEBASE_HOST = host;
    }
  }

  it('asks the content host nothing: the replica answers a visitor search', async () => {
    hideIndex = true;
    const { first, again } = await isolatedSearch('smokehouse');
    expect(first.status).toBe(200);
    expect(first.body.items[0]).toMatchObject({
      title: 'Stumptown Smokehouse',
      htmlTitle: 'Stumptown <b>Smokehouse</b>',
      link: expect.stringMatching(/^\/entries\/stumptown-smokehouse\//),
    });
    const second = await again('gravel riding');
    expect(second.body.items[0]).toMatchObject({ link: '/gravel', htmlTitle: '<b>Gravel</b> <b>Riding</b>' });
    expect(paths).toEqual([]);
  });
});

describe('external site search (SITE_SEARCH_URL)', () => {
  it('calls the endpoint with q and the configured params and keeps items with an html title and a link', async () => {
    process.env.SITE_SEARCH_URL = externalUrl;
    process.env.SITE_SEARCH_PARAMS = 'cx=abc&key=secret';
    forgetServerEnv();
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
    forgetServerEnv();
    externalAnswer = { status: 500, body: { error: 'down' } };
    const { status, body } = await search('ski');
    expect(status).toBe(502);
    expect(body.items).toEqual([]);
    expect(error).toHaveBeenCalled();
  });

  it('sends no request for a 1-character query', async () => {
    process.env.SITE_SEARCH_URL = externalUrl;
    forgetServerEnv();
    await search('s');
    expect(externalHits).toEqual([]);
  });
});
