import { createHash } from 'node:crypto';
import { SITE_ENTRY_IDS } from '../../shared/site-entry-ids.mjs';

/** A UUID-shaped id (version nibble 5, RFC variant) derived from a SHA-1 of `name`: stable across runs. */
export function stableId(name: string): string {
  const hex = createHash('sha1').update(`whitefish-seed:${name}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A small non-negative integer derived from `name` (deterministic "randomness"). */
export function stableInt(name: string, modulo: number): number {
  const hex = createHash('sha1').update(`whitefish-seed-int:${name}`).digest('hex');
  return parseInt(hex.slice(0, 8), 16) % modulo;
}

/** kebab-case slug for file names, ids and fictional URLs. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The editor account every seeded entry lists in `users`. */
export const EDITOR_ID = stableId('user:content-editor');

/** Named site entry ids: the map the site reads them by (shared/site-entry-ids.mjs). */
export const SITE_IDS = SITE_ENTRY_IDS;

export type SiteKey = keyof typeof SITE_IDS;
