/**
 * `/entries` query latency of the content service at 10,000 generated entries, in-process (`queryEntries` + the
 * list envelope) and over HTTP (`npm run content` on the same data dir), with the same data and queries as
 * `npm run bench` part 4 (tests/bench/lib/content-scale.mjs). A tool of the bench: it imports the content service, never
 * the other way round.
 *
 *   npx tsx tests/bench/content-queries.ts [--dir /tmp/wf-bench-queries] [--count 10000] [--runs 200]
 *       [--fresh] [--no-http]
 *
 * The import file is generated once into `--dir` and reused (so before/after runs compare the same data); the
 * data dir is rebuilt from it on every run (so schema migrations of the code under test apply). `--fresh`
 * regenerates the import file.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { listOfDocs } from '../../content-service/http/answer';
import { openDatabase } from '../../content-service/store/db';
import { parseEntryQuery, queryEntries } from '../../content-service/store/entry-query';
import { parseSearchQuery, searchEntries } from '../../content-service/store/search';
import { readAllData, writeSeedData } from '../../content-service/store/seed-load';
import { loadSampleSeed } from '../../content-service/store/seed-source';
import { validateData } from '../../content-service/store/validate-data';
// @ts-expect-error plain .mjs module of the benchmark suite
import { generateEntries, percentile, queriesFor, timeQueries } from './lib/content-scale.mjs';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

const DIR = path.resolve(arg('dir', '/tmp/wf-bench-queries'));
const COUNT = Number(arg('count', '10000'));
const RUNS = Number(arg('runs', '200'));
const round = (n: number | null) => (n == null ? null : Math.round(n * 100) / 100);

async function importFile(): Promise<string> {
  const file = path.join(DIR, `large-import-${COUNT}.json`);
  if (fs.existsSync(file) && !flag('fresh')) return file;
  fs.mkdirSync(DIR, { recursive: true });
  // As tests/bench/run.mjs: the sample seed as stored (export shape), plus generated entries cloned from it.
  const seedDir = path.join(DIR, 'seed-data');
  fs.rmSync(seedDir, { recursive: true, force: true });
  const db = openDatabase(seedDir);
  writeSeedData(db, (await loadSampleSeed(new Date()))!);
  const seed = readAllData(db);
  db.close();
  fs.writeFileSync(file, JSON.stringify({ ...seed, entries: [...seed.entries, ...generateEntries(seed, COUNT)] }));
  return file;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function timeInProcess(dataDir: string, queries: { name: string; qs: string; path?: string }[]) {
  const db = openDatabase(dataDir);
  const out = [];
  for (const query of queries) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS + 10; i++) {
      const started = performance.now();
      const params = new URLSearchParams(query.qs);
      const page = query.path === 'search' ? searchEntries(db, parseSearchQuery(params)) : queryEntries(db, parseEntryQuery(params));
      listOfDocs(page.docs, page.total);
      const ms = performance.now() - started;
      total = page.total;
      if (i >= 10) times.push(ms);
    }
    times.sort((a, b) => a - b);
    out.push({ name: query.name, total, p50: round(percentile(times, 50)), p99: round(percentile(times, 99)) });
  }
  db.close();
  return out;
}

async function timeHttp(dataDir: string, queries: { name: string; qs: string; path?: string }[]) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'content-service/main.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, CONTENT_PORT: String(port), CONTENT_DATA_DIR: dataDir, CONTENT_SEED: 'none', CONTENT_RATE_LIMIT: '1000000', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk) => {
        out += chunk;
        if (/listening on/.test(out)) resolve();
      });
      child.on('exit', (code) => reject(new Error(`content service exited ${code}`)));
    });
    return await timeQueries(`http://127.0.0.1:${port}`, queries, RUNS);
  } finally {
    child.kill('SIGTERM');
  }
}

async function main() {
  const file = await importFile();
  const data = validateData(JSON.parse(fs.readFileSync(file, 'utf8')));
  const dataDir = path.join(DIR, 'data');
  fs.rmSync(dataDir, { recursive: true, force: true });
  const db = openDatabase(dataDir);
  const started = performance.now();
  writeSeedData(db, data);
  const importMs = Math.round(performance.now() - started);
  const queries = queriesFor(data) as { name: string; qs: string; path?: string }[];
  db.close();
  console.log(`${data.entries.length} entries (import ${importMs} ms), ${RUNS} runs per query\n`);
  const inProcess = timeInProcess(dataDir, queries);
  const http = flag('no-http') ? [] : await timeHttp(dataDir, queries);
  const rows = queries.map((q, i) => ({
    query: q.name,
    total: inProcess[i].total,
    'in-process p50': inProcess[i].p50,
    'in-process p99': inProcess[i].p99,
    'http p50': http[i]?.p50 ?? '',
    'http p99': http[i]?.p99 ?? '',
  }));
  console.table(rows);
  fs.writeFileSync(path.join(DIR, `result-${Date.now()}.json`), JSON.stringify({ rows, queries, count: data.entries.length }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
