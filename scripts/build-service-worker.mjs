// Builds the service worker (worker/sw.ts, with Serwist) into .next/sw.js after `next build`: esbuild bundles it
// with this build's id and precache list, so every build's worker differs and replaces the one before
// (docs/operations.md#offline-support). server/main.ts serves it at /sw.js. By hand: `node scripts/build-service-worker.mjs`.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeLinks, mayNameCode } from '../lib/offline/code-links.mjs';
import { OFFLINE_DOCUMENT_PATH, offlineDocument } from '../lib/offline/offline-document.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICE_WORKER_FILE = path.join('.next', 'sw.js');
export const OFFLINE_DOCUMENT_FILE = path.join('.next', 'offline-document.html');

/** The map's worker and local basemaps: cached with the map's code, not on every device. */
const PUBLIC_MAP = /^map\/[\w-]+\.(json|mjs)$/;
/** The offline page as this build prerendered it. */
const OFFLINE_HTML = path.join('.next', 'server', 'app', 'offline.html');

async function filesUnder(dir) {
  const names = await readdir(dir, { recursive: true }).catch(() => []);
  const files = [];
  for (const name of names) if ((await stat(path.join(dir, name))).isFile()) files.push(name.split(path.sep).join('/'));
  return files.sort();
}


/**
 * What the worker precaches when it installs besides the offline document, `{ url, revision }`: the styles (and
 * what they name: fonts, images) the offline page is drawn with; and the map's files apart. Nothing else: every
 * visitor's device installs the worker, few save a trip for offline. The offline page's scripts are left out — it is
 * text and links, and works as server HTML (lib/offline/offline-document.mjs). Pages' code is kept
 * as pages load it, and a trip's whole code when it is saved for offline (worker/trip-copy.ts).
 */
export async function precacheEntries(root = ROOT) {
  const html = await readFile(path.join(root, OFFLINE_HTML), 'utf8').catch(() => {
    throw new Error(`${OFFLINE_HTML} is missing: the offline page must be prerendered (app/offline/page.tsx)`);
  });
  const styles = new Set(codeLinks(html).filter((url) => url.endsWith('.css')));
  for (const url of [...styles]) if (mayNameCode(url)) for (const named of codeLinks(await readFile(fileOf(root, url), 'utf8'))) styles.add(named);
  const precache = [];
  // This build's files carry their content's hash in the name: no revision, so the worker takes the copy the page
  // just loaded from the browser's HTTP cache (they are immutable there) instead of downloading it again.
  for (const url of styles) precache.push({ url, revision: null });
  const map = [];
  const staticDir = path.join(root, '.next', 'static');
  for (const file of await filesUnder(staticDir)) {
    if (/\.(js|css)$/.test(file) && (await readFile(path.join(staticDir, file), 'utf8')).includes('maplibre')) map.push(`/_next/static/${file}`);
  }
  for (const file of await filesUnder(path.join(root, 'public'))) if (PUBLIC_MAP.test(file)) map.push(`/${file}`);
  return { precache, map };
}

const fileOf = (root, url) => (url.startsWith('/_next/static/') ? path.join(root, '.next', 'static', url.slice('/_next/static/'.length)) : path.join(root, 'public', url.slice(1)));

async function sizeOf(root, urls) {
  let bytes = 0;
  for (const url of urls) bytes += (await stat(fileOf(root, url)).catch(() => ({ size: 0 }))).size;
  return bytes;
}

export async function buildServiceWorker({ root = ROOT, log = console.log } = {}) {
  const { build } = await import('esbuild');
  const buildId = (await readFile(path.join(root, '.next', 'BUILD_ID'), 'utf8')).trim();
  const { precache, map } = await precacheEntries(root);
  // The offline page as server HTML (lib/offline/offline-document.mjs), served by server/main.ts; revised with
  // the build.
  const document = offlineDocument(await readFile(path.join(root, OFFLINE_HTML), 'utf8'));
  await writeFile(path.join(root, OFFLINE_DOCUMENT_FILE), document);
  const entries = [{ url: OFFLINE_DOCUMENT_PATH, revision: buildId }, ...precache];
  const outfile = path.join(root, SERVICE_WORKER_FILE);
  await build({
    entryPoints: [path.join(root, 'worker', 'sw.ts')],
    tsconfig: path.join(root, 'worker', 'tsconfig.json'),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    outfile,
    define: {
      __WF_BUILD_ID__: JSON.stringify(buildId),
      __WF_PRECACHE__: JSON.stringify(entries),
      __WF_MAP_FILES__: JSON.stringify(map),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  const bytes = (await stat(outfile)).size;
  const precacheBytes = Buffer.byteLength(document) + (await sizeOf(root, precache.map((entry) => entry.url)));
  const mapBytes = await sizeOf(root, map);
  log(
    `Service worker ${SERVICE_WORKER_FILE}: ${(bytes / 1024).toFixed(1)} kB; precaches ${entries.length} files (${(precacheBytes / 1024).toFixed(0)} kB before compression); ` +
      `pages' code as they load it; the map's ${map.length} files (${(mapBytes / 1024).toFixed(0)} kB) when used or saved for offline`,
  );
  return { outfile, entries, map, bytes, precacheBytes, mapBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServiceWorker().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
