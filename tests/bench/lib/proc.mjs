// Child processes of the bench: each runs in its own process group (so `npm start` and nginx take their children
// with them), logs to a file in the run's temp dir, and is stopped at the end, on failure and on SIGINT/SIGTERM.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';

const running = new Set();
const cleanups = [];

export function onCleanup(fn) {
  cleanups.push(fn);
}

/** Starts `command args` detached (own process group), output to `logFile`. */
export function startProcess(command, args, { cwd, env, logFile }) {
  const fd = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  child.logFile = logFile;
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/** Every descendant of `pid` (npm runs its script in a process group of its own, so groups are not enough). */
export function descendants(pid) {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  const children = new Map();
  for (const line of out.split('\n')) {
    const [p, pp] = line.trim().split(/\s+/).map(Number);
    if (!p) continue;
    if (!children.has(pp)) children.set(pp, []);
    children.get(pp).push(p);
  }
  const found = [];
  const walk = (p) => {
    for (const c of children.get(p) ?? []) {
      found.push(c);
      walk(c);
    }
  };
  walk(pid);
  return found;
}

function kill(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    /* already gone */
  }
}

function signalGroup(child, signal) {
  kill(-child.pid, signal);
}

/**
 * SIGTERM to the child's process group and every descendant, SIGKILL to whatever is left after `graceMs`;
 * resolves once all of them are gone.
 */
export async function stopProcess(child, { signal = 'SIGTERM', graceMs = 5000 } = {}) {
  if (!child) return;
  const tree = child.exitCode === null && child.signalCode === null ? descendants(child.pid) : [];
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (child.exitCode !== null || child.signalCode !== null) return;
  signalGroup(child, signal);
  // npm's script shell is in its own group: signal the leaves (the real servers) directly too
  for (const pid of tree) kill(pid, signal);
  const deadline = Date.now() + graceMs;
  const pids = [child.pid, ...tree];
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  for (const pid of pids) if (alive(pid)) kill(pid, 'SIGKILL');
  signalGroup(child, 'SIGKILL');
  while (pids.some(alive)) await new Promise((r) => setTimeout(r, 20));
}

export async function stopAll() {
  await Promise.all([...running].map((child) => stopProcess(child)));
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`cleanup: ${error.message}`);
    }
  }
}

/** Stop everything on Ctrl-C / SIGTERM, and kill whatever is left if the process exits some other way. */
export function installSignalHandlers() {
  let stopping = false;
  const onSignal = (signal) => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping everything the bench started…`);
    stopAll().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', () => {
    for (const child of running) {
      for (const pid of descendants(child.pid)) kill(pid, 'SIGKILL');
      signalGroup(child, 'SIGKILL');
    }
  });
}

export function logTail(child, lines = 30) {
  try {
    return fs.readFileSync(child.logFile, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Resolves when `child`'s log matches `pattern`; rejects if it exits first or after `timeoutMs`. */
export function waitForLog(child, pattern, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const text = fs.existsSync(child.logFile) ? fs.readFileSync(child.logFile, 'utf8') : '';
      const match = text.match(pattern);
      if (match) return resolve(match);
      if (child.exitCode !== null || child.signalCode !== null) {
        return reject(new Error(`${child.spawnargs.join(' ')} exited (${child.exitCode ?? child.signalCode}):\n${logTail(child)}`));
      }
      if (Date.now() - started > timeoutMs) return reject(new Error(`timed out waiting for ${pattern} in ${child.logFile}`));
      setTimeout(tick, 25);
    };
    tick();
  });
}

/** Polls `url` until it answers `status`; resolves with the ms waited. */
export async function waitForHttp(url, { timeoutMs = 60_000, status = 200, intervalMs = 25, child } = {}) {
  const started = performance.now();
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.status === status) return performance.now() - started;
    } catch {
      /* not up yet */
    }
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${child.spawnargs.join(' ')} exited before ${url} answered:\n${logTail(child)}`);
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

export { freePort } from '../../../scripts/lib/ports.mjs';

/** Runs a command to completion (output to logFile); rejects on non-zero exit. */
export function runToEnd(command, args, { cwd, env, logFile }) {
  return new Promise((resolve, reject) => {
    const child = startProcess(command, args, { cwd, env, logFile });
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code}):\n${logTail(child)}`)),
    );
  });
}
