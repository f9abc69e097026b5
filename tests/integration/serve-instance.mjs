// What the integration scripts share: a temporary folder with the child processes they start, and the production
// server (`server/main.ts`, as `npm start` runs it) on a loopback port, its output in `<work>/<name>.log`.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, serverArgs, stop } from '../../scripts/lib/processes.mjs';

/** A temporary folder (`prefix` + random) and the children started in it; stop them, then remove the folder. */
export function integrationWorkspace(prefix) {
  const work = mkdtempSync(path.join(os.tmpdir(), prefix));
  const processes = [];
  return {
    work,
    processes,
    stopProcesses: () => Promise.all(processes.map((child) => stop(child))),
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}

/** Resolves once the server answers with its replica synced (/api/health 200). @returns {Promise<{ name: string, base: string, child: import('node:child_process').ChildProcess, logFile: string }>} */
export async function startServeInstance({ name, port, env, work, processes }) {
  const logFile = path.join(work, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [...serverArgs(), '-p', String(port)], {
    cwd: ROOT,
    env: { ...env, HOSTNAME: '127.0.0.1', REPLICA_DIR: path.join(work, `replica-${name}`) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  processes.push(child);
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      // Healthy once its replica of the content is synced.
      const response = await fetch(`${base}/api/health`);
      if (response.status === 200) return { name, base, child, logFile };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance ${name} did not start:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
}
