import type { Phase } from '../../content-client/wire';

export type SiteEnvironment = 'development' | 'staging' | 'production';

export interface EnvVariable {
  name: string;
  scope: 'site' | 'content' | 'both';
  /** Parsed default (string defaults are parsed like a set value). */
  default: string | number;
  /** How the default reads in docs, when the value alone would mislead. */
  shown?: string;
  /** Raw (trimmed, non-empty) → value, or undefined when invalid. */
  parse(raw: string): unknown;
  doc: string;
  /** Never printed. */
  secret?: boolean;
  /** Must be set in staging and production. */
  required?: boolean;
  minLength?: number;
}

/** Every variable, parsed (or its default). */
export interface EnvValues {
  SITE_ENV: SiteEnvironment;
  SITE_URL: string;
  PORT: number;
  HOSTNAME: string;
  ELEBASE_HOST: string;
  ELEBASE_PROJECT: string;
  ELEBASE_PUBLIC_KEY: string;
  ELEBASE_PRIVATE_KEY: string;
  ELEBASE_TOKEN: string;
  ELEBASE_PHASES: Phase[];
  ELEBASE_TIMEOUT: number;
  PREVIEW_SECRET: string;
  REVALIDATE_SECRET: string;
  REVALIDATE_SIGNATURE: 'on' | 'off';
  HEALTH_SECRET: string;
  CONTENT_READ_BUDGET: number;
  REPLICA_DIR: string;
  REPLICA_RECONCILE_SECONDS: number;
  REPLICA_PAGE_SIZE: number;
  CONTENT_BUDGET: number;
  INSTANCES: number;
  CLIENT_RATE_LIMIT: number;
  FEED_LICENSE: string;
  FEED_ATTRIBUTION: string;
  EVENT_SUBMIT_SECRET: string;
  SMTP_URL: string;
  MAIL_FROM: string;
  MAIL_DIR: string;
  REVIEW_MAIL_TO: string;
  FORM_RATE_LIMIT: number;
  EVENT_SUBMIT_UNPROVEN_LIMIT: number;
  TRUSTED_PROXY_HOPS: number;
  RENDER_CONCURRENCY: number;
  RENDER_QUEUE_PER_CLIENT: number;
  RENDER_QUEUE_MAX: number;
  RENDER_QUEUE_WAIT_MS: number;
  SHUTDOWN_GRACE_MS: number;
  SITE_ENTRY_IDS: Record<string, unknown> | '';
  PRODUCTION_HOST: string;
  GTM_ID: string;
  LOGIN_URL: string;
  SOCIAL_FACEBOOK: string;
  SOCIAL_INSTAGRAM: string;
  SOCIAL_YOUTUBE: string;
  SOCIAL_X: string;
  PHOTO_OEMBED_URL: string;
  PHOTO_OEMBED_PARAMS: Record<string, string>;
  SITE_SEARCH_URL: string;
  SITE_SEARCH_PARAMS: Record<string, string> | '';
  MAP_STYLE_LIGHT: string;
  MAP_STYLE_HYBRID: string;
  SERVER_TIMING: 'on' | 'off';
  SERVICE_WORKER: 'on' | 'off';
  REDIS_URL: string;
  CACHE_PREFIX: string;
  BUILD_ID: string;
  DEPLOYMENT_ID: string;
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: string;
  CONDITIONS: 'auto' | 'on' | 'off';
  CONDITIONS_DIR: string;
  CONDITIONS_CONTACT: string;
  CONDITIONS_FIRE_RADIUS_MILES: number;
  CONDITIONS_TIMEOUT: number;
  CONDITIONS_WEATHER_SECONDS: number;
  CONDITIONS_FIRE_SECONDS: number;
  CONDITIONS_PARK_SECONDS: number;
  CONDITIONS_AIR_SECONDS: number;
  NWS_URL: string;
  NIFC_URL: string;
  NPS_URL: string;
  NPS_API_KEY: string;
  AIRNOW_URL: string;
  AIRNOW_API_KEY: string;
  CONTENT_PORT: number;
  CONTENT_DATA_DIR: string;
  CONTENT_RATE_LIMIT: number;
  CONTENT_RATE_WINDOW: number;
  CONTENT_SEED: 'sample' | 'fixture' | 'none';
  CONTENT_LOG: 'on' | 'off';
}

export interface EnvReading {
  values: EnvValues;
  /** Values that did not parse (their defaults apply in development). */
  invalid: string[];
  /** Invalid values always; in staging/production also what is missing or development-only. */
  problems: string[];
  strict: boolean;
  environment: SiteEnvironment;
}

export interface ContentConnection {
  host: string;
  embedded: boolean;
  /** '' when not configured (the client then refuses to start requests). */
  project: string;
  token?: string;
  key?: { public: string; private: string };
}

type Env = Record<string, string | undefined>;

export declare const ENVIRONMENTS: SiteEnvironment[];
export declare const STRICT_ENVIRONMENTS: SiteEnvironment[];
export declare const MIN_SECRET_LENGTH: number;
export declare const ENV_VARIABLES: EnvVariable[];
export declare function parsePhases(raw: string): Phase[] | undefined;
export declare function parseParams(raw: string): Record<string, string> | undefined;
export declare function readEnv(env: Env): EnvReading;
export declare function contentConnection(values: EnvValues): ContentConnection;
export declare function problemsMessage(what: string, environment: string, problems: string[]): string;
export declare function checkEnv(env: Env, what: string): EnvReading;
export declare function envVariable(name: string): EnvVariable | undefined;
