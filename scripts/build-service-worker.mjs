// Builds the service worker (worker/sw.ts, with Serwist) into .next/sw.js after `next build`: esbuild bundles it
// with this build's id and precache list, so every build's worker differs and replaces the one before
// (docs/operations.md#offline-support). scripts/serve.mjs serves it at /sw.js. By hand: `node scripts/build-service-worker.mjs`.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICE_WORKER_FILE = path.join('.next', 'sw.js');

/** Public files the offline site needs on every device: icons, placeholder images. */
const PUBLIC_PRECACHE = [/^icons\/[\w-]+\.png$/, /^images\/[\w-]+\.svg$/];
/** The map's worker and local basemaps: cached with the map's code, not on every device. */
const PUBLIC_MAP = /^map\/[\w-]+\.(json|mjs)$/;
/**
 * Files of .next/static/ no page requests: Turbopack also emits MapLibre's own builds (dev ones too) as assets,
 * 5 MB that the site never loads (it bundles the library and serves its worker from public/map/).
 */
const NEVER_REQUESTED = /^media\/.+\.mjs$/;

async function filesUnder(dir) {
  const names = await readdir(dir, { recursive: true }).catch(() => []);
  const files = [];
  for (const name of names) if ((await stat(path.join(dir, name))).isFile()) files.push(name.split(path.sep).join('/'));
  return files.sort();
}

const digest = async (file) => createHash('sha256').update(await readFile(file)).digest('hex').slice(0, 16);

/**
 * The precache list, `{ url, revision }` with the content's digest (a file that did not change is not fetched
 * again), and the map's files apart: MapLibre (about 1.7 MB before compression) is cached when a page uses the map
 * or a trip is saved for offline, not on every device that visits once.
 */
export async function precacheEntries(root = ROOT) {
  const precache = [];
  const map = [];
  const staticDir = path.join(root, '.next', 'static');
  for (const file of await filesUnder(staticDir)) {
    if (NEVER_REQUESTED.test(file)) continue;
    const full = path.join(staticDir, file);
    const url = `/_next/static/${file}`;
    if (/\.(js|css)$/.test(file) && (await readFile(full, 'utf8')).includes('maplibre')) map.push(url);
    else precache.push({ url, revision: await digest(full) });
  }
  const publicDir = path.join(root, 'public');
  for (const file of await filesUnder(publicDir)) {
    if (PUBLIC_MAP.test(file)) map.push(`/${file}`);
    else if (PUBLIC_PRECACHE.some((pattern) => pattern.test(file))) precache.push({ url: `/${file}`, revision: await digest(path.join(publicDir, file)) });
  }
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
  // The offline page is a page of this build: revised with it.
  const entries = [...precache, { url: '/offline', revision: buildId }];
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
  const precacheBytes = await sizeOf(root, precache.map((entry) => entry.url));
  const mapBytes = await sizeOf(root, map);
  log(
    `Service worker ${SERVICE_WORKER_FILE}: ${(bytes / 1024).toFixed(1)} kB; precaches ${entries.length} files (${(precacheBytes / 1024).toFixed(0)} kB before compression); ` +
      `the map's ${map.length} files (${(mapBytes / 1024).toFixed(0)} kB) when used or saved for offline`,
  );
  return { outfile, entries, map, bytes, precacheBytes, mapBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServiceWorker().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
