import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig, type ServiceConfig } from '../config';
import { createContentServer } from '../server';
import { openDatabase, type Db } from '../store/db';
import type { SeedData } from '../store/seed-data';
import { writeSeedData } from '../store/seed-load';
import type { Target } from './http';

export interface InProcessService extends Target {
  db: Db;
  config: ServiceConfig;
  dataDir: string;
  stop(): Promise<void>;
}

/** The service in this process on a free port (faster than spawning), loaded with `data`. */
export async function startInProcess(data: SeedData, env: Record<string, string> = {}): Promise<InProcessService> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-service-inproc-'));
  const config = loadConfig({ ...env, CONTENT_PORT: '0', CONTENT_DATA_DIR: dataDir });
  const db = openDatabase(dataDir);
  writeSeedData(db, data);
  const { server, close } = createContentServer(config, db);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    host: `http://127.0.0.1:${port}`,
    project: config.project,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
    token: config.token,
    db,
    config,
    dataDir,
    stop: async () => {
      server.closeAllConnections();
      await close();
      db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
