// Every test file that reads content through the site gets a replica of its own, in a directory removed after it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-replica-'));
process.env.REPLICA_DIR = dir;

afterAll(async () => {
  const { stopReplica } = await import('@/lib/content/replica');
  await stopReplica();
  fs.rmSync(dir, { recursive: true, force: true });
});
