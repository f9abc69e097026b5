import 'server-only';
import path from 'node:path';
import { SOURCES } from '@/lib/conditions/sources';
import type { SourceAdapter, SourceSettings } from '@/lib/conditions/sources/source';
import { CONDITION_KINDS, type ConditionKind } from '@/lib/conditions/types';
import { MAP, PRODUCT_NAME } from '@/lib/config/constants';
import { serverEnv } from '@/lib/config/server-config';

/** A source's data counts as stale after this many intervals without a good answer. */
export const STALE_INTERVALS = 3;
/** After failures the interval doubles, up to this many times the configured one. */
export const MAX_BACKOFF = 4;

export interface ConfiguredSource {
  adapter: SourceAdapter;
  settings: SourceSettings;
  intervalMs: number;
}

export interface ConditionsSettings {
  /** This server polls at all (CONDITIONS, `auto` = staging and production only). */
  enabled: boolean;
  dir: string;
  timeoutMs: number;
  /** Sources this server polls: those needing a key only with it. */
  sources: ConfiguredSource[];
}

const INTERVAL: Record<ConditionKind, 'CONDITIONS_WEATHER_SECONDS' | 'CONDITIONS_FIRE_SECONDS' | 'CONDITIONS_PARK_SECONDS' | 'CONDITIONS_AIR_SECONDS'> = {
  weather: 'CONDITIONS_WEATHER_SECONDS',
  fire: 'CONDITIONS_FIRE_SECONDS',
  park: 'CONDITIONS_PARK_SECONDS',
  air: 'CONDITIONS_AIR_SECONDS',
};

export function conditionsSettings(): ConditionsSettings {
  const env = serverEnv();
  const enabled = env.CONDITIONS === 'on' || (env.CONDITIONS === 'auto' && env.SITE_ENV !== 'development');
  const base: Record<ConditionKind, { url: string; key: string }> = {
    weather: { url: env.NWS_URL, key: '' },
    fire: { url: env.NIFC_URL, key: '' },
    park: { url: env.NPS_URL, key: env.NPS_API_KEY },
    air: { url: env.AIRNOW_URL, key: env.AIRNOW_API_KEY },
  };
  const contact = [env.SITE_URL, env.CONDITIONS_CONTACT].filter(Boolean).join('; ');
  const userAgent = `${PRODUCT_NAME} visitor site (${contact})`;
  const home = { latitude: MAP.center.latitude, longitude: MAP.center.longitude };
  const sources = CONDITION_KINDS.map((kind) => SOURCES[kind])
    .filter((adapter) => !adapter.needsKey || base[adapter.kind].key !== '')
    .map((adapter) => ({
      adapter,
      settings: { baseUrl: base[adapter.kind].url, key: base[adapter.kind].key, userAgent, home, radiusMiles: env.CONDITIONS_FIRE_RADIUS_MILES },
      intervalMs: env[INTERVAL[adapter.kind]] * 1000,
    }));
  return {
    enabled,
    // A run-time path, not a file of the build: the bundler must not trace the project for it.
    dir: path.resolve(/* turbopackIgnore: true */ env.CONDITIONS_DIR || path.join('.data', 'conditions', String(env.PORT))),
    timeoutMs: env.CONDITIONS_TIMEOUT,
    sources: enabled ? sources : [],
  };
}
