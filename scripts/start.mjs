// `npm start`: the whole site on PORT (3000) from a production build (built first when there is none), with the
// embedded content service beside it on CONTENT_PORT (4010). `--dev` runs `next dev` instead, after copying the
// map's worker as the build does (a fresh clone has none). Ctrl-C stops both.
import '../shared/require-supported-node.mjs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import { checkEnv } from '../lib/config/env-schema.mjs';
import { build } from './build.mjs';
import { copyMapWorker } from './copy-map-worker.mjs';
import { NEXT_BIN, ROOT, hasBuild, serverArgs, serverEnv, siteEnv, startContentService, stop, usesEmbeddedContent } from './lib/processes.mjs';

const dev = process.argv.includes('--dev');
let config;
try {
  config = checkEnv(process.env, dev ? 'npm run dev' : 'npm start').values;
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const port = String(config.PORT);

if (!dev && !hasBuild()) {
  console.log('No production build yet: building first (npm run build).');
  await build().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

// public/map/maplibre-gl-worker.mjs is not in git and only a build copies it: without it the map draws its
// background but none of its features (Worker failed to load).
if (dev) {
  await copyMapWorker().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

/**
 * `next dev` ignores the HOSTNAME variable; pass it on as -H, as the production server listens on it. Not when it is this
 * machine's own name: container runtimes export HOSTNAME=<container id>, which is no listen address anyone chose.
 */
function devHostArgs() {
  const host = config.HOSTNAME;
  return host && host !== os.hostname() ? ['-H', host] : [];
}

const service = usesEmbeddedContent() ? await startContentService() : null;
// Production runs server/main.ts (Next's handler on node:http): 503 for content outages, graceful shutdown.
const site = spawn(process.execPath, dev ? [NEXT_BIN, 'dev', '-p', port, ...devHostArgs()] : [...serverArgs(), '-p', port], {
  cwd: ROOT,
  env: dev ? siteEnv() : serverEnv(),
  stdio: 'inherit',
});

// Graceful shutdown (SIGTERM from a process manager, Ctrl-C): the site stops accepting and finishes the
// requests in flight (server/main.ts, at most SHUTDOWN_GRACE_MS), and only then the content service it reads from stops.
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stop(site);
  await stop(service?.child);
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
site.once('exit', (code) => shutdown(stopping ? 0 : (code ?? 1)));
service?.child.once('exit', (code) => {
  console.error(`content service stopped (${code}); stopping the site`);
  shutdown(1);
});
