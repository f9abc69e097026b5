// Builds the service worker (worker/sw.ts, with Serwist) into .next/sw.js after `next build`: esbuild bundles it
// with this build's id and precache list, so every build's worker differs and replaces the one before
// (docs/operations.md#offline-support). scripts/serve.mjs serves it at /sw.js. By hand: `node scripts/build-service-worker.mjs`.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICE_WORKER_FILE = path.join('.next', 'sw.js');

/** Public files the offline site needs on every device: the map's worker and local basemaps, icons, placeholders. */
const PUBLIC_PRECACHE = [/^map\/[\w-]+\.(json|mjs)$/, /^icons\/[\w-]+\.png$/, /^images\/[\w-]+\.svg$/];

async function filesUnder(dir) {
  const names = await readdir(dir, { recursive: true }).catch(() => []);
  const files = [];
  for (const name of names) if ((await stat(path.join(dir, name))).isFile()) files.push(name.split(path.sep).join('/'));
  return files.sort();
}

const digest = async (file) => createHash('sha256').update(await readFile(file)).digest('hex').slice(0, 16);

/** The precache list: `{ url, revision }` with the content's digest (a file that did not change is not fetched again). */
export async function precacheEntries(root = ROOT) {
  const entries = [];
  const staticDir = path.join(root, '.next', 'static');
  for (const file of await filesUnder(staticDir)) entries.push({ url: `/_next/static/${file}`, revision: await digest(path.join(staticDir, file)) });
  const publicDir = path.join(root, 'public');
  for (const file of await filesUnder(publicDir)) {
    if (PUBLIC_PRECACHE.some((pattern) => pattern.test(file))) entries.push({ url: `/${file}`, revision: await digest(path.join(publicDir, file)) });
  }
  return entries;
}

export async function buildServiceWorker({ root = ROOT, log = console.log } = {}) {
  const { build } = await import('esbuild');
  const buildId = (await readFile(path.join(root, '.next', 'BUILD_ID'), 'utf8')).trim();
  // The offline page is a page of this build: revised with it.
  const entries = [...(await precacheEntries(root)), { url: '/offline', revision: buildId }];
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
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  const bytes = (await stat(outfile)).size;
  let precacheBytes = 0;
  for (const entry of entries) {
    const file = entry.url.startsWith('/_next/static/') ? path.join(root, '.next', 'static', entry.url.slice('/_next/static/'.length)) : path.join(root, 'public', entry.url.slice(1));
    precacheBytes += (await stat(file).catch(() => ({ size: 0 }))).size;
  }
  log(`Service worker ${SERVICE_WORKER_FILE}: ${(bytes / 1024).toFixed(1)} kB, precaches ${entries.length} files (${(precacheBytes / 1024).toFixed(0)} kB before compression)`);
  return { outfile, entries, bytes, precacheBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServiceWorker().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
