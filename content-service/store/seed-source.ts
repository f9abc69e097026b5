import fs from 'node:fs';
import path from 'node:path';
import type { SeedKind } from '../config';
import { buildFixture } from '../seed/fixture';
import { isEmpty, type Db } from './db';
import type { SeedData } from './seed-data';
import { writeSeedData } from './seed-load';

const SEED_MODULE = path.join(__dirname, '..', 'seed', 'index.ts');

/** The real sample seed (`content-service/seed/`), or null while that module does not exist yet. */
export async function loadSampleSeed(now: Date): Promise<SeedData | null> {
  if (!fs.existsSync(SEED_MODULE)) return null;
  const mod = (await import(SEED_MODULE)) as { buildSeed?: (now: Date) => SeedData; default?: { buildSeed?: (now: Date) => SeedData } };
  const buildSeed = mod.buildSeed ?? mod.default?.buildSeed;
  if (typeof buildSeed !== 'function') throw new Error(`${SEED_MODULE} does not export buildSeed(now)`);
  return buildSeed(now);
}

/** Seed an empty database from the sample seed (default) or the small test fixture. */
export async function seedIfEmpty(db: Db, kind: SeedKind, now: Date): Promise<void> {
  if (kind === 'none' || !isEmpty(db)) return;
  const data = kind === 'fixture' ? buildFixture(now) : await loadSampleSeed(now);
  if (!data) {
    console.error(`content service: ${SEED_MODULE} not found; starting with an empty database`);
    return;
  }
  writeSeedData(db, data);
}
