// First-visit JavaScript per page, measured in Chromium, judged against a framework floor.
//
// measureJs: a fresh mobile browser context per page; every response of resource type "script" during the first
// load (until the network is idle, plus 1.5 s for lazy chunks), each body gzip-compressed with zlib level 9 to count
// gzip bytes (what a server sending gzip would transfer, whatever the server itself did). Scripts asked for before
// the load event are what the page needs before a first interaction (`gzipBytes`); those asked for after it — the
// parts that load when in view or idle so that a phone's first tap works, and link prefetches — are counted apart
// (`afterLoadGzipBytes`), by the start times of the page's own resource timing entries.
//
// compareWithFloor: the floor is the same measurement of a bare Next app built in the same run with the same Next,
// React and bundler (floor-app.mjs). A page's figure is its total minus the floor's total; home, list, entry and
// content pages pass at ≤ floor + 12 kB, and their code asked for after load at ≤ 12 kB more than the floor's. Pages with a form or an embed are reported against the page of their
// kind without one (form page − content page, embed entry − entry), so the figure is that form's or embed's own
// code. Per page, the scripts not in the floor app are listed: a script counts as the floor's when its body is
// byte-identical to one of the floor's, or when every Turbopack module in it is one of the floor's (compared with
// module ids and minified names masked: the floor's ids differ from ours as its project root does). A listed
// script's "new" share is the part of its module bytes not found in the floor.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';

export const ALLOWANCE_BYTES = 12 * 1024;
/** Kinds judged against floor + ALLOWANCE_BYTES. */
export const JUDGED_KINDS = new Set(['home', 'list', 'entry', 'content']);

const sha = (text) => createHash('sha256').update(text).digest('hex');

/**
 * Module factories of a Turbopack chunk (`TURBOPACK.push([script, id, factory, id, factory, …])`) as keys that
 * survive another build of the same module: numbers (module ids) and one- or two-letter identifiers (the
 * minifier's names, which shift with the ids) are masked. [] for other shapes.
 */
export function moduleKeys(source) {
  if (!source.includes('TURBOPACK')) return [];
  const boundary = /[,[](\d+),(?=(?:\([\w$,]*\)|[\w$]+)=>\{|function\s*\()/g;
  const starts = [...source.matchAll(boundary)].map((m) => m.index + 1);
  const out = [];
  for (let i = 0; i < starts.length; i++) {
    const text = source.slice(starts[i], starts[i + 1] ?? source.length);
    const masked = text.replace(/,$/, '').replace(/\d+/g, '0').replace(/(?<![\w$])[A-Za-z_$][\w$]?(?![\w$])/g, '_');
    out.push({ key: sha(masked), bytes: text.length });
  }
  return out;
}

/**
 * Export names a Turbopack chunk registers (`e.s(["SearchPanel", 0, …])`), 4+ characters, component-like names
 * first: what the script carries.
 */
export function registeredNames(source) {
  const lists = [...source.matchAll(/\.s\(\[([^\]]{0,600})/g)].map((m) => m[1]);
  const names = lists.flatMap((list) => [...list.matchAll(/"([A-Za-z_$][\w$]{3,})"/g)].map((n) => n[1]));
  const pascal = (name) => /^[A-Z][a-z]/.test(name);
  return [...new Set(names)].sort((a, b) => Number(pascal(b)) - Number(pascal(a)));
}

export async function measureJs(origin, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      const tab = await context.newPage();
      const scripts = [];
      tab.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(
          response
            .body()
            .then((body) => ({ url: response.url(), body }))
            .catch(() => null),
        );
      });
      const response = await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await tab.waitForTimeout(1500);
      const bodies = (await Promise.all(scripts)).filter(Boolean);
      const timing = await tab.evaluate(() => ({
        load: performance.getEntriesByType('navigation')[0]?.loadEventStart ?? 0,
        starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
      }));
      const startOf = new Map(timing.starts);
      const files = [];
      for (const { url, body } of bodies) {
        const text = body.toString('utf8');
        files.push({
          afterLoad: (startOf.get(url) ?? 0) > timing.load,
          url: url.startsWith(origin) ? url.slice(origin.length) : url,
          rawBytes: body.length,
          gzipBytes: zlib.gzipSync(body, { level: 9 }).length,
          sha256: sha(body),
          maplibre: /maplibre/i.test(text) && text.length > 200_000,
          modules: moduleKeys(text),
          names: registeredNames(text),
        });
      }
      const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
      const [before, after] = [files.filter((f) => !f.afterLoad), files.filter((f) => f.afterLoad)];
      results.push({
        ...page,
        status: response?.status() ?? null,
        scripts: before.length,
        rawBytes: sum(before, 'rawBytes'),
        gzipBytes: sum(before, 'gzipBytes'),
        afterLoadScripts: after.length,
        afterLoadGzipBytes: sum(after, 'gzipBytes'),
        maplibre: files.some((f) => f.maplibre),
        maplibreGzipBytes: sum(
          files.filter((f) => f.maplibre),
          'gzipBytes',
        ),
        files,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * The page's scripts that are not the floor's, biggest new part first: { url, gzipBytes, newShare, newGzipBytes,
 * names } (newShare: share of the script's module bytes not in the floor; newGzipBytes: gzipBytes × newShare).
 */
function scriptsAbove(page, floor) {
  const floorBodies = new Set(floor.files.map((f) => f.sha256));
  const floorModules = new Set(floor.files.flatMap((f) => f.modules.map((m) => m.key)));
  const out = [];
  for (const file of page.files) {
    if (floorBodies.has(file.sha256)) continue;
    const total = file.modules.reduce((n, m) => n + m.bytes, 0);
    const fresh = file.modules.filter((m) => !floorModules.has(m.key)).reduce((n, m) => n + m.bytes, 0);
    if (total > 0 && fresh === 0) continue;
    const newShare = total > 0 ? fresh / total : 1;
    out.push({ url: file.url, afterLoad: file.afterLoad, gzipBytes: file.gzipBytes, newShare: Math.round(newShare * 100) / 100, newGzipBytes: Math.round(file.gzipBytes * newShare), names: file.names });
  }
  return out.sort((a, b) => b.newGzipBytes - a.newGzipBytes);
}

/** The page's scripts (by URL: same server) that its reference page did not load, biggest first. */
function scriptsBeyond(page, reference) {
  const seen = new Set(reference.files.map((f) => f.url));
  return page.files
    .filter((f) => !seen.has(f.url))
    .map((f) => ({ url: f.url, gzipBytes: f.gzipBytes, names: f.names }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const strip = ({ files, ...rest }) => ({ ...rest, files: files.map(({ modules, ...f }) => ({ ...f, modules: modules.length })) });

/**
 * The judged JS section: { floor, allowanceBytes, pages: [...] }; each page row adds aboveFloorBytes, limitBytes
 * and pass (judged kinds), aboveReferenceBytes (pages with a `reference`), scriptsAboveFloor and
 * scriptsBeyondReference.
 */
export function compareWithFloor(floor, pages) {
  const byName = new Map(pages.map((p) => [p.name, p]));
  return {
    allowanceBytes: ALLOWANCE_BYTES,
    floor: strip(floor),
    pages: pages.map((page) => {
      const reference = page.reference ? byName.get(page.reference) : null;
      const judged = JUDGED_KINDS.has(page.kind);
      const afterLoadAboveFloorBytes = page.afterLoadGzipBytes - floor.afterLoadGzipBytes;
      return {
        ...strip(page),
        aboveFloorBytes: page.gzipBytes - floor.gzipBytes,
        afterLoadAboveFloorBytes,
        judged,
        limitBytes: judged ? floor.gzipBytes + ALLOWANCE_BYTES : null,
        pass: judged ? page.status === 200 && page.gzipBytes <= floor.gzipBytes + ALLOWANCE_BYTES : null,
        afterLoadPass: judged ? afterLoadAboveFloorBytes <= ALLOWANCE_BYTES : null,
        referencePath: reference?.path ?? null,
        aboveReferenceBytes: reference ? page.gzipBytes - reference.gzipBytes : null,
        scriptsAboveFloor: scriptsAbove(page, floor),
        scriptsBeyondReference: reference ? scriptsBeyond(page, reference) : null,
      };
    }),
  };
}
