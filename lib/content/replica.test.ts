/**
 * The replica's runtime against the embedded content service: nothing is answered before the first sync, everything
 * after it with the host gone, a publish reads what it names, a start puts back the expiries of what it took, and
 * health says what the sync last saw — without asking the host.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildFixture, FIXTURE_IDS } from '@/content-service/seed/fixture';
import { startInProcess, type InProcessService } from '@/tests/fixtures/content-service/in-process';
import { upsertEntry } from '@/content-service/store/entries';
import type { WireEntry } from '@/content-client/wire';

jest.setTimeout(30_000);

let service: InProcessService;
let replica: typeof import('./replica');
let health: typeof import('./health');
let publish: typeof import('./publish');

/** Next's own tags manifest, as the running server loads it (Node's module system, not the test's). */
const { areTagsExpired } = createRequire(path.join(process.cwd(), 'package.json'))('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  areTagsExpired: (tags: string[], madeAt: number) => boolean;
};

beforeAll(async () => {
  service = await startInProcess(buildFixture(new Date()));
  process.env.ELEBASE_HOST = service.host;
  process.env.CONTENT_BUDGET = '100000';
  replica = await import('./replica');
  health = await import('./health');
  publish = await import('./publish');
});

afterAll(async () => {
  await replica.stopReplica();
  await service?.stop().catch(() => undefined);
});

it('answers nothing before its first sync, then every read locally; health follows', async () => {
  expect(() => replica.replicaClient()).toThrow(replica.ReplicaNotReadyError);
  expect(health.siteHealth().status).toBe('starting');
  await replica.replicaReady();
  const { index } = await replica.replicaClient().entries({ type: 'dine' });
  expect(index.map((entry) => entry.id)).toContain(FIXTURE_IDS.brewery);
  expect(health.siteHealth()).toMatchObject({ status: 'ok', content: 'ok', replica: { ready: true, state: 'idle', error: null } });
  const published = await replica.replicaClient().entries({ limit: 1 });
  expect(health.siteHealth().replica.entries).toBe(published.total);
});

it('reads a publish of an entry from the host and reports what it changed, and logs it', async () => {
  const row = service.db.prepare('SELECT doc FROM entries WHERE id = ?').get(FIXTURE_IDS.brewery) as { doc: string };
  const entry = JSON.parse(row.doc) as WireEntry;
  upsertEntry(service.db, { ...entry, title: 'Published Brewery', date_time: { ...entry.date_time, edit: new Date().toISOString() } });
  const logged = replica.replicaChanges(0, 1000).at(-1)!.seq;
  const publish = { ids: [FIXTURE_IDS.brewery, 'no-such-entry'], types: [], contacts: [], embeds: false, all: false };
  expect(await replica.applyPublish(publish)).toEqual([{ id: FIXTURE_IDS.brewery, before: ['dine'], after: ['dine'] }]);
  expect((await replica.replicaClient().entry(FIXTURE_IDS.brewery))?.title).toBe('Published Brewery');
  expect(replica.replicaChanges(logged, 10)).toEqual([expect.objectContaining({ id: FIXTURE_IDS.brewery, kind: 'upsert', types: ['dine'] })]);
  // The same publish again: nothing differs, nothing changed.
  expect(await replica.applyPublish(publish)).toEqual([]);
});

it('puts back at start, from its change log, the expiry of every read cached before a change, none made after', async () => {
  const before = Date.now() - 60_000;
  await replica.replicaReady();
  const row = service.db.prepare('SELECT doc FROM entries WHERE id = ?').get(FIXTURE_IDS.lodge) as { doc: string };
  const entry = JSON.parse(row.doc) as WireEntry;
  upsertEntry(service.db, { ...entry, title: 'Lodge Edited Before A Restart', date_time: { ...entry.date_time, edit: new Date().toISOString() } });
  await replica.applyPublish({ ids: [FIXTURE_IDS.lodge], types: [], contacts: [], embeds: false, all: false });
  const taken = Date.parse(replica.replicaChanges(0, 1000).find((change) => change.id === FIXTURE_IDS.lodge)!.at);
  const tags = [`entry:${FIXTURE_IDS.lodge}`];
  expect(areTagsExpired(tags, before)).toBe(false);
  publish.expireLoggedChanges();
  expect(areTagsExpired(tags, before)).toBe(true);
  expect(areTagsExpired(['type:stay'], before)).toBe(true);
  expect(areTagsExpired(tags, taken + 1)).toBe(false);
  // The first copy into the empty store read the host as a build does: no change to what was made before it.
  expect(areTagsExpired([`entry:${FIXTURE_IDS.cafe}`], before)).toBe(false);
});

it('keeps answering with the host stopped, and a publish then fails loudly rather than half-applied', async () => {
  await service.stop();
  expect((await replica.replicaClient().entry(FIXTURE_IDS.lodge))?.id).toBe(FIXTURE_IDS.lodge);
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  await expect(replica.applyPublish({ ids: [FIXTURE_IDS.lodge], types: [], contacts: [], embeds: false, all: false })).rejects.toThrow();
  expect(health.siteHealth()).toMatchObject({ status: 'ok', content: 'unavailable', replica: { ready: true, state: 'failing' } });
  expect(error.mock.calls.filter(([line]) => String(line).includes('replica_sync_failed'))).toHaveLength(1);
});
