// Child processes of the suite (content services, next start), their logs, ports and memory.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { dropBuildCaches } from '../../../scripts/lib/build-snapshot.mjs';
import { SERVER_ENV, serverArgs } from '../../../scripts/lib/processes.mjs';
import { request, sleep } from './http.mjs';

export const ROOT = path.resolve(new URL('../../..', import.meta.url).pathname);
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
const children = new Set();

/** Environment without inherited content/site settings, so only what the suite sets applies. */
export function cleanEnv(extra = {}) {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(ELEBASE_|CONTENT_|PREVIEW_|REVALIDATE_|SITE_|FORM_|REDIS_|REPLICA_|CACHE_PREFIX$|PORT$|HOSTNAME$|NODE_OPTIONS$|__NEXT)/.test(key)) continue;
    env[key] = value;
  }
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

export { freePort } from '../../../scripts/lib/ports.mjs';

/**
 * A private copy of the build in `source` at `into`: its page and data caches stay its own (the shared .next is
 * only read), without the cached reads and pages of earlier servers (other content). Everything else is the project
 * itself (config and what it imports, node_modules, public); scripts/ is a real copy so the production server
 * (server/main.ts) finds this directory, not the shared one, as its root.
 */
export function copyBuild(source, into) {
  fs.mkdirSync(into);
  fs.cpSync(path.join(source, '.next'), path.join(into, '.next'), { recursive: true });
  dropBuildCaches(into);
  for (const name of fs.readdirSync(ROOT)) {
    if (name === '.next' || name === '.git') continue;
    if (name === 'scripts') fs.cpSync(path.join(ROOT, name), path.join(into, name), { recursive: true });
    else fs.symlinkSync(path.join(ROOT, name), path.join(into, name));
  }
}

/** Spawns with stdout/stderr appended to `logFile`; resolves the child once `ready` matched (or rejects). */
export function spawnLogged(name, command, args, { cwd = ROOT, env, logFile, ready, timeoutMs = 60_000 }) {
  return new Promise((resolve, reject) => {
    const log = fs.createWriteStream(logFile, { flags: 'a' });
    log.write(`\n--- ${new Date().toISOString()} start ${name}\n`);
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let seen = '';
    let resolved = !ready;
    const timer = ready
      ? setTimeout(() => {
          if (!resolved) reject(new Error(`${name} not ready within ${timeoutMs} ms; see ${logFile}`));
        }, timeoutMs)
      : null;
    const onData = (chunk) => {
      log.write(chunk);
      if (resolved) return;
      seen += chunk.toString();
      if (ready.test(seen)) {
        resolved = true;
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      children.delete(child);
      log.end(`--- ${new Date().toISOString()} ${name} exited (${signal ?? code})\n`);
      if (!resolved) {
        clearTimeout(timer);
        reject(new Error(`${name} exited (${signal ?? code}) before it was ready; see ${logFile}`));
      }
    });
    if (!ready) resolve(child);
  });
}

/** The embedded content service (node --import tsx, so SIGKILL hits the server process itself). */
export function startContentService({ port, dataDir, logFile, env = {} }) {
  return spawnLogged('content service', process.execPath, ['--import', 'tsx', 'content-service/main.ts'], {
    env: cleanEnv({ CONTENT_PORT: String(port), CONTENT_DATA_DIR: dataDir, ...env }),
    logFile,
    ready: /listening on http/,
    timeoutMs: 60_000,
  });
}

/**
 * The site on the suite's copy of the build; resolves once /api/health says 200 (its replica holds a complete sync),
 * or, with `ready: false`, once it answers HTTP at all. Each site keeps its replica in a directory of its own
 * (REPLICA_DIR, under the copy), unless `env` names one.
 */
export async function startSite({ dir, port, logFile, env, ready = true }) {
  // The production server (server/main.ts: Next's handler plus the 503 outage status, with the flags `npm start`
  // gives it) when the project has one, else plain `next start`.
  const serve = fs.existsSync(path.join(dir, 'server/main.ts'));
  // `--dir`: server/ is a link into the checkout, and Node runs a linked script from its real path, so without it
  // the server would serve (and write its caches into) the checkout's build instead of this copy.
  const args = serve ? [...serverArgs(dir), '--dir', dir, '-p', String(port)] : [NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'];
  const child = await spawnLogged('site', process.execPath, args, {
    cwd: dir,
    // The server's own environment as `npm start` gives it (two malloc arenas), under what the case sets.
    env: cleanEnv({ ...(serve ? SERVER_ENV : {}), REPLICA_DIR: path.join(dir, '.replica', String(port)), ...env, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production' }),
    logFile,
    ready: /Ready in|started server|Local:|site listening on/,
    timeoutMs: 60_000,
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const r = await request(origin, '/robots.txt', { timeout: 5000 });
    if (r.status > 0) break;
    await sleep(100);
  }
  if (!ready) return child;
  // The first sync reads every published entry: a minute is far more than the sample store needs.
  for (const until = Date.now() + 120_000; Date.now() < until; await sleep(250)) {
    if ((await request(origin, '/api/health', { timeout: 5000 })).status === 200) return child;
  }
  throw new Error(`site on ${port} not ready (/api/health not 200); see ${logFile}`);
}

export function stopChild(child, signal = 'SIGTERM', graceMs = 5000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function stopAll() {
  await Promise.all([...children].map((child) => stopChild(child)));
}

/** npm run <script> -- args (synchronously), with the given environment; returns stdout+stderr. */
export function npmRun(script, args, env, logFile) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd: ROOT, env: cleanEnv(env), encoding: 'utf8' });
  fs.appendFileSync(logFile, `\n--- npm run ${script} ${args.join(' ')}\n${result.stdout}${result.stderr}`);
  if (result.status !== 0) throw new Error(`npm run ${script} failed (${result.status}): ${result.stderr}`);
  return result.stdout + result.stderr;
}

/** Resident memory (kB) of a process and all its descendants, from /proc/<pid>/status VmRSS. */
export function treeRssKb(pid) {
  let total = 0;
  const visit = (p) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        const kids = fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        for (const kid of kids ? kids.split(/\s+/) : []) visit(kid);
      }
    } catch {
      // the process went away
    }
  };
  visit(pid);
  return total;
}
