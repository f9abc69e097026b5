import path from 'node:path';
import {
  DEV_CONTENT_PORT,
  DEV_PRIVATE_KEY,
  DEV_PROJECT,
  DEV_PUBLIC_KEY,
  DEV_TOKEN,
} from '../content-client/dev-defaults';

export type SeedKind = 'sample' | 'fixture' | 'none';

export interface ServiceConfig {
  port: number;
  dataDir: string;
  project: string;
  publicKey: string;
  privateKey: string;
  token: string;
  rateLimit: number;
  rateWindowSeconds: number;
  seed: SeedKind;
}

function intFrom(value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : fallback;
}

function str(value: string | undefined, fallback: string): string {
  return value !== undefined && value !== '' ? value : fallback;
}

export function dataDirFrom(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(str(env.CONTENT_DATA_DIR, '.data'));
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  const seed = env.CONTENT_SEED === 'fixture' || env.CONTENT_SEED === 'none' ? env.CONTENT_SEED : 'sample';
  return {
    port: intFrom(env.CONTENT_PORT, DEV_CONTENT_PORT, 0),
    dataDir: dataDirFrom(env),
    project: str(env.ELEBASE_PROJECT, DEV_PROJECT),
    publicKey: str(env.ELEBASE_PUBLIC_KEY, DEV_PUBLIC_KEY),
    privateKey: str(env.ELEBASE_PRIVATE_KEY, DEV_PRIVATE_KEY),
    token: str(env.ELEBASE_TOKEN, DEV_TOKEN),
    rateLimit: intFrom(env.CONTENT_RATE_LIMIT, 1200, 1),
    rateWindowSeconds: intFrom(env.CONTENT_RATE_WINDOW, 60, 1),
    seed,
  };
}
