/** Every API the per-client limit names reaches proxy.ts (its matcher is a list of its own, easy to forget). */
import { config } from '@/proxy';
import { QUERY_API_PREFIXES } from '../limits/client-limit';

const patterns = config.matcher.map((source) => new RegExp(`^${source.replace(/:path\*/g, '.*').replace(/\)\/\.\*$/, ')(?:/.*)?')}$`));

it.each(QUERY_API_PREFIXES)('%s goes through proxy.ts', (prefix) => {
  const path = prefix.endsWith('/') ? `${prefix}x` : prefix;
  expect(patterns.some((pattern) => pattern.test(path))).toBe(true);
});

// --- Nothing internal is reachable from outside -------------------------------------------------------------------
//
// Internal routes are app/ routes only proxy.ts's rewrites may reach: whatever they render is stored under their
// URL. Every page and route file under app/ is listed below as internal or public; a new one fails this test until
// it is placed. Each internal route must go through proxy.ts (the matcher) and be answered not-found there; each
// exclusion of the matcher must cover only paths that no internal route can have.
import fs from 'node:fs';
import path from 'node:path';
import { entryRouteDecision } from '@/lib/proxy/entry-route-gate';
import { listRouteDecision } from '@/lib/proxy/list-route-gate';

const APP = path.join(__dirname, '../../app');
const UUID = '6ce4dea1-9c7a-5fc9-a118-8ba6e7716901';
const DAYS = ['2020-01-01', '2026-11-26', '2999-12-31'];

/** Route files under app/ as URL patterns (`/stay/[day]/[state]`), route groups and private folders left out. */
function appRoutes(): string[] {
  const files = (fs.readdirSync(APP, { recursive: true }) as string[]).filter((file) => /(^|\/)(page\.tsx|route\.ts)$/.test(file));
  return files
    .filter((file) => !file.split('/').some((segment) => segment.startsWith('_')))
    .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '').replace(/\/\([^)]+\)/g, '') || '/')
    .sort();
}

/** A route pattern as a regular expression: a dynamic segment is any one segment. */
const routeRegExp = (route: string) => new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+').replace(/\./g, '\\.')}/?$`);

/** Concrete paths for a route pattern, with past, present and future days. */
function samplePaths(route: string): string[] {
  return DAYS.map((day) =>
    route
      .replace('[day]', day)
      .replace('[date]', day)
      .replace('[state]', 'category%3Dx')
      .replace('[titleOrId]', 'title')
      .replace('[id]', UUID)
      .replace('[key]', 'contact')
      .replace('[page]', 'wifi'),
  );
}

const LIST_INTERNAL = /^\/[a-z-]+\/\[day\]\/\[state\]$/;
const INTERNAL_ROUTES = appRoutes().filter((route) => LIST_INTERNAL.test(route) || route === '/entries/[titleOrId]/[id]/[date]');
const PUBLIC_ROUTES = appRoutes().filter((route) => !INTERNAL_ROUTES.includes(route));

/** Next's own matcher compiler, as the build runs it (not in its published types). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getMiddlewareMatchers } = require('next/dist/build/analysis/get-page-static-info') as {
  getMiddlewareMatchers: (matchers: string[], nextConfig: object) => { regexp: string }[];
};
/** What the proxy runs on, compiled by Next exactly as the build does. */
const nextMatchers = getMiddlewareMatchers(config.matcher, {}).map((matcher) => new RegExp(matcher.regexp));
const reachesProxy = (pathname: string) => nextMatchers.some((matcher) => matcher.test(pathname));

it('knows every route under app/ as internal or public', () => {
  expect(INTERNAL_ROUTES.length).toBeGreaterThanOrEqual(14); // 13 list views and the occurrence route
  expect(INTERNAL_ROUTES).toContain('/webcams/[day]/[state]');
  for (const route of PUBLIC_ROUTES) {
    expect([route, /\[day\]|\[state\]|\[date\]/.test(route)]).toEqual([route, false]);
  }
});

describe.each(INTERNAL_ROUTES)('internal route %s', (route) => {
  it.each(samplePaths(route))('%s goes through proxy.ts, which answers not-found', async (pathname) => {
    for (const suffix of ['', '/', '.rsc']) expect([pathname + suffix, reachesProxy(pathname + suffix)]).toEqual([pathname + suffix, true]);
    const list = listRouteDecision(pathname, new URLSearchParams(), { read: true, preview: false });
    const entry = await entryRouteDecision(pathname, { preview: false });
    expect([list, entry].some((decision) => decision?.action === 'not-found')).toBe(true);
    // In preview too: an internal route is never a page of its own.
    const previewList = listRouteDecision(pathname, new URLSearchParams(), { read: true, preview: true });
    const previewEntry = await entryRouteDecision(pathname, { preview: true });
    expect([previewList, previewEntry].some((decision) => decision?.action === 'not-found')).toBe(true);
  });
});

/** The alternatives of the matcher's exclusion `(?!a|b|…)`, each expanded to the paths it covers (`x` for a name). */
function exclusionSamples(): { exclusion: string; paths: string[] }[] {
  const source = config.matcher[0];
  const body = /^\/\(\(\?!(.*)\)\.\*\)$/.exec(source)?.[1];
  if (!body) throw new Error(`unexpected matcher ${source}`);
  const alternatives: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of body) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === '|' && depth === 0) {
      alternatives.push(current);
      current = '';
    } else current += char;
  }
  alternatives.push(current);
  return alternatives.map((exclusion) => {
    const groups = /\(\?:([^)]*)\)/.exec(exclusion);
    const variants = groups ? groups[1].split('|').map((name) => exclusion.replace(groups[0], name)) : [exclusion];
    const paths = variants.map((variant) => `/${variant.replace(/\[\\w-\]\+/g, 'x').replace(/\\\./g, '.').replace(/\$$/, '')}`);
    // A prefix (`api/`, `_next/`) covers everything under it: try what an internal route would look like there.
    return { exclusion, paths: paths.flatMap((p) => (p.endsWith('/') ? [`${p}x`, `${p}2026-11-26/x`, `${p}x/${UUID}/2026-11-26`] : [p])) };
  });
}

describe.each(exclusionSamples())('matcher exclusion $exclusion', ({ paths }) => {
  it.each(paths)('%s is no internal route, and proxy.ts does not see it', (pathname) => {
    expect(reachesProxy(pathname)).toBe(false);
    expect(INTERNAL_ROUTES.filter((route) => routeRegExp(route).test(pathname))).toEqual([]);
  });
});

it('excludes only whole file names in a folder that also holds internal routes, never the folder', () => {
  const routeFolders = new Set(INTERNAL_ROUTES.map((route) => route.split('/')[1]));
  for (const { exclusion } of exclusionSamples()) {
    const folder = /^(?:\(\?:([^)]*)\)|([\w-]+))\//.exec(exclusion);
    const names = folder ? (folder[1] ?? folder[2]).split('|') : [];
    for (const name of names.filter((n) => routeFolders.has(n))) {
      expect([exclusion, name, /\$$/.test(exclusion)]).toEqual([exclusion, name, true]); // anchored: one file, no deeper path
    }
  }
});

it('leaves every file of public/ to Next’s static files, and no public file has a route’s address', () => {
  const PUBLIC = path.join(__dirname, '../../public');
  const files = (fs.readdirSync(PUBLIC, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(PUBLIC, file)).isFile() && !path.basename(file).startsWith('.'))
    .map((file) => `/${file}`);
  // Copied in by the build (scripts/copy-map-worker.mjs), so absent from a fresh checkout.
  files.push('/map/maplibre-gl-worker.mjs');
  expect(files.length).toBeGreaterThan(10);
  // A new public file (or folder) the matcher does not leave out fails here: it would run the proxy and its limits.
  for (const file of files) expect([file, reachesProxy(file)]).toEqual([file, false]);
  for (const file of files) expect([file, PUBLIC_ROUTES.concat(INTERNAL_ROUTES).filter((route) => routeRegExp(route).test(file))]).toEqual([file, []]);
});

it('the old prefix exclusion would have let the webcams list’s internal route through (the test can fail)', () => {
  const old = getMiddlewareMatchers(['/((?!api/|_next/|images/|webcams/|files/|map/|favicon.ico|icon.svg|robots.txt|sitemap.xml).*)'], {});
  expect(new RegExp(old[0].regexp).test('/webcams/2999-12-31/x')).toBe(false);
  expect(reachesProxy('/webcams/2999-12-31/x')).toBe(true);
});
