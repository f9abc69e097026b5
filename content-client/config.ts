/**
 * Client configuration, validated the way the Elebase SDK validates it.
 * `createConfig` / `createGeoConfig` throw `HttpClientError` (ERR_BAD_OPTION / ERR_BAD_OPTION_VALUE).
 */
import { badOption, badOptionValue } from './errors';
import type { Phase } from './wire';

export const DEFAULT_HOST = 'https://cdn.elebase.io';
export const DEFAULT_GEO_HOST = 'https://geo.elebase.io';
export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_PHASES: readonly Phase[] = [4];
export const SUPPORTED_VERSIONS = ['v1'] as const;
export type ApiVersion = (typeof SUPPORTED_VERSIONS)[number];

/** The fetch signature the client calls (ky passes a Request plus the non-Request options, e.g. `next`). */
export type FetchLike = (input: Request, init?: Record<string, unknown>) => Promise<Response>;

export interface KeyPair {
  public: string;
  private: string;
}

/** Options shared by the project and geo clients. */
interface TransportInput {
  /** Base host, e.g. `https://cdn.elebase.io` (a trailing slash is dropped). */
  host?: string;
  /** Whole-request time-out in ms (headers and body); invalid values fall back to 20000. */
  timeout?: number;
  /** Fetch implementation (default: global fetch). */
  fetch?: FetchLike;
  /** Extra RequestInit fields for every request (e.g. `{ cache: 'no-store' }`). */
  requestInit?: RequestInit;
}

export interface ContentConfigInput extends TransportInput {
  project: string;
  /** Only 'v1' (the default). */
  version?: string;
  key?: KeyPair;
  token?: string;
  /** User UUID or login token, appended to the Authorization header. */
  user?: string;
  /** Phases sent on GET /entries (default [4]). */
  phases?: readonly number[];
  /** Accept-Language codes (default ['en']). */
  locales?: readonly string[];
}

export interface GeoConfigInput extends TransportInput {
  token: string;
}

export interface TransportConfig {
  readonly host: string;
  readonly baseUrl: string;
  readonly timeout: number;
  readonly fetch?: FetchLike;
  readonly requestInit?: RequestInit;
}

export interface ContentConfig extends TransportConfig {
  readonly project: string;
  readonly version: ApiVersion;
  readonly key?: Readonly<KeyPair>;
  readonly token?: string;
  readonly user?: string;
  readonly phases: readonly Phase[];
  readonly locales: readonly string[];
}

export interface GeoConfig extends TransportConfig {
  readonly token: string;
}

const MAX_TIMEOUT_MS = 2_147_483_647;

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function normalizeTimeout(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_TIMEOUT_MS
    ? value
    : DEFAULT_TIMEOUT_MS;
}

export function normalizeHost(value: unknown, fallback: string): string {
  if (value === undefined) return fallback;
  if (!isNonEmptyString(value)) throw badOptionValue('host must be a non-empty http(s) URL');
  const host = value.trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw badOptionValue(`host is not a valid URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badOptionValue(`host must be http(s): ${value}`);
  return host;
}

export function normalizePhases(value: unknown): Phase[] {
  if (value === undefined) return [...DEFAULT_PHASES];
  if (!Array.isArray(value) || value.length === 0) throw badOptionValue('phases must be a non-empty array of integers 0-4');
  for (const phase of value) {
    if (!Number.isInteger(phase) || phase < 0 || phase > 4) {
      throw badOptionValue(`phases must be integers 0-4, got ${JSON.stringify(phase)}`);
    }
  }
  return [...new Set(value as Phase[])].sort((a, b) => a - b);
}

function normalizeLocales(value: unknown): string[] {
  if (value === undefined) return ['en'];
  if (!Array.isArray(value) || !value.every(isNonEmptyString)) {
    throw badOptionValue('locales must be an array of non-empty locale codes');
  }
  return value.map((locale) => locale.trim());
}

function normalizeKey(value: unknown): KeyPair | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value) || !isNonEmptyString(value.public) || !isNonEmptyString(value.private)) {
    throw badOptionValue('key must be an object with non-empty "public" and "private" strings');
  }
  return { public: value.public, private: value.private };
}

function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw badOptionValue(`${name} must be a string`);
  return value;
}

function transport(input: TransportInput, defaultHost: string): Omit<TransportConfig, 'baseUrl'> {
  if (input.fetch !== undefined && typeof input.fetch !== 'function') throw badOptionValue('fetch must be a function');
  if (input.requestInit !== undefined && !isRecord(input.requestInit)) throw badOptionValue('requestInit must be an object');
  return {
    host: normalizeHost(input.host, defaultHost),
    timeout: normalizeTimeout(input.timeout),
    ...(input.fetch ? { fetch: input.fetch } : {}),
    ...(input.requestInit ? { requestInit: input.requestInit } : {}),
  };
}

const contentConfigs = new WeakSet<object>();
const geoConfigs = new WeakSet<object>();

/** True for objects returned by `createConfig` (already validated). */
export function isContentConfig(value: unknown): value is ContentConfig {
  return typeof value === 'object' && value !== null && contentConfigs.has(value);
}

/** True for objects returned by `createGeoConfig`. */
export function isGeoConfig(value: unknown): value is GeoConfig {
  return typeof value === 'object' && value !== null && geoConfigs.has(value);
}

export function createConfig(input: ContentConfigInput): ContentConfig {
  if (!isRecord(input)) throw badOption('config must be an object');
  const version = input.version ?? 'v1';
  if (!(SUPPORTED_VERSIONS as readonly unknown[]).includes(version)) {
    throw badOptionValue(`Unsupported API version ${JSON.stringify(version)}; supported: ${SUPPORTED_VERSIONS.join(', ')}`);
  }
  const key = normalizeKey(input.key);
  const token = optionalString(input.token, 'token');
  if (!key && !token) throw badOption('An API key ({public, private}) or a token is required');
  if (input.project === undefined) throw badOption('project is required');
  if (!isNonEmptyString(input.project)) throw badOptionValue('project must be a non-empty string');
  const project = input.project.trim();
  const base = transport(input, DEFAULT_HOST);
  const config: ContentConfig = Object.freeze({
    ...base,
    baseUrl: `${base.host}/${encodeURIComponent(project)}/${version}`,
    project,
    version: version as ApiVersion,
    ...(key ? { key: Object.freeze(key) } : {}),
    ...(token ? { token } : {}),
    ...(optionalString(input.user, 'user') ? { user: input.user } : {}),
    phases: Object.freeze(normalizePhases(input.phases)),
    locales: Object.freeze(normalizeLocales(input.locales)),
  });
  contentConfigs.add(config);
  return config;
}

export function createGeoConfig(input: GeoConfigInput): GeoConfig {
  if (!isRecord(input)) throw badOption('geo config must be an object');
  const token = optionalString(input.token, 'token');
  if (!token) throw badOption('A token is required for the geo client');
  const base = transport(input, DEFAULT_GEO_HOST);
  const config: GeoConfig = Object.freeze({ ...base, baseUrl: base.host, token });
  geoConfigs.add(config);
  return config;
}
