import 'server-only';
import path from 'node:path';
import { SOURCES } from '@/lib/conditions/sources';
import type { SourceAdapter, SourceSettings } from '@/lib/conditions/sources/source';
import { CONDITION_KINDS, type ConditionKind } from '@/lib/conditions/types';
import { MAP, PRODUCT_NAME } from '@/lib/config/constants';
import { serverEnv } from '@/lib/config/server-config';
import { SAMPLES, sampleOrigin } from './samples';

/** A source's data counts as stale after this many intervals without a good answer. */
export const STALE_INTERVALS = 3;
/** After failures the interval doubles, up to this many times the configured one. */
export const MAX_BACKOFF = 4;

export interface ConfiguredSource {
  adapter: SourceAdapter;
  settings: SourceSettings;
  intervalMs: number;
}

/** `on`: the agencies are polled. `sample`: recorded real answers are served instead (no outside call). `off`: neither. */
export type ConditionsMode = 'on' | 'sample' | 'off';

export interface ConditionsSettings {
  /** This server shows conditions at all (CONDITIONS, `auto` = `on` in staging and production, `sample` in development). */
  enabled: boolean;
  mode: ConditionsMode;
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
  const mode: ConditionsMode = env.CONDITIONS === 'auto' ? (env.SITE_ENV === 'development' ? 'sample' : 'on') : env.CONDITIONS;
  if (mode === 'sample') return sampleSettings(env.CONDITIONS_DIR, env.PORT, env.CONDITIONS_FIRE_RADIUS_MILES);
  const enabled = mode === 'on';
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
  return { enabled, mode, dir: storeDir(env.CONDITIONS_DIR, env.PORT), timeoutMs: env.CONDITIONS_TIMEOUT, sources: enabled ? sources : [] };
}

// A run-time path, not a file of the build: the bundler must not trace the project for it.
const storeDir = (dir: string, port: number) => path.resolve(/* turbopackIgnore: true */ dir || path.join('.data', 'conditions', String(port)));

/** The sources with a recorded real answer, each "polled" from its recording (lib/server/conditions/samples.ts). */
function sampleSettings(dir: string, port: number, radiusMiles: number): ConditionsSettings {
  const home = { latitude: MAP.center.latitude, longitude: MAP.center.longitude };
  const sources = CONDITION_KINDS.filter((kind) => SAMPLES[kind]).map((kind) => ({
    adapter: SOURCES[kind],
    settings: { baseUrl: sampleOrigin(kind), key: '', userAgent: '', home, radiusMiles },
    intervalMs: Number.MAX_SAFE_INTEGER,
  }));
  return { enabled: true, mode: 'sample', dir: storeDir(dir, port), timeoutMs: 0, sources };
}
