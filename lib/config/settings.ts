/** The site's typed settings (what pages and components need), built from the validated configuration. */
import type { Phase } from '@/content-client/wire';
import { readEnv, type EnvValues, type SiteEnvironment } from './env-schema.mjs';
import { serverEnv } from './server-config';
import { CACHE_LIFETIMES_MS, HASHTAG, PRODUCT_NAME, PRODUCT_SLUG, SITE_START_YEAR } from './constants';

export { CACHE_TAGS, tagForContact, tagForEntry, tagForType } from './cache-tags';

export type { SiteEnvironment };

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
  /** Offline support (SERVICE_WORKER): pages register the service worker. */
  serviceWorker: boolean;
  startYear: number;
  cacheLifetimeMs: { dynamic: number; static: number };
}

/** Settings safe to send to the browser (endpoint params dropped: they may hold keys). */
export type PublicSettings = Omit<Settings, 'photoEmbed' | 'siteSearch'> & {
  siteSearch: { enabled: boolean };
};

type Env = Record<string, string | undefined>;

const PHOTO_EMBED_HOSTS = ['instagram.com', 'www.instagram.com', 'instagr.am'];

function settingsFrom(values: EnvValues): Settings {
  return {
    siteUrl: values.SITE_URL,
    environment: values.SITE_ENV,
    productName: PRODUCT_NAME,
    productSlug: PRODUCT_SLUG,
    publicPhases: values.ELEBASE_PHASES,
    loginUrl: values.LOGIN_URL,
    social: { facebook: values.SOCIAL_FACEBOOK, instagram: values.SOCIAL_INSTAGRAM, youtube: values.SOCIAL_YOUTUBE, x: values.SOCIAL_X },
    hashtag: HASHTAG,
    tagManagerId: values.GTM_ID,
    productionHost: values.PRODUCTION_HOST,
    // Photo embeds are off unless configured: the site makes no remote calls by default.
    photoEmbed: { endpoint: values.PHOTO_OEMBED_URL, params: values.PHOTO_OEMBED_PARAMS, hosts: PHOTO_EMBED_HOSTS },
    siteSearch: { endpoint: values.SITE_SEARCH_URL, params: values.SITE_SEARCH_PARAMS || {} },
    mapStyles: { light: values.MAP_STYLE_LIGHT, hybrid: values.MAP_STYLE_HYBRID },
    serviceWorker: values.SERVICE_WORKER === 'on',
    startYear: SITE_START_YEAR,
    cacheLifetimeMs: { ...CACHE_LIFETIMES_MS },
  };
}

let current: { from: EnvValues; settings: Settings } | undefined;

/**
 * The site's settings: from the process's validated configuration (lib/config/server-config.ts), or from `env`
 * when given (tests), where each invalid value falls back to its default with a warning.
 */
export function readSettings(env?: Env): Settings {
  if (!env) {
    const values = serverEnv();
    if (current?.from !== values) current = { from: values, settings: settingsFrom(values) };
    return current.settings;
  }
  const { values, invalid } = readEnv(env);
  for (const problem of invalid) console.warn(`${problem} Using the default.`);
  return settingsFrom(values);
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
