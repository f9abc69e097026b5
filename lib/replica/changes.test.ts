/**
 * The replica's change log, written by the sync against the embedded content service over real HTTP into a real
 * SQLite file: every write and removal in order, one row per entry, tombstones kept for their period, a bounded
 * reader.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type ContentClient } from '@/content-client';
import type { WireEntry } from '@/content-client/wire';
import { upsertEntry } from '@/content-service/store/entries';
import { buildFixture, FIXTURE_IDS } from '@/content-service/seed/fixture';
import { startInProcess, type InProcessService } from '@/tests/fixtures/content-service/in-process';
import { MAX_CHANGES_READ, readChanges, TOMBSTONE_DAYS } from './changes';
import type { EmbedSource } from './embed-sync';
import { openReplicaDb, type ReplicaDb } from './replica-db';
import { syncEntries, syncEverything, type SyncDeps } from './sync';

const noEmbeds: EmbedSource = { isPhoto: () => false, video: async () => null, photo: async () => null };
const DAY_MS = 86_400_000;

let service: InProcessService;
let upstream: ContentClient;
let dir: string;
let replica: ReplicaDb;
let clock: number;

function deps(): SyncDeps {
  return { db: replica, upstream, pageSize: 50, embeds: noEmbeds, now: () => clock };
}

function retitle(id: string, title: string): void {
  const entry = JSON.parse((service.db.prepare('SELECT doc FROM entries WHERE id = ?').get(id) as { doc: string }).doc) as WireEntry;
  upsertEntry(service.db, { ...entry, title, date_time: { ...entry.date_time, edit: new Date().toISOString() } });
}

const unpublish = (id: string) => service.db.prepare('UPDATE entries SET phase = 0 WHERE id = ?').run(id);

beforeEach(async () => {
  service = await startInProcess(buildFixture(new Date('2026-07-01T18:00:00Z')));
  upstream = createClient({ host: service.host, project: service.project, token: service.token, phases: [4] });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replica-changes-'));
  replica = openReplicaDb(dir);
  clock = Date.parse('2026-07-01T18:00:00Z');
});

afterEach(async () => {
  replica.close();
  fs.rmSync(dir, { recursive: true, force: true });
  await service.stop();
});

it('logs every entry a sync writes or removes, in order, with its time and types', async () => {
  await syncEverything(deps());
  const first = readChanges(replica, 0, MAX_CHANGES_READ);
  const published = await upstream.entries({ limit: 1000 });
  expect(first.map((change) => change.id).sort()).toEqual(published.index.map((entry) => entry.id).sort());
  expect(first.every((change) => change.kind === 'upsert' && change.at === '2026-07-01T18:00:00.000Z')).toBe(true);
  const last = first.at(-1)!.seq;

  clock += 60_000;
  retitle(FIXTURE_IDS.lodge, 'Lodge Retitled');
  unpublish(FIXTURE_IDS.cafe);
  await syncEverything(deps());
  const later = readChanges(replica, last, 10);
  expect(later.map(({ id, kind, types, at }) => ({ id, kind, types, at }))).toEqual([
    { id: FIXTURE_IDS.lodge, kind: 'upsert', types: ['stay'], at: '2026-07-01T18:01:00.000Z' },
    { id: FIXTURE_IDS.cafe, kind: 'delete', types: ['dine'], at: '2026-07-01T18:01:00.000Z' },
  ]);
  expect(later[0].seq).toBeGreaterThan(last);
  expect(later[1].seq).toBeGreaterThan(later[0].seq);
  // Nothing changed: nothing logged.
  await syncEverything(deps());
  expect(readChanges(replica, later[1].seq, 10)).toEqual([]);
});

it('keeps one row per entry, its latest change, under a number that keeps growing', async () => {
  await syncEverything(deps());
  const start = readChanges(replica, 0, MAX_CHANGES_READ).at(-1)!.seq;
  retitle(FIXTURE_IDS.lodge, 'Once');
  await syncEntries(deps(), [FIXTURE_IDS.lodge]);
  retitle(FIXTURE_IDS.lodge, 'Twice');
  await syncEntries(deps(), [FIXTURE_IDS.lodge]);
  const rows = readChanges(replica, 0, MAX_CHANGES_READ).filter((change) => change.id === FIXTURE_IDS.lodge);
  expect(rows).toHaveLength(1);
  expect(rows[0].seq).toBe(start + 2);
  // Removed and published again: the delete gives way to the new upsert.
  unpublish(FIXTURE_IDS.lodge);
  await syncEntries(deps(), [FIXTURE_IDS.lodge]);
  expect(readChanges(replica, start + 2, 10).map((change) => change.kind)).toEqual(['delete']);
});

it(`keeps tombstones ${TOMBSTONE_DAYS} days, then drops them; live entries stay logged`, async () => {
  await syncEverything(deps());
  unpublish(FIXTURE_IDS.cafe);
  await syncEntries(deps(), [FIXTURE_IDS.cafe]);
  const tombstone = () => readChanges(replica, 0, MAX_CHANGES_READ).find((change) => change.id === FIXTURE_IDS.cafe);
  clock += (TOMBSTONE_DAYS - 1) * DAY_MS;
  retitle(FIXTURE_IDS.lodge, 'A Month Later');
  await syncEntries(deps(), [FIXTURE_IDS.lodge]);
  expect(tombstone()?.kind).toBe('delete');
  clock += 2 * DAY_MS;
  retitle(FIXTURE_IDS.lodge, 'Past The Period');
  await syncEntries(deps(), [FIXTURE_IDS.lodge]);
  expect(tombstone()).toBeUndefined();
  expect(readChanges(replica, 0, MAX_CHANGES_READ).some((change) => change.id === FIXTURE_IDS.brewery)).toBe(true);
});

it('reads at most its limit, and treats a junk position or limit as the start and one', async () => {
  await syncEverything(deps());
  expect(readChanges(replica, 0, 3)).toHaveLength(3);
  expect(readChanges(replica, 0, 10 ** 9).length).toBeLessThanOrEqual(MAX_CHANGES_READ);
  expect(readChanges(replica, -5, 0)).toEqual(readChanges(replica, 0, 1));
  expect(readChanges(replica, Number.NaN, Number.NaN)).toEqual(readChanges(replica, 0, 1));
  expect(readChanges(replica, Number.MAX_SAFE_INTEGER, 10)).toEqual([]);
});
