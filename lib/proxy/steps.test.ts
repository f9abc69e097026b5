/**
 * The steps of proxy.ts, each alone, on real NextRequests: what each answers, and that it leaves the rest to the
 * next step (null). The entry gate's decisions are stubbed: lib/proxy/entry-route-gate.test.ts tests them.
 */
import { NextRequest } from 'next/server';
import { entryRouteDecision } from '@/lib/proxy/entry-route-gate';
import { proxyContext } from './context';
import { entryGate } from './entry-gate';
import { listGateOrPage } from './list-gate';
import { previewPrefetch } from './preview-prefetch';
import { occurrenceShared } from './responses';
import { switchPreview } from './preview-switch';
import { unknownView } from './unknown-view';

jest.mock('@/lib/proxy/entry-route-gate', () => ({ entryRouteDecision: jest.fn() }));

const context = (path: string, init?: ConstructorParameters<typeof NextRequest>[1]) => proxyContext(new NextRequest(`https://explorewhitefish.com${path}`, init));
const rewrittenTo = (response: Response | null) => response?.headers.get('x-middleware-rewrite');

describe('unknownView', () => {
  it('answers a single-segment path no view has with the not-found view, kept by no cache', () => {
    const response = unknownView(context('/no-such-view'));
    expect(new URL(rewrittenTo(response)!).pathname).toBe('/_not-found/view');
    expect(response!.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves views that exist to the next steps', () => {
    for (const path of ['/stay', '/search', '/conditions', '/trip', '/events.ics', '/wifi', '/entries/a/b']) expect([path, unknownView(context(path))]).toEqual([path, null]);
  });
});

describe('switchPreview', () => {
  it('sends ?preview=true with the token to the preview route, and leaves every other request alone', () => {
    const response = switchPreview(context('/stay?preview=true&token=t'));
    expect(response!.status).toBe(307);
    const location = new URL(response!.headers.get('location')!);
    expect([location.pathname, location.searchParams.get('path'), location.searchParams.get('token')]).toEqual(['/api/preview', '/stay', 't']);
    expect(switchPreview(context('/stay?preview=false'))).toBeNull();
  });
});

describe('previewPrefetch', () => {
  const inPreview = (path: string, headers: Record<string, string> = {}) => {
    const ctx = context(path, { headers });
    return { ...ctx, preview: true };
  };

  it('answers a link prefetch in preview empty, kept by no cache, so nothing renders from the content host', () => {
    for (const header of ['next-router-prefetch', 'next-router-segment-prefetch']) {
      const response = previewPrefetch(inPreview('/stay', { [header]: '1' }));
      expect([response?.status, response?.headers.get('cache-control')]).toEqual([204, 'private, no-store']);
    }
  });

  it('leaves page loads in preview, and every prefetch outside preview, to the next steps', () => {
    expect(previewPrefetch(inPreview('/stay'))).toBeNull();
    expect(previewPrefetch(context('/stay', { headers: { 'next-router-prefetch': '1' } }))).toBeNull();
  });
});

describe('entryGate', () => {
  const decide = entryRouteDecision as jest.Mock;

  it('redirects another address of an entry (308, no-store) and rewrites an unknown one to the not-found view', async () => {
    decide.mockResolvedValueOnce({ action: 'redirect', location: '/entries/lodge/1' });
    const moved = await entryGate(context('/entries/1'));
    expect([moved!.status, moved!.headers.get('location'), moved!.headers.get('cache-control')]).toEqual([308, 'https://explorewhitefish.com/entries/lodge/1', 'no-store']);
    decide.mockResolvedValueOnce({ action: 'not-found' });
    expect(new URL(rewrittenTo(await entryGate(context('/entries/x/2')))!).pathname).toBe('/_not-found/view');
  });

  it('rewrites a real occurrence to its route, keeping the query, and lets a canonical page render', async () => {
    decide.mockResolvedValueOnce({ action: 'occurrence', path: '/entries/race/3/2026-12-05' });
    const occurrence = new URL(rewrittenTo(await entryGate(context('/entries/race/3?date=2026-12-05')))!);
    expect([occurrence.pathname, occurrence.search]).toEqual(['/entries/race/3/2026-12-05', '?date=2026-12-05']);
    decide.mockResolvedValueOnce({ action: 'render' });
    expect(await entryGate(context('/entries/race/3'))).toBeNull();
    decide.mockResolvedValueOnce(null);
    expect(await entryGate(context('/stay'))).toBeNull();
  });
});

describe('listGateOrPage', () => {
  it('answers a canonical list state from its cached route, shared briefly; another spelling privately', () => {
    const canonical = listGateOrPage(context('/stay?order=a-z'));
    expect(new URL(rewrittenTo(canonical)!).pathname).toMatch(/^\/stay\/\d{4}-\d{2}-\d{2}\/order%3Da-z$/);
    expect(canonical.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
    expect(listGateOrPage(context('/stay?order=a-z&utm_source=x')).headers.get('cache-control')).toBe('private, no-store');
  });

  it('never shares a router request or a query view with a query', () => {
    expect(listGateOrPage(context('/stay?order=a-z', { headers: { rsc: '1' } })).headers.get('cache-control')).toBe('private, no-store');
    expect(listGateOrPage(context('/map?x=1')).headers.get('cache-control')).toBe('private, no-store');
    expect(listGateOrPage(context('/map')).headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300');
  });
});

describe('only canonical addresses are shared', () => {
  const cacheControl = (path: string) => listGateOrPage(context(path)).headers.get('cache-control');

  it('answers a page asked for with keys it does not read privately: tracking keys, junk keys, a date naming no occurrence', () => {
    for (const path of ['/about-whitefish?utm_source=j1', '/?fbclid=j2', '/offline?j=3', '/entries/lodge/1?j=4', '/entries/lodge/1?date=junk', '/wifi?gclid=x&ref=y', '/search?q=lake&utm_medium=x', '/stay?j=5']) {
      expect([path, cacheControl(path)]).toEqual([path, 'private, no-store']);
    }
  });

  it('leaves the canonical addresses to the page: prerendered and ISR pages keep their own lifetime', () => {
    for (const path of ['/about-whitefish', '/', '/entries/lodge/1', '/offline']) expect([path, cacheControl(path)]).toEqual([path, null]);
    expect(cacheControl('/?_rsc=abc')).toBeNull();
  });

  it('keeps the calendar feeds\' own keys, and refuses others', () => {
    expect(cacheControl('/events.ics?category=music')).toBeNull();
    expect(cacheControl('/trip.ics?ids=a,b')).toBeNull();
    expect(cacheControl('/events.ics?utm_source=x')).toBe('private, no-store');
  });

  it('shares an occurrence at its one address only', async () => {
    const decide = entryRouteDecision as jest.Mock;
    const occurrence = async (path: string) => {
      decide.mockResolvedValueOnce({ action: 'occurrence', path: '/entries/race/3/2026-12-05' });
      const request = context(path);
      return occurrenceShared(request, await entryGate(request))!.headers.get('cache-control');
    };
    expect(await occurrence('/entries/race/3?date=2026-12-05')).toBeNull();
    expect(await occurrence('/entries/race/3?date=2026-12-05&utm_source=x')).toBe('private, no-store');
    decide.mockResolvedValueOnce({ action: 'render' });
    expect(occurrenceShared(context('/entries/race/3?j=1'), await entryGate(context('/entries/race/3?j=1')))).toBeNull();
  });
});
