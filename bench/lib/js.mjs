// First-visit JavaScript per page, measured in Chromium: every script response of a fresh context's first load
// (until the network is idle), gzip-compressed with zlib to count gzip bytes, split into framework vs our code.
//
// Split: Turbopack production chunks are `TURBOPACK.push([script, id, factory, id, factory, …])`; each module
// factory is attributed to "ours" when it registers an export named like one of ours (`"SubscribeForm"` in
// `e.s([...])`; names collected from components/, lib/, app/, content-client/) and carries no React/Next marker
// (react.dev/errors, __next, NEXT_, …), else to "framework"
// (next, react, react-dom, the Turbopack runtime and the libraries they pull in). A chunk's gzip bytes are
// shared out in proportion to its modules' raw bytes. Other npm libraries we chose (swr, maplibre, …) count as
// ours when they are in a chunk with no framework module; MapLibre is flagged separately.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { ROOT } from './stack.mjs';

const GENERIC = new Set(['default', 'metadata', 'generateMetadata', 'generateStaticParams', 'dynamic', 'revalidate']);

export function ourExportNames() {
  const names = new Set();
  const walk = (dir) => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, item.name);
      if (item.isDirectory()) walk(file);
      else if (/\.(tsx?|mjs)$/.test(item.name) && !/\.test\./.test(item.name)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(/export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/g)) {
          if (m[1].length >= 6 && !GENERIC.has(m[1])) names.add(m[1]);
        }
      }
    }
  };
  for (const dir of ['components', 'lib', 'app', 'content-client']) if (fs.existsSync(path.join(ROOT, dir))) walk(path.join(ROOT, dir));
  return names;
}

const FRAMEWORK_STRONG = [/react\.dev\/errors/, /__next_f/, /next-router-state-tree/, /TURBOPACK_/];
const FRAMEWORK_MARKERS = [/react\.dev\/errors/, /__next/, /nextjs/i, /NEXT_/, /react\.(transitional\.)?element/, /TURBOPACK_/];

/** Module factories of a Turbopack chunk as [start, end] slices; the whole chunk when it has another shape. */
function modulesOf(source) {
  const boundary = /[,[](\d+),(?=(?:\([\w$,]*\)|[\w$]+)=>\{|function\s*\()/g;
  const starts = [...source.matchAll(boundary)].map((m) => m.index + 1);
  if (!source.includes('TURBOPACK') || starts.length === 0) return [source];
  const out = [];
  for (let i = 0; i < starts.length; i++) out.push(source.slice(starts[i], starts[i + 1] ?? source.length));
  return out;
}

export function classify(source, names) {
  const modules = modulesOf(source);
  let ours = 0;
  let framework = 0;
  let anyFramework = false;
  for (const mod of modules) {
    // names a module registers with Turbopack's `e.s(["Name", 0, value, …])`
    const registered = [...mod.matchAll(/\.s\(\[([^\]]{0,400})/g)].flatMap((m) => [...m[1].matchAll(/"([A-Za-z_$][\w$]*)"/g)].map((n) => n[1]));
    const isFramework = FRAMEWORK_MARKERS.some((re) => re.test(mod));
    const exported = !FRAMEWORK_STRONG.some((re) => re.test(mod)) && registered.some((name) => names.has(name));
    if (exported) ours += mod.length;
    else framework += mod.length;
    anyFramework ||= isFramework;
  }
  // a chunk of only unmarked library modules next to our own: a library we chose, count it as ours
  if (ours === 0 && !anyFramework && !source.includes('TURBOPACK_')) return { ours: 1, framework: 0 };
  const total = ours + framework || 1;
  return { ours: ours / total, framework: framework / total };
}

export async function measureJs(origin, pages) {
  const names = ourExportNames();
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
      await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await tab.waitForTimeout(1500);
      const bodies = (await Promise.all(scripts)).filter(Boolean);
      let total = 0;
      let ours = 0;
      let framework = 0;
      let raw = 0;
      let maplibreGzip = 0;
      const files = [];
      for (const { url, body } of bodies) {
        const gzip = zlib.gzipSync(body, { level: 9 }).length;
        const text = body.toString('utf8');
        const split = classify(text, names);
        const maplibre = /maplibre/i.test(text) && text.length > 200_000;
        total += gzip;
        raw += body.length;
        ours += gzip * split.ours;
        framework += gzip * split.framework;
        if (maplibre) maplibreGzip += gzip;
        files.push({ url: url.replace(origin, ''), rawBytes: body.length, gzipBytes: gzip, oursShare: Math.round(split.ours * 100) / 100, maplibre });
      }
      results.push({
        name: page.name,
        path: page.path,
        scripts: files.length,
        rawBytes: raw,
        gzipBytes: total,
        frameworkGzipBytes: Math.round(framework),
        oursGzipBytes: Math.round(ours),
        maplibre: maplibreGzip > 0,
        maplibreGzipBytes: maplibreGzip,
        files,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
