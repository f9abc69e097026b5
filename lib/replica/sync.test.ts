/**
 * The replica against the embedded content service over real HTTP: what a first sync copies, what a publish of
 * some entries or types reads and writes, what a pass over everything heals, what a restart keeps — and that the
 * replica answers every list, order and search as the service itself does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type ContentClient } from '@/content-client';
import type { WireEntry, WireList } from '@/content-client/wire';
import { upsertEntry } from '@/content-service/store/entries';
import { buildFixture, FIXTURE_IDS } from '@/content-service/seed/fixture';
import { startInProcess, type InProcessService } from '@/tests/fixtures/content-service/in-process';
import type { EmbedSource } from './embed-sync';
import { localClient } from './local-client';
import { emptyContent, openReplicaDb, readState, writeState, type ReplicaDb } from './replica-db';
import { syncEntries, syncEverything, syncRecentEdits, syncTypes, type SyncDeps } from './sync';

const NOW = new Date('2026-07-01T18:00:00Z');
const noEmbeds: EmbedSource = { isPhoto: () => false, video: async () => null, photo: async () => null };

let service: InProcessService;
let upstream: ContentClient;
let dir: string;
let replica: ReplicaDb;

function deps(pageSize = 3): SyncDeps {
  return { db: replica, upstream, pageSize, embeds: noEmbeds };
}

function local(): ContentClient {
  return localClient(() => replica, [4]);
}

/** Edits an entry at the service, as an editor would (edited now: newer than any edit the fixture holds). */
function edit(id: string, change: (entry: WireEntry) => WireEntry): void {
  const row = service.db.prepare('SELECT doc FROM entries WHERE id = ?').get(id) as { doc: string };
  const entry = JSON.parse(row.doc) as WireEntry;
  const edited = change(entry);
  upsertEntry(service.db, { ...edited, date_time: { ...edited.date_time, edit: new Date().toISOString() } });
}

const ids = (list: WireList<WireEntry>) => list.index.map((entry) => entry.id);

beforeEach(async () => {
  service = await startInProcess(buildFixture(NOW));
  upstream = createClient({ host: service.host, project: service.project, token: service.token, phases: [4] });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replica-test-'));
  replica = openReplicaDb(dir);
});

afterEach(async () => {
  replica.close();
  fs.rmSync(dir, { recursive: true, force: true });
  await service.stop();
});

it('copies every published entry, contact and group in a first sync, a page at a time', async () => {
  const report = await syncEverything(deps());
  const published = await upstream.entries({ limit: 1000 });
  expect(report.written).toBe(published.total);
  expect(report.requests).toBeGreaterThan(Math.ceil(published.total / 3));
  expect(ids(await local().entries({ limit: 1000 })).sort()).toEqual(ids(published).sort());
  // Drafts and deleted entries are not copied: the replica holds what visitors may see.
  expect(await local().entry(FIXTURE_IDS.draft)).toBeNull();
  expect(await local().entry(FIXTURE_IDS.deleted)).toBeNull();
  expect((await local().contact(FIXTURE_IDS.contactBrewery))?.id).toBe(FIXTURE_IDS.contactBrewery);
});

it('answers lists, orders, filters and searches as the content service does', async () => {
  await syncEverything(deps());
  const queries = [
    { type: 'dine' },
    { type: 'event', order: 'time' },
    { order: 'a-z', limit: 2, page: 2 },
    { order: '-date_time.edit' },
    { search: 'brewery' },
    { type: 'stay,dine', order: 'z-a' },
  ];
  for (const params of queries) {
    const [mine, theirs] = await Promise.all([local().entries(params), upstream.entries(params)]);
    expect({ params, ids: ids(mine), total: mine.total }).toEqual({ params, ids: ids(theirs), total: theirs.total });
  }
  // The same hits in the same order (scores differ: the replica's index holds only what is published).
  const [mine, theirs] = await Promise.all([
    local().get<WireList<WireEntry>>('/search', { params: { q: 'lake' } }),
    upstream.get<WireList<WireEntry>>('/search', { params: { q: 'lake' } }),
  ]);
  expect(ids(mine)).toEqual(ids(theirs));
  expect(mine.total).toBe(theirs.total);
});

it('applies a publish of some entries with one request, writing the edit and removing an unpublished one', async () => {
  await syncEverything(deps());
  edit(FIXTURE_IDS.brewery, (entry) => ({ ...entry, title: 'Renamed Brewery' }));
  edit(FIXTURE_IDS.cafe, (entry) => ({ ...entry, phase: 2 }));
  const report = await syncEntries(deps(), [FIXTURE_IDS.brewery, FIXTURE_IDS.cafe]);
  expect(report).toMatchObject({ written: 1, removed: 1, requests: 1, removedIds: [FIXTURE_IDS.cafe] });
  expect((await local().entry(FIXTURE_IDS.brewery))?.title).toBe('Renamed Brewery');
  expect(await local().entry(FIXTURE_IDS.cafe)).toBeNull();
  expect(ids(await local().entries({ search: 'renamed' }))).toEqual([FIXTURE_IDS.brewery]);
});

it('applies a publish of a type: its entries listed, written when changed, the ones gone removed', async () => {
  await syncEverything(deps());
  edit(FIXTURE_IDS.lodge, (entry) => ({ ...entry, title: 'Lodge Renamed' }));
  service.db.prepare('UPDATE entries SET phase = 0 WHERE id = ?').run(FIXTURE_IDS.brewery);
  const report = await syncTypes(deps(), ['stay', 'dine']);
  expect(report.written).toBe(1);
  expect(report.removedIds).toEqual([FIXTURE_IDS.brewery]);
  expect((await local().entry(FIXTURE_IDS.lodge))?.title).toBe('Lodge Renamed');
});

it('heals a missed publish in a pass over everything: edits written, deletions removed, the rest untouched', async () => {
  await syncEverything(deps());
  edit(FIXTURE_IDS.article, (entry) => ({ ...entry, title: 'An Article Edited Without A Webhook' }));
  service.db.prepare('UPDATE entries SET phase = 0 WHERE id = ?').run(FIXTURE_IDS.cafe);
  const report = await syncEverything(deps());
  expect(report).toMatchObject({ written: 1, removed: 1, removedIds: [FIXTURE_IDS.cafe] });
  expect((await local().entry(FIXTURE_IDS.article))?.title).toBe('An Article Edited Without A Webhook');
  expect(await local().entry(FIXTURE_IDS.cafe)).toBeNull();
  // Nothing changed: nothing written.
  expect(await syncEverything(deps())).toMatchObject({ written: 0, removed: 0 });
});

it('catches up on the newest edits with one request when nothing changed', async () => {
  await syncEverything(deps());
  expect(await syncRecentEdits(deps())).toMatchObject({ written: 0, requests: 1 });
  edit(FIXTURE_IDS.lodge, (entry) => ({ ...entry, title: 'Lodge Seen By The Probe' }));
  expect((await syncRecentEdits(deps())).written).toBe(1);
  expect((await local().entry(FIXTURE_IDS.lodge))?.title).toBe('Lodge Seen By The Probe');
});

it('keeps the newer copy when a publish wrote it while a pass was listing an older one', async () => {
  await syncEverything(deps());
  const old = (await upstream.entry(FIXTURE_IDS.brewery))!;
  // The pass lists its page, then a publish reads the edited entry and writes it before the page is written.
  const racing: ContentClient = {
    ...upstream,
    entries: async (params) => {
      if (params?.id) return { index: [], total: 0 };
      edit(FIXTURE_IDS.brewery, (entry) => ({ ...entry, title: 'Newer Title' }));
      await syncEntries(deps(), [FIXTURE_IDS.brewery]);
      return { index: [old], total: 1 };
    },
  } as ContentClient;
  await syncEverything({ ...deps(), upstream: racing }).catch(() => undefined);
  expect((await local().entry(FIXTURE_IDS.brewery))?.title).toBe('Newer Title');
});

it('takes an older copy restored on the host: at once from a publish, within a pass without one', async () => {
  await syncEverything(deps());
  const old = (await upstream.entry(FIXTURE_IDS.brewery))!;
  edit(FIXTURE_IDS.brewery, (entry) => ({ ...entry, title: 'Retracted Title' }));
  await syncEntries(deps(), [FIXTURE_IDS.brewery]);
  expect((await local().entry(FIXTURE_IDS.brewery))?.title).toBe('Retracted Title');
  // A backup restored on the host: the older copy, its older edit time with it.
  upsertEntry(service.db, old);
  // The probe looks for edits newer than the replica's newest: a restore is not one.
  expect((await syncRecentEdits(deps())).written).toBe(0);
  const report = await syncEverything(deps());
  expect(report.changes).toEqual([{ id: FIXTURE_IDS.brewery, before: ['dine'], after: ['dine'] }]);
  expect((await local().entry(FIXTURE_IDS.brewery))?.title).toBe(old.title);
  edit(FIXTURE_IDS.brewery, (entry) => ({ ...entry, title: 'Retracted Again' }));
  await syncEntries(deps(), [FIXTURE_IDS.brewery]);
  upsertEntry(service.db, old);
  expect((await syncEntries(deps(), [FIXTURE_IDS.brewery])).written).toBe(1);
  expect((await local().entry(FIXTURE_IDS.brewery))?.title).toBe(old.title);
});

it('reports every entry it wrote or removed with its types before and after, and nothing else', async () => {
  await syncEverything(deps());
  edit(FIXTURE_IDS.lodge, (entry) => ({ ...entry, title: 'Lodge Retitled' }));
  edit(FIXTURE_IDS.brewery, (entry) => ({ ...entry, types: [{ id: 'shop' }] as WireEntry['types'] }));
  service.db.prepare('UPDATE entries SET phase = 0 WHERE id = ?').run(FIXTURE_IDS.cafe);
  const report = await syncEverything(deps());
  const byId = new Map(report.changes.map((change) => [change.id, change]));
  expect(byId).toEqual(
    new Map([
      [FIXTURE_IDS.lodge, { id: FIXTURE_IDS.lodge, before: ['stay'], after: ['stay'] }],
      [FIXTURE_IDS.brewery, { id: FIXTURE_IDS.brewery, before: ['dine'], after: ['shop'] }],
      [FIXTURE_IDS.cafe, { id: FIXTURE_IDS.cafe, before: ['dine'], after: null }],
    ]),
  );
  // A publish naming an entry that did not change, or one the host does not have, changes nothing.
  expect((await syncEntries(deps(), [FIXTURE_IDS.lodge, 'no-such-entry'])).changes).toEqual([]);
  // An entry the replica did not hold comes in with no types before.
  service.db.prepare('UPDATE entries SET phase = 4 WHERE id = ?').run(FIXTURE_IDS.cafe);
  expect((await syncEntries(deps(), [FIXTURE_IDS.cafe])).changes).toEqual([{ id: FIXTURE_IDS.cafe, before: null, after: ['dine'] }]);
});

it('keeps the replica and its sync state in its file across a restart, with the content host gone', async () => {
  await syncEverything(deps());
  writeState(replica, { source: 'host/project', syncedAt: 1234 });
  const before = ids(await local().entries({ type: 'dine' }));
  replica.close();
  await service.stop();
  replica = openReplicaDb(dir);
  expect(readState(replica)).toEqual({ source: 'host/project', syncedAt: 1234, firstSyncedAt: null });
  expect(ids(await local().entries({ type: 'dine' }))).toEqual(before);
  service = await startInProcess(buildFixture(NOW));
});

it('empties every list and search of a store synced from another source, and syncs it afresh', async () => {
  const search = async () => ids(await local().get<WireList<WireEntry>>('/search', { params: { q: 'lake' } }));
  await syncEverything(deps());
  writeState(replica, { source: 'old-host/project', syncedAt: 1234 });
  expect(await search()).not.toEqual([]);
  emptyContent(replica);
  expect(readState(replica)).toEqual({ source: null, syncedAt: null, firstSyncedAt: null });
  expect(ids(await local().entries({}))).toEqual([]);
  expect(await search()).toEqual([]);
  await syncEverything(deps());
  expect((await local().entry(FIXTURE_IDS.lodge))?.id).toBe(FIXTURE_IDS.lodge);
  expect(await search()).not.toEqual([]);
});

it('asks again in the next pass for an embed lookup that failed, though its entry did not change', async () => {
  const embed = { type: 'embed', id: 'video', data: [{ url: 'https://www.youtube.com/watch?v=abc', title: 'A video' }] };
  edit(FIXTURE_IDS.lodge, (entry) => ({ ...entry, elements: [...(entry.elements ?? []), embed] as WireEntry['elements'] }));
  let up = false;
  const asked: string[] = [];
  const flaky: EmbedSource = {
    ...noEmbeds,
    video: async (url) => {
      asked.push(url);
      if (!up) throw new Error('provider down');
      return { oembed: { type: 'video', html: '<iframe></iframe>' } };
    },
  };
  await syncEverything({ ...deps(), embeds: flaky });
  expect(asked).toHaveLength(1);
  up = true;
  await syncEverything({ ...deps(), embeds: flaky });
  expect(asked).toHaveLength(2);
  const answer = await local().get<{ oembed: { type: string } }>('/embed/data', { params: { url: asked[0], locale: 'en' } });
  expect(answer.oembed.type).toBe('video');
  // Found now: the pass after asks nothing more.
  await syncEverything({ ...deps(), embeds: flaky });
  expect(asked).toHaveLength(2);
});
