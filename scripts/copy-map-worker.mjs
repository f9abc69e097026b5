// Copies MapLibre's worker to public/map/ so it is served from our own static path. After bundling,
// maplibre-gl cannot compute its worker URL by itself; the map calls setWorkerUrl('/map/maplibre-gl-worker.mjs')
// (lib/map/config.ts MAP_WORKER_URL). The file is not in git: `npm run build` (scripts/build.mjs) and `npm run dev`
// (scripts/start.mjs --dev) copy it first; by hand: `node scripts/copy-map-worker.mjs`.
import { copyFile, mkdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WORKER_FILE = 'maplibre-gl-worker.mjs';

export async function copyMapWorker({ root = ROOT, log = console.log } = {}) {
  const require = createRequire(path.join(root, 'package.json'));
  // maplibre-gl is ESM-only with an exports map; its package.json is exported, dist/ sits beside it.
  const source = path.join(path.dirname(require.resolve('maplibre-gl/package.json')), 'dist', WORKER_FILE);
  await stat(source).catch(() => {
    throw new Error(`MapLibre worker not found at ${source} (is maplibre-gl installed?)`);
  });
  const targetDir = path.join(root, 'public', 'map');
  await mkdir(targetDir, { recursive: true });
  const target = path.join(targetDir, WORKER_FILE);
  await copyFile(source, target);
  log(`Copied ${path.relative(root, source)} → ${path.relative(root, target)}`);
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  copyMapWorker().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
