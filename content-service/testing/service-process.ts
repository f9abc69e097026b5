import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_PRIVATE_KEY, DEV_PROJECT, DEV_PUBLIC_KEY, DEV_TOKEN } from '../../shared/dev-values.mjs';

export interface ServiceProcessOptions {
  /** Data directory to use (reused across restarts); a fresh temp dir when absent. */
  dataDir?: string;
  /** Extra environment, e.g. `{ CONTENT_SEED: 'fixture', CONTENT_RATE_LIMIT: '5' }`. */
  env?: Record<string, string>;
}

export interface ServiceProcess {
  host: string;
  port: number;
  project: string;
  publicKey: string;
  privateKey: string;
  token: string;
  dataDir: string;
  /** SIGTERM and wait for exit. */
  stop(): Promise<void>;
  /** Send a signal (default SIGKILL) and wait for exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const LISTENING = /content service listening on http:\/\/127\.0\.0\.1:(\d+)/;
const START_TIMEOUT_MS = 30_000;

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export function startServiceProcess(options: ServiceProcessOptions = {}): Promise<ServiceProcess> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'content-service-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_PORT: '0',
    CONTENT_DATA_DIR: dataDir,
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'content-service/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const project = env.ELEBASE_PROJECT || DEV_PROJECT;
  const publicKey = env.ELEBASE_PUBLIC_KEY || DEV_PUBLIC_KEY;
  const privateKey = env.ELEBASE_PRIVATE_KEY || DEV_PRIVATE_KEY;
  const token = env.ELEBASE_TOKEN || DEV_TOKEN;

  return new Promise<ServiceProcess>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    let settled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`content service did not start (${why}):\n${stderr}`));
    };
    const timer = setTimeout(() => fail(`no listening line after ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      if (settled) return;
      stdout += chunk;
      const match = LISTENING.exec(stdout);
      if (!match) return;
      settled = true;
      clearTimeout(timer);
      const port = Number(match[1]);
      const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
        const exited = waitForExit(child);
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        await exited;
      };
      resolve({
        host: `http://127.0.0.1:${port}`,
        port,
        project,
        publicKey,
        privateKey,
        token,
        dataDir,
        stop: () => kill('SIGTERM'),
        kill,
      });
    });
    child.once('exit', (code, signal) => fail(`exited with ${signal ?? code}`));
    child.once('error', (error) => fail(error.message));
  });
}

/** Writes `data` as an import file in the service's data folder and runs the import CLI on it (a running service reads it at once). */
export function importIntoService(service: Pick<ServiceProcess, 'dataDir'>, name: string, data: unknown): void {
  const file = path.join(service.dataDir, name);
  fs.writeFileSync(file, JSON.stringify(data));
  const imported = spawnSync(process.execPath, ['--import', 'tsx', 'content-service/cli/import.ts', file], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, CONTENT_DATA_DIR: service.dataDir },
    encoding: 'utf8',
  });
  if (imported.status !== 0) throw new Error(imported.stderr);
}
