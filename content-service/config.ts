import path from 'node:path';
import { DEV_PRIVATE_KEY, DEV_PROJECT, DEV_PUBLIC_KEY, DEV_TOKEN } from '../shared/dev-values.mjs';
import { DEFAULT_CONTENT_PORT } from '../shared/ports.mjs';

export type SeedKind = 'sample' | 'fixture' | 'none';
export type Env = Record<string, string | undefined>;

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

const ENVIRONMENTS = ['development', 'staging', 'production'] as const;
/** Environments where the published development values are refused and the service does not start without keys. */
const STRICT_ENVIRONMENTS: readonly string[] = ['staging', 'production'];
/** Secrets are not rate-limited per address when wrong (see server.ts), so they must be long enough not to guess. */
export const MIN_SECRET_LENGTH = 16;
const DEV_VALUES = new Set([DEV_PROJECT, DEV_PUBLIC_KEY, DEV_PRIVATE_KEY, DEV_TOKEN]);

const INT_LIMITS = {
  CONTENT_PORT: { min: 0, max: 65535 },
  CONTENT_RATE_LIMIT: { min: 1, max: 100_000_000 },
  CONTENT_RATE_WINDOW: { min: 1, max: 86_400 },
} as const;

function intValue(env: Env, name: keyof typeof INT_LIMITS): number | undefined {
  const value = env[name];
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  const { min, max } = INT_LIMITS[name];
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

function intFrom(env: Env, name: keyof typeof INT_LIMITS, fallback: number): number {
  return intValue(env, name) ?? fallback;
}

/** Trimmed: a secret read from a file often ends in a newline. */
function str(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return trimmed !== '' ? trimmed : fallback;
}

/** SITE_ENV as given: unset and blank are `development`. */
function siteEnv(env: Env): string {
  return env.SITE_ENV?.trim() || 'development';
}

/** Only development falls back to the development project, keys and token. */
export function usesDevDefaults(env: Env = process.env): boolean {
  return siteEnv(env) === 'development';
}

export function dataDirFrom(env: Env = process.env): string {
  return path.resolve(str(env.CONTENT_DATA_DIR, '.data'));
}

export function loadConfig(env: Env = process.env): ServiceConfig {
  const seedName = env.CONTENT_SEED?.trim();
  const seed = seedName === 'fixture' || seedName === 'none' ? seedName : 'sample';
  const dev = usesDevDefaults(env);
  return {
    port: intFrom(env, 'CONTENT_PORT', DEFAULT_CONTENT_PORT),
    dataDir: dataDirFrom(env),
    project: str(env.ELEBASE_PROJECT, dev ? DEV_PROJECT : ''),
    publicKey: str(env.ELEBASE_PUBLIC_KEY, dev ? DEV_PUBLIC_KEY : ''),
    privateKey: str(env.ELEBASE_PRIVATE_KEY, dev ? DEV_PRIVATE_KEY : ''),
    token: str(env.ELEBASE_TOKEN, dev ? DEV_TOKEN : ''),
    rateLimit: intFrom(env, 'CONTENT_RATE_LIMIT', 1200),
    rateWindowSeconds: intFrom(env, 'CONTENT_RATE_WINDOW', 60),
    seed,
  };
}

/**
 * Why the service must not start with this environment (empty: it may). Development (SITE_ENV unset or
 * `development`) needs nothing. Staging and production need a project, a key pair and a token of their own — the
 * service accepts both schemes, so an unset one would otherwise fall back to a published development value.
 * Any other SITE_ENV is refused rather than guessed at.
 */
export function configProblems(env: Env): string[] {
  const environment = siteEnv(env);
  if (!(ENVIRONMENTS as readonly string[]).includes(environment)) {
    return [`SITE_ENV must be one of ${ENVIRONMENTS.join(', ')} (got ${JSON.stringify(environment.slice(0, 40))}).`];
  }
  if (!STRICT_ENVIRONMENTS.includes(environment)) return [];
  const problems: string[] = [];
  const values = [
    ['ELEBASE_PROJECT', 0],
    ['ELEBASE_PUBLIC_KEY', 0],
    ['ELEBASE_PRIVATE_KEY', MIN_SECRET_LENGTH],
    ['ELEBASE_TOKEN', MIN_SECRET_LENGTH],
  ] as const;
  for (const [name, minLength] of values) {
    const value = env[name]?.trim() ?? '';
    if (value === '') problems.push(`${name} must be set.`);
    else if (DEV_VALUES.has(value)) problems.push(`${name} is a published development value.`);
    else if (value.length < minLength) problems.push(`${name} must be at least ${minLength} characters.`);
  }
  for (const name of Object.keys(INT_LIMITS) as (keyof typeof INT_LIMITS)[]) {
    if (env[name] !== undefined && env[name]!.trim() !== '' && intValue(env, name) === undefined) {
      const { min, max } = INT_LIMITS[name];
      problems.push(`${name} must be an integer from ${min} to ${max}.`);
    }
  }
  return problems;
}

/** One message for a service that refuses to start. */
export function problemsMessage(env: Env, problems: readonly string[]): string {
  return [`content service refuses to start (SITE_ENV=${siteEnv(env)}):`, ...problems.map((p) => `  - ${p}`)].join('\n');
}
