import 'server-only';
import type { WireEntry } from '@/content-client/wire';
import { embedRequestUrl } from '@/lib/embeds';
import { normalizeEntry, type Embed } from '@/lib/entries';
import { embedsToRetry, readEmbed, writeEmbed, type EmbedKind, type ReplicaDb } from './replica-db';

/**
 * Where embed answers come from: videos from the content host's `/embed/data`, photo-sharing posts from the
 * configured oEmbed endpoint. Each resolves to the answer (JSON-able), null when there is none, or throws.
 */
export interface EmbedSource {
  isPhoto(url: string): boolean;
  video(url: string, locale: string): Promise<unknown | null>;
  photo(url: string): Promise<unknown | null>;
}

interface Lookup {
  kind: EmbedKind;
  url: string;
  locale: string;
}

/** The lookups a page of this entry makes (lib/content/embeds.ts asks the replica with the same keys). */
export function embedLookup(embed: Pick<Embed, 'url' | 'locale'>, isPhoto: (url: string) => boolean): Lookup | null {
  if (isPhoto(embed.url)) return { kind: 'photo', url: embed.url, locale: '' };
  const url = embedRequestUrl(embed.url);
  return url ? { kind: 'video', url, locale: embed.locale || 'en' } : null;
}

function lookupsOf(entries: readonly WireEntry[], isPhoto: (url: string) => boolean): Lookup[] {
  const out = new Map<string, Lookup>();
  for (const wire of entries) {
    for (const element of normalizeEntry(wire)?.elements ?? []) {
      if (element.type !== 'embed') continue;
      for (const embed of element.data) {
        const lookup = embedLookup(embed, isPhoto);
        if (lookup) out.set(JSON.stringify(lookup), lookup);
      }
    }
  }
  return [...out.values()];
}

async function lookUp(db: ReplicaDb, source: EmbedSource, { kind, url, locale }: Lookup): Promise<void> {
  try {
    const answer = kind === 'video' ? await source.video(url, locale) : await source.photo(url);
    writeEmbed(db, kind, url, locale, { body: answer === null ? null : JSON.stringify(answer), failed: false });
  } catch {
    // Kept as failed: the next pass asks again, and pages show the embed's plain link until then.
    writeEmbed(db, kind, url, locale, { body: null, failed: true });
  }
}

/** Looks up the embeds of `entries` the store has no answer for; returns how many lookups were made. */
export async function syncEmbedsOf(db: ReplicaDb, source: EmbedSource, entries: readonly WireEntry[]): Promise<number> {
  const missing = lookupsOf(entries, source.isPhoto).filter((lookup) => readEmbed(db, lookup.kind, lookup.url, lookup.locale) === null);
  for (const lookup of missing) await lookUp(db, source, lookup);
  return missing.length;
}

/** Looks up again the embeds that failed, or all of them (`all`: a provider changed posts). */
export async function retryEmbeds(db: ReplicaDb, source: EmbedSource, all: boolean): Promise<number> {
  const lookups = embedsToRetry(db, all);
  for (const lookup of lookups) await lookUp(db, source, lookup);
  return lookups.length;
}
