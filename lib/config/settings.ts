/**
 * Typed, validated site settings read from the environment once. Invalid values fall back to the
 * defaults with a console.warn. Pure: pass `env` explicitly in tests.
 */
import type { Phase } from '@/content-client/wire';
import { CACHE_LIFETIMES_MS, HASHTAG, PRODUCT_NAME, PRODUCT_SLUG, SITE_START_YEAR } from './constants';

export { CACHE_TAGS, tagForContact, tagForEntry, tagForType } from './cache-tags';

export type SiteEnvironment = 'development' | 'staging' | 'production';

export interface EndpointSettings {
  /** Empty = not configured. */
  endpoint: string;
  /** Extra query parameters (may hold API keys: keep server-side, see publicSettings). */
  params: Record<string, string>;
}

export interface Settings {
  siteUrl: string;
  environment: SiteEnvironment;
  productName: string;
  productSlug: string;
  publicPhases: Phase[];
  loginUrl: string;
  social: { facebook: string; instagram: string; youtube: string; x: string };
  hashtag: string;
  /** Empty = analytics off. */
  tagManagerId: string;
  productionHost: string;
  /** Photo-sharing (Instagram) oEmbed endpoint and the hosts whose URLs it resolves. */
  photoEmbed: EndpointSettings & { hosts: string[] };
  /** Empty endpoint = use the built-in (content API) search. */
  siteSearch: EndpointSettings;
  mapStyles: { light: string; hybrid: string };
  startYear: number;
  cacheLifetimeMs: { dynamic: number; static: number };
}

/** Settings safe to send to the browser (endpoint params dropped: they may hold keys). */
export type PublicSettings = Omit<Settings, 'photoEmbed' | 'siteSearch'> & {
  siteSearch: { enabled: boolean };
};

type Env = Record<string, string | undefined>;

const DEFAULTS = {
  siteUrl: 'http://localhost:3000',
  environment: 'development' as SiteEnvironment,
  publicPhases: [4] as Phase[],
  loginUrl: 'https://app.elebase.io',
  social: {
    facebook: 'https://www.facebook.com/explorewhitefish',
    instagram: 'https://www.instagram.com/explorewhitefish/',
    youtube: 'https://www.youtube.com/@explorewhitefish',
    x: 'https://x.com/explorewhitefish',
  },
  productionHost: 'explorewhitefish.com',
  photoEmbed: {
    // Off by default: the site makes no remote calls unless configured (the endpoint also needs an access token).
    endpoint: '',
    params: { omitscript: 'true' } as Record<string, string>,
    hosts: ['instagram.com', 'www.instagram.com', 'instagr.am'],
  },
  mapStyles: { light: '/map/style-light.json', hybrid: '/map/style-hybrid.json' },
};

function warn(name: string, value: string, fallback: unknown): void {
  console.warn(`Invalid ${name}=${JSON.stringify(value)}; using ${JSON.stringify(fallback)}`);
}

function isHttp(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads `env[name]`: unset or blank → fallback silently; present but invalid → fallback + warning. */
function pick<T>(env: Env, name: string, fallback: T, parse: (raw: string) => T | undefined): T {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const parsed = parse(raw);
  if (parsed === undefined) {
    warn(name, raw, fallback);
    return fallback;
  }
  return parsed;
}

const httpUrl = (raw: string) => (isHttp(raw) ? raw.replace(/\/+$/, '') : undefined);
const urlOrPath = (raw: string) =>
  isHttp(raw) || (raw.startsWith('/') && !raw.startsWith('//')) ? raw : undefined;

export function parsePhases(raw: string): Phase[] | undefined {
  const parts = raw.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^[0-4]$/.test(p))) return undefined;
  return [...new Set(parts.map(Number))].sort((a, b) => a - b) as Phase[];
}

function parseParams(raw: string): Record<string, string> | undefined {
  if (raw.startsWith('{')) {
    try {
      const obj: unknown = JSON.parse(raw);
      if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return undefined;
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(obj)) {
        if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return undefined;
        out[k] = String(v);
      }
      return out;
    } catch {
      return undefined;
    }
  }
  return Object.fromEntries(new URLSearchParams(raw.replace(/^\?/, '')));
}

export function readSettings(env: Env = process.env): Settings {
  return {
    siteUrl: pick(env, 'SITE_URL', DEFAULTS.siteUrl, httpUrl),
    environment: pick(env, 'SITE_ENV', DEFAULTS.environment, (raw) =>
      raw === 'development' || raw === 'staging' || raw === 'production' ? raw : undefined,
    ),
    productName: PRODUCT_NAME,
    productSlug: PRODUCT_SLUG,
    publicPhases: pick(env, 'ELEBASE_PHASES', DEFAULTS.publicPhases, parsePhases),
    loginUrl: pick(env, 'LOGIN_URL', DEFAULTS.loginUrl, httpUrl),
    social: {
      facebook: pick(env, 'SOCIAL_FACEBOOK', DEFAULTS.social.facebook, httpUrl),
      instagram: pick(env, 'SOCIAL_INSTAGRAM', DEFAULTS.social.instagram, httpUrl),
      youtube: pick(env, 'SOCIAL_YOUTUBE', DEFAULTS.social.youtube, httpUrl),
      x: pick(env, 'SOCIAL_X', DEFAULTS.social.x, httpUrl),
    },
    hashtag: HASHTAG,
    tagManagerId: pick(env, 'GTM_ID', '', (raw) => (/^GTM-[A-Z0-9]+$/i.test(raw) ? raw : undefined)),
    productionHost: pick(env, 'PRODUCTION_HOST', DEFAULTS.productionHost, (raw) =>
      /^[a-z0-9.-]+(:\d+)?$/i.test(raw) ? raw.toLowerCase() : undefined,
    ),
    photoEmbed: {
      endpoint: pick(env, 'PHOTO_OEMBED_URL', DEFAULTS.photoEmbed.endpoint, httpUrl),
      params: pick(env, 'PHOTO_OEMBED_PARAMS', DEFAULTS.photoEmbed.params, parseParams),
      hosts: DEFAULTS.photoEmbed.hosts,
    },
    siteSearch: {
      endpoint: pick(env, 'SITE_SEARCH_URL', '', httpUrl),
      params: pick(env, 'SITE_SEARCH_PARAMS', {}, parseParams),
    },
    mapStyles: {
      light: pick(env, 'MAP_STYLE_LIGHT', DEFAULTS.mapStyles.light, urlOrPath),
      hybrid: pick(env, 'MAP_STYLE_HYBRID', DEFAULTS.mapStyles.hybrid, urlOrPath),
    },
    startYear: SITE_START_YEAR,
    cacheLifetimeMs: { ...CACHE_LIFETIMES_MS },
  };
}

/** The subset of settings that may be serialised to client components. */
export function publicSettings(settings: Settings): PublicSettings {
  const { photoEmbed: _photo, siteSearch, ...rest } = settings;
  return { ...rest, siteSearch: { enabled: siteSearch.endpoint !== '' } };
}

/** Analytics run only when a tag-manager id is configured and the request host is the production host. */
export function analyticsEnabled(
  settings: Pick<Settings, 'tagManagerId' | 'productionHost'>,
  host: string | null | undefined,
): boolean {
  if (!settings.tagManagerId || !host) return false;
  const h = host.toLowerCase();
  return h === settings.productionHost || h === `www.${settings.productionHost}`;
}
