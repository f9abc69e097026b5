import 'server-only';
import type { ContentClient } from '@/content-client';
import type { WireContact, WireEntry, WireList } from '@/content-client/wire';
import { asciiJson } from '@/content-service/store/ascii-json';
import { upsertContact } from '@/content-service/store/contacts';
import { refreshPriorities, removeEntry, upsertEntry } from '@/content-service/store/entries';
import { upsertGroup } from '@/content-service/store/groups';
import type { EntryChange } from './change-report';
import { recordChanges } from './changes';
import { retryEmbeds, syncEmbedsOf, type EmbedSource } from './embed-sync';
import type { ReplicaDb } from './replica-db';

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
  /** The clock of the change log (ms); Date.now by default. */
  now?: () => number;
}

export interface SyncReport {
  /** Entries written (new or changed) and removed. */
  written: number;
  removed: number;
  contacts: number;
  /** Requests made to the content host. */
  requests: number;
  removedIds: string[];
  /** Every entry written or removed, with its types before and after: what the caches must forget. */
  changes: EntryChange[];
}

const ID_BATCH = 100;

function emptyReport(): SyncReport {
  return { written: 0, removed: 0, contacts: 0, requests: 0, removedIds: [], changes: [] };
}

/** One sync's view of time: when it began (its reads of the host are all later) and the clock it records with. */
interface SyncRun {
  deps: SyncDeps;
  report: SyncReport;
  startedAt: string;
  now: () => number;
}

function begin(deps: SyncDeps): SyncRun {
  const now = deps.now ?? Date.now;
  return { deps, report: emptyReport(), startedAt: new Date(now()).toISOString(), now };
}

/** The text the store keeps for an entry (upsertEntry's): equal text, nothing to write. */
function storedText(entry: WireEntry): string {
  return asciiJson(JSON.stringify({ ...entry, score: undefined }));
}

interface Stored {
  doc: string;
  edit: string;
  /** When the replica last wrote it (the change log's time), null when the log no longer says. */
  written: string | null;
}

function storedDocs(db: ReplicaDb, ids: readonly string[]): Map<string, Stored> {
  if (ids.length === 0) return new Map();
  const rows = db
    .prepare('SELECT e.id AS id, e.doc AS doc, e.edit AS edit, c.at AS written FROM json_each(?) j JOIN entries e ON e.id = j.value LEFT JOIN replica_changes c ON c.id = e.id')
    .all(JSON.stringify(ids)) as (Stored & { id: string })[];
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Whether the host's copy replaces the stored one. The host is the truth, also when it goes back in time (a
 * restored backup, an older export imported, a rollback): any copy that differs is written, whatever its edit
 * time. One exception keeps two reads of the host from undoing each other: a sync reads page after page over
 * time, and a publish may read the same entry meanwhile. When the stored copy was written after this sync began
 * and is newer than the one this sync holds, the other read saw the host later, so its copy stays.
 */
function replaces(entry: WireEntry, stored: Stored | undefined, run: SyncRun): boolean {
  if (!stored) return true;
  if (stored.doc === storedText(entry)) return false;
  const raced = stored.written !== null && stored.written >= run.startedAt;
  return !(raced && String(entry.date_time?.edit ?? '') < stored.edit);
}

/** The types each of `ids` has in the store; absent ids are left out. */
function storedTypes(db: ReplicaDb, ids: readonly string[]): Map<string, string[]> {
  const rows = db
    .prepare('SELECT e.id AS id, t.type_id AS type FROM json_each(?) j JOIN entries e ON e.id = j.value LEFT JOIN entry_types t ON t.entry_seq = e.seq ORDER BY t.type_id')
    .all(JSON.stringify(ids)) as { id: string; type: string | null }[];
  const out = new Map<string, string[]>();
  for (const row of rows) {
    const types = out.get(row.id) ?? [];
    if (row.type !== null) types.push(row.type);
    out.set(row.id, types);
  }
  return out;
}

function isPublished(entry: unknown, phases: readonly number[]): entry is WireEntry {
  const candidate = entry as Partial<WireEntry> | null;
  return typeof candidate?.id === 'string' && typeof candidate.phase === 'number' && phases.includes(candidate.phase) && typeof candidate.date_time === 'object';
}

/**
 * Writes the entries that differ from the store's copies, with their changes in the log, in one transaction; then
 * their embed lookups.
 */
async function writeChanged(run: SyncRun, entries: readonly WireEntry[]): Promise<void> {
  const { deps, report } = run;
  const stored = storedDocs(deps.db, entries.map((entry) => entry.id));
  const changed = entries.filter((entry) => (deps.keep?.(entry.id) ?? true) && replaces(entry, stored.get(entry.id), run));
  if (changed.length === 0) return;
  const ids = changed.map((entry) => entry.id);
  deps.db.transaction(() => {
    const before = storedTypes(deps.db, ids);
    for (const entry of changed) upsertEntry(deps.db, entry);
    const after = storedTypes(deps.db, ids);
    const changes = ids.map((id) => ({ id, before: before.get(id) ?? null, after: after.get(id) ?? [] }));
    recordChanges(deps.db, changes, run.now());
    report.changes.push(...changes);
  })();
  report.written += changed.length;
  report.requests += await syncEmbedsOf(deps.db, deps.embeds, changed);
}

function removeAll(run: SyncRun, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const { deps, report } = run;
  deps.db.transaction(() => {
    const before = storedTypes(deps.db, ids);
    const changes: EntryChange[] = [];
    for (const id of ids) {
      if (!removeEntry(deps.db, id)) continue;
      changes.push({ id, before: before.get(id) ?? [], after: null });
      report.removedIds.push(id);
    }
    recordChanges(deps.db, changes, run.now());
    report.removed += changes.length;
    report.changes.push(...changes);
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
  const run = begin(deps);
  const { report } = run;
  // Embed lookups that failed in an earlier pass are asked again, whether or not their entry changed since.
  report.requests += await retryEmbeds(deps.db, deps.embeds, false);
  await syncGroups(deps, report);
  const seen = new Set<string>();
  await eachPage(deps, {}, report, async (entries) => {
    for (const entry of entries) seen.add(entry.id);
    await writeChanged(run, entries);
  });
  const unseen = (deps.db.prepare('SELECT id FROM entries').pluck().all() as string[]).filter((id) => !seen.has(id));
  const { gone: missing, found } = await gone(deps, unseen, report);
  await writeChanged(run, found);
  removeAll(run, missing);
  await syncContacts(deps, report);
  return report;
}

/** A publish of some entries: each is read by id and written, or removed when no longer published. */
export async function syncEntries(deps: SyncDeps, ids: readonly string[]): Promise<SyncReport> {
  const run = begin(deps);
  const { gone: missing, found } = await gone(deps, ids, run.report);
  await writeChanged(run, found);
  removeAll(run, missing);
  return run.report;
}

/** A publish of whole types: their published entries are listed and written, and the type's others removed. */
export async function syncTypes(deps: SyncDeps, types: readonly string[]): Promise<SyncReport> {
  const run = begin(deps);
  const { report } = run;
  for (const type of types) {
    const seen = new Set<string>();
    await eachPage(deps, { type }, report, async (entries) => {
      for (const entry of entries) seen.add(entry.id);
      await writeChanged(run, entries);
    });
    const held = deps.db
      .prepare('SELECT e.id FROM entries e JOIN entry_types t ON t.entry_seq = e.seq WHERE t.type_id = ?')
      .pluck()
      .all(type) as string[];
    const { gone: missing, found } = await gone(deps, held.filter((id) => !seen.has(id)), report);
    await writeChanged(run, found);
    removeAll(run, missing);
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
 * webhook was lost, for one small request when there is none. It sees new edits only: removals, unpublishing and
 * an older copy restored on the host (its edit time is not the newest) wait for the next pass over everything.
 */
export async function syncRecentEdits(deps: SyncDeps): Promise<SyncReport> {
  const run = begin(deps);
  const { report } = run;
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
    await writeChanged(run, newer);
    if (newer.length < index.length || index.length < deps.pageSize) return report;
  }
}
