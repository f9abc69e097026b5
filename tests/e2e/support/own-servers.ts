/**
 * Specs that need their own content store or site settings start their own processes: a content service on its
 * own store (E2E_CONTENT_PORT + n) and a production site (server/main.ts, E2E_PORT + n) pointed at it, serving its
 * own copy of the suite's build; each process is stopped in the spec's afterAll.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CANONICAL_ORIGIN } from './canonical-origin';

export const ROOT = path.resolve(__dirname, '../../..');

/** Runs an ES module's export in a child: Playwright compiles what specs import to CommonJS, where it cannot run. */
function callModule(module: string, call: string): unknown {
  const script = `import('${module}').then((m) => console.log(JSON.stringify(m.${call})))`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }));
}

/** `node`'s arguments for the production server, as `npm start` gives them (scripts/lib/processes.mjs). */
function serverArgs(): string[] {
  return callModule('./scripts/lib/processes.mjs', 'serverArgs()') as string[];
}

/**
 * A private copy of the suite's build for the site on `port` (scripts/lib/build-snapshot.mjs): its page and data
 * caches are its own, so lists it caches from its own content never reach the suite's site, nor theirs it.
 */
function privateBuild(port: number | string): string {
  const dir = path.join(ROOT, '.test-data/e2e-builds', String(port));
  return callModule('./scripts/lib/build-snapshot.mjs', `snapshotBuild(${JSON.stringify(ROOT)}, ${JSON.stringify(dir)})`) as string;
}
const START_TIMEOUT_MS = 60_000;

export interface OwnProcess {
  child: ChildProcess;
  /** A site's own copy of the build (its caches are under `{dir}/.next`). */
  dir?: string;
  /** Everything it printed so far (for failure messages). */
  log: () => string;
  stop: () => Promise<void>;
}

/** Starts `node <args>` in the repository and resolves once its output matches `ready`. */
export function startProcess(args: string[], env: Record<string, string>, ready: RegExp, what: string): Promise<OwnProcess> {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let seen = '';
  const own: OwnProcess = {
    child,
    log: () => seen,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${seen}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (ready.test(seen)) {
        clearTimeout(timer);
        resolve(own);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}):\n${seen}`));
    });
  });
}

/** The embedded content service on its own store (seeded on first start when the folder is empty). */
export function startContentService({ port, dataDir }: { port: number | string; dataDir: string }): Promise<OwnProcess> {
  return startProcess(
    ['--import', 'tsx', 'content-service/main.ts'],
    { CONTENT_PORT: String(port), CONTENT_DATA_DIR: dataDir, CONTENT_LOG: 'off' },
    /listening on/,
    `content service on ${port}`,
  );
}

/** Where a site of the suite on `port` keeps its replica: emptied before it starts, so it syncs its own store. */
export function replicaDirOf(port: number | string): string {
  return path.join(ROOT, '.test-data/e2e-replicas', String(port));
}

/** Resolves once the site's replica holds its first sync (/api/health answers 200). */
async function replicaSynced(port: number | string, site: OwnProcess): Promise<void> {
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0);
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`site on ${port}: replica not synced:\n${site.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The production site (the suite's build) on `port`, reading content from `contentPort`, with extra settings, on a
 * fresh replica; resolves once the replica is synced. Like the suite's own server, its content budget is raised:
 * every browser of a spec is one client (127.0.0.1), and the budget's per-client share would refuse a spec's own
 * form posts. Specs about the budget set `CONTENT_BUDGET` themselves.
 */
export async function startSite({ port, contentPort, env = {} }: { port: number | string; contentPort: number | string; env?: Record<string, string> }): Promise<OwnProcess> {
  const replica = replicaDirOf(port);
  fs.rmSync(replica, { recursive: true, force: true });
  const dir = privateBuild(port);
  const site = await startProcess(
    [...serverArgs(), '-p', String(port), '--dir', dir],
    { ELEBASE_HOST: `http://127.0.0.1:${contentPort}`, SITE_URL: CANONICAL_ORIGIN, NEXT_TELEMETRY_DISABLED: '1', CONTENT_BUDGET: '100000', REPLICA_DIR: replica, ...env },
    /site listening on/,
    `site on ${port}`,
  );
  await replicaSynced(port, site);
  return { ...site, dir };
}

/** `npm run content:import|export -- file` against a store. */
export function contentCli(script: 'import' | 'export', file: string, dataDir: string): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `content-service/cli/${script}.ts`, file], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`content:${script} failed: ${result.stderr}`);
}
