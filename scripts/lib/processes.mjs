// Process helpers shared by the start, build and test scripts: the embedded content service and child commands.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { typeScriptFlags } from '../../shared/node-support.mjs';
import { DEFAULT_CONTENT_PORT } from '../../shared/ports.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');

/**
 * V8 flags of the site's server (docs/operations.md#memory). Node 24's V8 sizes the young generation from the
 * machine's memory: on a 24 GB host each semi-space grew to 64 MB, a 128 MB new space holding a render's garbage
 * before each scavenge, most of the site's extra RSS over Node 20. 4 MB: scavenges come more often and each copies
 * no more, since a request's objects die young either way.
 * Under steady load V8 lets the old generation grow to four times what survived its last full collection (80 MB
 * live became 340 MB of heap); 20 % more is the limit instead, for a full collection every few seconds of load.
 */
const SITE_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=20'];

/**
 * `node`'s arguments for the site's production server: its V8 flags, type stripping (it is TypeScript run as it
 * is, no build step, no loader: a loader hooked into every module Next loads cost its start 2 s of CPU), and
 * server/main.ts of the checkout `dir`. Options for the server follow.
 */
export function serverArgs(dir = ROOT) {
  return [...SITE_NODE_FLAGS, ...typeScriptFlags(), path.join(dir, 'server/main.ts')];
}

/**
 * The production server's own environment (docs/operations.md#memory): glibc's malloc with one arena and fixed
 * thresholds. Each thread that allocates (V8's GC and compiler helpers, libuv's pool, SQLite) otherwise gets an arena
 * of its own, up to eight per core, each keeping freed memory; and glibc raises its mmap and trim thresholds as
 * large blocks are freed, so a burst's buffers stay in the heap afterwards. Fixed at 128 kB, a large block is
 * mapped and unmapped on its own and the heap's free top goes back to the system. With these and 4 MB semi-spaces
 * the swarm (case S) peaked at 289–294 MB instead of 316–321, and the bench's mixed load at 220–237 MB instead of
 * 240–247, at the same rate (398–407 against 402–417 requests a second).
 */
export const SERVER_ENV = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/** The site's environment for its production server (an operator's own MALLOC_* values win). */
export function serverEnv(env = process.env) {
  return { ...SERVER_ENV, ...siteEnv(env) };
}

/** The embedded content service is used unless ELEBASE_HOST points the site somewhere else. */
export function usesEmbeddedContent(env = process.env) {
  return !env.ELEBASE_HOST?.trim();
}

export function contentPort(env = process.env) {
  return env.CONTENT_PORT?.trim() || String(DEFAULT_CONTENT_PORT);
}

/** Environment for the site: telemetry off and, when embedded, the host of the embedded service. */
export function siteEnv(env = process.env) {
  const out = { ...env, NEXT_TELEMETRY_DISABLED: '1' };
  if (usesEmbeddedContent(env)) out.ELEBASE_HOST = `http://127.0.0.1:${contentPort(env)}`;
  return out;
}

export function hasBuild() {
  return existsSync(path.join(ROOT, '.next/BUILD_ID'));
}

/** Starts the embedded content service and resolves once it listens. */
export function startContentService(env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'content-service/main.ts'], {
      cwd: ROOT,
      env: { ...env, CONTENT_PORT: contentPort(env) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let seen = '';
    const onData = (chunk) => {
      process.stdout.write(chunk);
      seen += chunk.toString();
      const match = seen.match(/listening on (http:\/\/\S+)/);
      if (match) {
        child.stdout.off('data', onData);
        child.stdout.pipe(process.stdout);
        resolve({ child, url: match[1] });
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`content service exited (${code}) before listening`)));
  });
}

/** Runs a command to completion, rejecting on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export function stop(child) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}
