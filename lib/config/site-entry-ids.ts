/**
 * Named site entry identifiers (docs/product.md#named-site-entries). Defaults are the embedded sample project's ids
 * (shared/site-entry-ids.mjs, the map the content service seeds); production overrides any of them with
 * `SITE_ENTRY_IDS` (JSON object).
 */
import { SITE_ENTRY_IDS, type SiteEntryKey } from '@/shared/site-entry-ids.mjs';
import { serverEnv } from './server-config';

export type { SiteEntryKey };
export type SiteEntryIds = Record<SiteEntryKey, string>;

function overridesFrom(parsed: Record<string, unknown> | ''): Partial<SiteEntryIds> {
  const out: Partial<SiteEntryIds> = {};
  if (!parsed) return out;
  for (const [key, value] of Object.entries(parsed)) {
    if (key in SITE_ENTRY_IDS && typeof value === 'string' && value) out[key as SiteEntryKey] = value;
  }
  return out;
}

/** The named site entry ids: the sample project's, overridden by `SITE_ENTRY_IDS` (a JSON object). */
export function siteEntryIds(overrides: Record<string, unknown> | '' = serverEnv().SITE_ENTRY_IDS): SiteEntryIds {
  return { ...SITE_ENTRY_IDS, ...overridesFrom(overrides) };
}
