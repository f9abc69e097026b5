import 'server-only';
import type { ContentClient } from '@/content-client';
import type { WireContact, WireEntry, WireList } from '@/content-client/wire';
import { asciiJson } from '@/content-service/store/ascii-json';
import { upsertContact } from '@/content-service/store/contacts';
import { refreshPriorities, removeEntry, upsertEntry } from '@/content-service/store/entries';
import { upsertGroup } from '@/content-service/store/groups';
import type { ReplicaDb } from './replica-db';
import { retryEmbeds, syncEmbedsOf, type EmbedSource } from './embed-sync';

/**
 * Bringing the replica in step with what the content host publishes, at a cost that follows edits: a pass over
 * everything (first start, a publish of everything, the periodic reconcile) reads the published entries page by page
 * and writes only what differs; a publish of some entries, types or contacts reads just those.
 */
export interface SyncDeps {
  db: ReplicaDb;
  /** The content host, reading with the site's public phases. */
  upstream: ContentClient;
  /** Entries per request when listing. */
  pageSize: number;
  embeds: EmbedSource;
  /** Whether a listed entry may be written (a pass skips those a publish removed after the pass began). */
  keep?: (id: string) => boolean;
}

export interface SyncReport {
  /** Entries written (new or changed) and removed. */
  written: number;
  removed: number;
  contacts: number;
  /** Requests made to the content host. */
  requests: number;
  removedIds: string[];
}

const ID_BATCH = 100;

function emptyReport(): SyncReport {
  return { written: 0, removed: 0, contacts: 0, requests: 0, removedIds: [] };
}

/** The text the store keeps for an entry (upsertEntry's): equal text, nothing to write. */
function storedText(entry: WireEntry): string {
  return asciiJson(JSON.stringify({ ...entry, score: undefined }));
}

interface Stored {
  doc: string;
  edit: string;
}

function storedDocs(db: ReplicaDb, ids: readonly string[]): Map<string, Stored> {
  if (ids.length === 0) return new Map();
  const rows = db.prepare('SELECT e.id AS id, e.doc AS doc, e.edit AS edit FROM json_each(?) j JOIN entries e ON e.id = j.value').all(JSON.stringify(ids)) as (Stored & { id: string })[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Differs from the stored copy, and is not older than it (a page listed before a publish holds the older copy). */
function isNewer(entry: WireEntry, stored: Stored | undefined): boolean {
  if (!stored) return true;
  if (String(entry.date_time?.edit ?? '') < stored.edit) return false;
  return stored.doc !== storedText(entry);
}

function isPublished(entry: unknown, phases: readonly number[]): entry is WireEntry {
  const candidate = entry as Partial<WireEntry> | null;
  return typeof candidate?.id === 'string' && typeof candidate.phase === 'number' && phases.includes(candidate.phase) && typeof candidate.date_time === 'object';
}

/** Writes the entries that differ from the store's copies, in one transaction; then their embed lookups. */
async function writeChanged(deps: SyncDeps, entries: readonly WireEntry[], report: SyncReport): Promise<void> {
  const stored = storedDocs(deps.db, entries.map((entry) => entry.id));
  const changed = entries.filter((entry) => (deps.keep?.(entry.id) ?? true) && isNewer(entry, stored.get(entry.id)));
  if (changed.length === 0) return;
  deps.db.transaction(() => {
    for (const entry of changed) upsertEntry(deps.db, entry);
  })();
  report.written += changed.length;
  report.requests += await syncEmbedsOf(deps.db, deps.embeds, changed);
}

function removeAll(db: ReplicaDb, ids: readonly string[], report: SyncReport): void {
  if (ids.length === 0) return;
  db.transaction(() => {
    for (const id of ids) {
      if (!removeEntry(db, id)) continue;
      report.removed += 1;
      report.removedIds.push(id);
    }
  })();
}

/** Every published entry matching `params`, page by page, each page handed to `onPage` as it arrives. */
async function eachPage(deps: SyncDeps, params: Record<string, string>, report: SyncReport, onPage: (entries: WireEntry[]) => Promise<void>): Promise<void> {
  const phases = deps.upstream.config.phases;
  for (let page = 1; ; page++) {
    // Oldest first: entries published while paging come last, so no page shifts under the reader.
    const list: WireList<WireEntry> = await deps.upstream.entries({ ...params, order: 'date_time.init', limit: deps.pageSize, page });
    report.requests += 1;
    const entries = (list.index ?? []).filter((entry) => isPublished(entry, phases));
    await onPage(entries);
    if ((list.index ?? []).length < deps.pageSize || page * deps.pageSize >= list.total) return;
  }
}

/**
 * The entries among `ids` the content host no longer publishes. A listing can miss an entry (one deleted while
 * paging moves the later ones a place up), so what a pass did not see is asked for by id before it is removed.
 */
async function gone(deps: SyncDeps, ids: readonly string[], report: SyncReport): Promise<{ gone: string[]; found: WireEntry[] }> {
  const phases = deps.upstream.config.phases;
  const out = { gone: [] as string[], found: [] as WireEntry[] };
  for (let i = 0; i < ids.length; i += ID_BATCH) {
    const batch = ids.slice(i, i + ID_BATCH);
    const list = await deps.upstream.entries({ id: batch.join(','), limit: batch.length });
    report.requests += 1;
    const published = new Map((list.index ?? []).filter((entry) => isPublished(entry, phases)).map((entry) => [entry.id, entry]));
    for (const id of batch) {
      const entry = published.get(id);
      if (entry) out.found.push(entry);
      else out.gone.push(id);
    }
  }
  return out;
}

async function syncContacts(deps: SyncDeps, report: SyncReport): Promise<void> {
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    const list: WireList<WireContact> = await deps.upstream.contacts({ limit: deps.pageSize, page });
    report.requests += 1;
    const contacts = (list.index ?? []).filter((contact) => typeof contact?.id === 'string');
    deps.db.transaction(() => {
      for (const contact of contacts) {
        seen.add(contact.id);
        upsertContact(deps.db, contact);
      }
    })();
    report.contacts += contacts.length;
    if ((list.index ?? []).length < deps.pageSize || page * deps.pageSize >= list.total) break;
  }
  const stale = (deps.db.prepare('SELECT id FROM contacts').pluck().all() as string[]).filter((id) => !seen.has(id));
  const remove = deps.db.prepare('DELETE FROM contacts WHERE id = ?');
  deps.db.transaction(() => stale.forEach((id) => remove.run(id)))();
}

interface WireGroup {
  id: string;
  name?: string;
  prioritized?: boolean;
}

/** Groups decide `order=priority` (prioritized groups first); the content host lists them whole. */
async function syncGroups(deps: SyncDeps, report: SyncReport): Promise<void> {
  const list = await deps.upstream.get<WireList<WireGroup>>('/groups');
  report.requests += 1;
  const groups = (list?.index ?? []).filter((group) => typeof group?.id === 'string');
  deps.db.transaction(() => {
    deps.db.prepare('DELETE FROM groups').run();
    for (const group of groups) upsertGroup(deps.db, { id: group.id, name: group.name ?? '', prioritized: group.prioritized === true });
    refreshPriorities(deps.db);
  })();
}

/**
 * One pass over everything published: groups, every entry (written when it differs), contacts, the embed lookups
 * that failed; what the pass did not see is confirmed gone by id and removed.
 */
export async function syncEverything(deps: SyncDeps): Promise<SyncReport> {
  const report = emptyReport();
  // Embed lookups that failed in an earlier pass are asked again, whether or not their entry changed since.
  report.requests += await retryEmbeds(deps.db, deps.embeds, false);
  await syncGroups(deps, report);
  const seen = new Set<string>();
  await eachPage(deps, {}, report, async (entries) => {
    for (const entry of entries) seen.add(entry.id);
    await writeChanged(deps, entries, report);
  });
  const unseen = (deps.db.prepare('SELECT id FROM entries').pluck().all() as string[]).filter((id) => !seen.has(id));
  const { gone: missing, found } = await gone(deps, unseen, report);
  await writeChanged(deps, found, report);
  removeAll(deps.db, missing, report);
  await syncContacts(deps, report);
  return report;
}

/** A publish of some entries: each is read by id and written, or removed when no longer published. */
export async function syncEntries(deps: SyncDeps, ids: readonly string[]): Promise<SyncReport> {
  const report = emptyReport();
  const { gone: missing, found } = await gone(deps, ids, report);
  await writeChanged(deps, found, report);
  removeAll(deps.db, missing, report);
  return report;
}

/** A publish of whole types: their published entries are listed and written, and the type's others removed. */
export async function syncTypes(deps: SyncDeps, types: readonly string[]): Promise<SyncReport> {
  const report = emptyReport();
  for (const type of types) {
    const seen = new Set<string>();
    await eachPage(deps, { type }, report, async (entries) => {
      for (const entry of entries) seen.add(entry.id);
      await writeChanged(deps, entries, report);
    });
    const held = deps.db
      .prepare('SELECT e.id FROM entries e JOIN entry_types t ON t.entry_seq = e.seq WHERE t.type_id = ?')
      .pluck()
      .all(type) as string[];
    const { gone: missing, found } = await gone(deps, held.filter((id) => !seen.has(id)), report);
    await writeChanged(deps, found, report);
    removeAll(deps.db, missing, report);
  }
  return report;
}

/** A publish of some contacts: each is read by id and written, or removed when the host has it no more. */
export async function syncContactIds(deps: SyncDeps, ids: readonly string[]): Promise<SyncReport> {
  const report = emptyReport();
  for (let i = 0; i < ids.length; i += ID_BATCH) {
    const batch = ids.slice(i, i + ID_BATCH);
    const list = await deps.upstream.contacts({ id: batch.join(','), limit: batch.length });
    report.requests += 1;
    const found = new Map((list.index ?? []).filter((contact) => typeof contact?.id === 'string').map((contact) => [contact.id, contact]));
    const remove = deps.db.prepare('DELETE FROM contacts WHERE id = ?');
    deps.db.transaction(() => {
      for (const id of batch) {
        const contact = found.get(id);
        if (contact) upsertContact(deps.db, contact);
        else remove.run(id);
      }
    })();
    report.contacts += found.size;
  }
  return report;
}

/**
 * The entries edited since the replica's newest edit, newest first, page by page until an older one: an edit whose
 * webhook was lost, for one small request when there is none. Removals wait for the next pass over everything.
 */
export async function syncRecentEdits(deps: SyncDeps): Promise<SyncReport> {
  const report = emptyReport();
  const newest = (deps.db.prepare('SELECT MAX(edit) FROM entries').pluck().get() as string | null) ?? '';
  const phases = deps.upstream.config.phases;
  const isNew = (entry: WireEntry) => isPublished(entry, phases) && String(entry.date_time.edit) > newest;
  const head: WireList<WireEntry> = await deps.upstream.entries({ order: '-date_time.edit', limit: 1 });
  report.requests += 1;
  if (!(head.index ?? []).some(isNew)) return report;
  for (let page = 1; ; page++) {
    const list: WireList<WireEntry> = await deps.upstream.entries({ order: '-date_time.edit', limit: deps.pageSize, page });
    report.requests += 1;
    const index = list.index ?? [];
    const newer = index.filter(isNew);
    await writeChanged(deps, newer, report);
    if (newer.length < index.length || index.length < deps.pageSize) return report;
  }
}
