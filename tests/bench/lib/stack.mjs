// The site under test: a snapshot of the production build (so the server's run-time cache writes never touch the
// shared `.next/`), the embedded content service on a temp data dir, and the site's own server (`server/main.ts`,
// what `npm start` runs) serving the snapshot.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEV_PROJECT, DEV_TOKEN } from '../../../shared/dev-values.mjs';
import { descendants, startProcess, stopProcess, waitForHttp, waitForLog } from './proc.mjs';
import { snapshotBuild as snapshot } from '../../../scripts/lib/build-snapshot.mjs';
import { SERVER_ENV, serverArgs } from '../../../scripts/lib/processes.mjs';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
export const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
export const TOKEN = process.env.ELEBASE_TOKEN || DEV_TOKEN;
export const PROJECT = process.env.ELEBASE_PROJECT || DEV_PROJECT;

/** Environment without anything that would point the children at another content host or port. */
export function cleanEnv(extra = {}) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  for (const key of ['ELEBASE_HOST', 'PORT', 'CONTENT_PORT', 'CONTENT_DATA_DIR', 'CONTENT_SEED', '__NEXT_PRIVATE_ORIGIN']) delete env[key];
  return { ...env, ...extra };
}

export function hasBuild() {
  return fs.existsSync(path.join(ROOT, '.next/BUILD_ID'));
}

/** The checkout's build copied into `dir`, its caches left out (scripts/lib/build-snapshot.mjs). */
export function snapshotBuild(dir) {
  return snapshot(ROOT, dir);
}

/** Drops the server's run-time cache (data cache, ISR writes) in a snapshot, so a new server starts cold. */
export function clearRuntimeCache(dir) {
  fs.rmSync(path.join(dir, '.next/cache'), { recursive: true, force: true });
}

export async function startContentService({ port, dataDir, logFile, seed = 'sample' }) {
  fs.mkdirSync(dataDir, { recursive: true });
  const child = startProcess(process.execPath, ['--import', 'tsx', 'content-service/main.ts'], {
    cwd: ROOT,
    env: cleanEnv({ CONTENT_PORT: String(port), CONTENT_DATA_DIR: dataDir, CONTENT_RATE_LIMIT: '1000000', CONTENT_SEED: seed }),
    logFile,
  });
  await waitForLog(child, /content service listening on http:\/\/\S+/, 120_000);
  return { child, host: `http://127.0.0.1:${port}`, port, dataDir, stop: () => stopProcess(child) };
}

/**
 * The bench is one client address standing for many visitors: without this, the per-client limit answers 429 to
 * query-string views and entry pages after 300 requests a minute, the render gate to more than 16 of one client's
 * requests waiting at once (the load runs 50 connections), one client's share of the content budget refuses the cold
 * renders the bench times, and the bench would time the refusals.
 */
export const ONE_CLIENT_IS_MANY = { CLIENT_RATE_LIMIT: '1000000', CONTENT_BUDGET: '1000000', RENDER_QUEUE_PER_CLIENT: '10000' };

/**
 * The site as deployed (`server/main.ts` with the V8 flags and malloc setting `npm start` gives it: Next's handler plus the request
 * checks, security headers, client identity and the service worker at /sw.js) serving the build in `dir`, on all interfaces (measured through
 * 127.0.0.1).
 */
export async function startNext({ dir, port, contentHost, logFile }) {
  const child = startProcess(process.execPath, [...serverArgs(), '--dir', dir, '-p', String(port)], {
    cwd: dir,
    env: cleanEnv({ ...SERVER_ENV, ELEBASE_HOST: contentHost, ...ONE_CLIENT_IS_MANY, SERVER_TIMING: 'on' }),
    logFile,
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/`, { child, timeoutMs: 60_000 });
  return { child, origin, port, stop: () => stopProcess(child) };
}

/**
 * The PID of the site's server process among `rootPid`'s descendants: the one listening on `port` (npm start
 * may run `next start` or a small server around Next), else a process Next renamed `next-server`.
 */
export function nextServerPid(rootPid, port) {
  const tree = new Set(descendants(rootPid));
  if (port) {
    const out = execFileSync('ss', ['-ltnp'], { encoding: 'utf8' });
    const pid = out
      .split('\n')
      .filter((line) => new RegExp(`:${port}\\s`).test(line))
      .flatMap((line) => [...line.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1])))
      .find((p) => tree.has(p));
    if (pid) return pid;
  }
  const out = execFileSync('ps', ['-e', '-o', 'pid=,args='], { encoding: 'utf8' });
  const rows = out
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(.*)$/))
    .filter(Boolean)
    .map(([, pid, args]) => ({ pid: Number(pid), args }))
    .filter((row) => tree.has(row.pid));
  return (rows.find((row) => row.args.startsWith('next-server')) ?? rows.find((row) => /next\S* start/.test(row.args)))?.pid ?? null;
}

export function rssBytes(pid, field = 'VmRSS') {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))[1]) * 1024;
  } catch {
    return null;
  }
}
