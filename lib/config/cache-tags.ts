/**
 * Cache tags of the data cache (`unstable_cache`) and of webhook revalidation: one naming scheme.
 */
export const CACHE_TAGS = {
  site: 'site',
  contacts: 'contacts',
  entries: 'entries',
  notices: 'notices',
  /** Video and photo-sharing embed lookups (lib/content/embeds.ts). */
  embeds: 'embeds',
} as const;

export function tagForEntry(id: string): string {
  return `entry:${id}`;
}

export function tagForType(type: string): string {
  return `type:${type}`;
}

export function tagForContact(id: string): string {
  return `contact:${id}`;
}
