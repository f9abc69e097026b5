// The store's life in one process, as the service lives it: open, seed (writes), read, store a form submission,
// drop every statement, force garbage collection, and end — once in a worker thread and once on the main thread.
// Run with `node --expose-gc --import tsx`; it must exit 0. A native addon whose objects outlive their Node
// environment aborts here at teardown instead of in production at some later collection.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { listSubmissions, storeSubmission } from '../store/forms';
import { openDatabase } from '../store/db';
import { seedIfEmpty } from '../store/seed-source';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

async function liveAndDrop(dataDir: string): Promise<number> {
  const db = openDatabase(dataDir);
  await seedIfEmpty(db, 'sample', new Date());
  for (let i = 0; i < 200; i++) db.prepare('SELECT id, title FROM entries WHERE seq > ? LIMIT 5').all(i);
  storeSubmission(db, 'contact', { name: 'Ada', email: 'ada@example.com', message: 'Hello' }, `key-${Math.random()}`);
  const stored = listSubmissions(db, 'contact', { limit: 10, page: 1 }).total;
  gc!();
  return stored;
}

const dataDir = isMainThread ? fs.mkdtempSync(path.join(os.tmpdir(), 'store-lifecycle-')) : (process.env.STORE_LIFECYCLE_DIR as string);

async function main(): Promise<void> {
  if (!isMainThread) {
    parentPort!.postMessage(await liveAndDrop(dataDir));
    return;
  }
  process.env.STORE_LIFECYCLE_DIR = dataDir;
  const worker = new Worker(__filename, { env: process.env });
  const fromWorker = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await new Promise((resolve) => worker.once('exit', resolve));
  const fromMain = await liveAndDrop(dataDir);
  gc!();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.stdout.write(`stored ${fromWorker} then ${fromMain}\n`);
}

void main();
