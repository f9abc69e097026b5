/**
 * The on-demand revalidation request (POST /api/revalidate, handled by ./revalidate.ts): checking the secret header
 * and turning the JSON body into cache tags. Pure, so it is unit-tested without Next.
 */
import { CACHE_TAGS, tagForContact } from '@/lib/config/cache-tags';
import type { EntryChange } from '@/lib/replica/change-report';
import { constantTimeEqual } from '@/lib/server/preview-guard';
import { tagsOfChanges } from './change-tags';

export const SECRET_HEADER = 'x-revalidate-secret';
/**
 * How many names one call may give: each type costs the replica a listing of the host, each id or contact a read,
 * so a call naming hundreds (known or not) would spend the content budget the sync and forms need. A publish of more
 * is `all: true`.
 */
export const MAX_NAMES = { ids: 100, types: 20, contacts: 100 } as const;
/** The largest body a call may send: the caps above fill under 30 kB. */
export const MAX_BODY_BYTES = 32 * 1024;
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export { ANY_TYPE_TAG } from './change-tags';

/** Everything `all: true` expires: all content reads, contacts and embeds. */
export const ALL_TAGS = [CACHE_TAGS.entries, CACHE_TAGS.contacts, CACHE_TAGS.site, CACHE_TAGS.notices, CACHE_TAGS.embeds];

export type SecretCheck = 'ok' | 'not-configured' | 'unauthorized';

export function checkSecret(given: string | null, secret: string | undefined): SecretCheck {
  if (!secret) return 'not-configured';
  return typeof given === 'string' && constantTimeEqual(given, secret) ? 'ok' : 'unauthorized';
}

export interface RevalidationRequest {
  ids: string[];
  types: string[];
  contacts: string[];
  /** Expire every embed lookup (video players and photo-sharing cards), e.g. after a provider changed a post. */
  embeds: boolean;
  all: boolean;
}

function stringList(value: unknown, name: keyof typeof MAX_NAMES): string[] {
  if (value === undefined) return [];
  const max = MAX_NAMES[name];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && ID_PATTERN.test(v))) {
    throw new Error(`${name} must be an array of at most ${max} ids`);
  }
  const names = [...new Set(value as string[])];
  if (names.length > max) throw new Error(`${name} must be an array of at most ${max} ids (send {"all":true} for more)`);
  return names;
}

/**
 * The publish that tells the other instances of entries this one found changed on its own: the ids while a publish
 * may name them all (the others parse it as a webhook's body), else a pass over everything.
 */
export function announcementOf(ids: readonly string[]): { ids: string[] } | { all: true } {
  return ids.length > MAX_NAMES.ids ? { all: true } : { ids: [...ids] };
}

/** The body, validated; throws with a message for the 400 answer. */
export function parseRevalidation(body: unknown): RevalidationRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('body must be a JSON object');
  const record = body as Record<string, unknown>;
  for (const flag of ['all', 'embeds'] as const) {
    if (record[flag] !== undefined && typeof record[flag] !== 'boolean') throw new Error(`${flag} must be a boolean`);
  }
  const request = {
    ids: stringList(record.ids, 'ids'),
    types: stringList(record.types, 'types'),
    contacts: stringList(record.contacts, 'contacts'),
    embeds: record.embeds === true,
    all: record.all === true,
  };
  if (!request.all && !request.embeds && request.ids.length + request.types.length + request.contacts.length === 0) {
    throw new Error('nothing to revalidate: give ids, types, contacts, embeds or all');
  }
  return request;
}

/**
 * The tags to expire after the replica applied `request`: those of the entries it really changed (`changes`, the
 * sync's report: a named entry that did not change, or that neither the host nor the replica has, expires nothing),
 * the named contacts and the embed lookups; `all` expires everything.
 */
export function tagsFor(request: RevalidationRequest, changes: readonly EntryChange[]): string[] {
  if (request.all) return [...ALL_TAGS];
  const tags = new Set(tagsOfChanges(changes));
  for (const id of request.contacts) tags.add(tagForContact(id));
  if (request.embeds) tags.add(CACHE_TAGS.embeds);
  return [...tags];
}
