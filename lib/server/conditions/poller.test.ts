import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startConditionsStandIn, type ConditionsStandIn } from '@/tests/fixtures/conditions-stand-in.mjs';
import { forgetServerEnv } from '@/lib/config/server-config';
import { pollSource } from './poller';
import { conditionsHealth } from './health';
import { conditionsReport } from './report';
import { conditionsSettings, type ConfiguredSource } from './settings';
import { openConditionsDb, type ConditionsDb } from './store';

/** Time-outs: long enough for a loaded machine to answer, short for one that hangs. */
const ANSWER_MS = 3000;
const HANG_MS = 300;

let stand: ConditionsStandIn;
let dir: string;
let db: ConditionsDb;
const saved = { ...process.env };

beforeAll(async () => {
  stand = await startConditionsStandIn();
});
afterAll(() => stand.close());

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'conditions-'));
  Object.assign(process.env, stand.env, { CONDITIONS: 'on', CONDITIONS_DIR: dir, CONDITIONS_TIMEOUT: '300', CONDITIONS_WEATHER_SECONDS: '60' });
  forgetServerEnv();
  db = openConditionsDb(dir);
  for (const kind of ['weather', 'fire', 'park', 'air'] as const) stand.setMode(kind, 'ok');
});
afterEach(() => {
  db.close();
  process.env = { ...saved };
  forgetServerEnv();
  fs.rmSync(dir, { recursive: true, force: true });
});

const source = (kind: string): ConfiguredSource => {
  const found = conditionsSettings().sources.find((s) => s.adapter.kind === kind);
  if (!found) throw new Error(`no ${kind} source`);
  return found;
};

describe('polling a source', () => {
  it('stores what each source answers, with when it was fetched', async () => {
    for (const kind of ['weather', 'fire', 'park', 'air']) {
      const stored = await pollSource(db, source(kind), ANSWER_MS);
      expect(stored.error).toBe('');
      expect(stored.items.length).toBeGreaterThan(0);
      expect(stored.fetchedAt).not.toBeNull();
    }
  });

  it('keeps the last good data when the source answers 500, malformed JSON or hangs', async () => {
    const good = await pollSource(db, source('weather'), ANSWER_MS);
    for (const mode of ['500', 'malformed', 'hang'] as const) {
      stand.setMode('weather', mode);
      const failed = await pollSource(db, source('weather'), mode === 'hang' ? HANG_MS : ANSWER_MS);
      expect(failed.items).toEqual(good.items);
      expect(failed.fetchedAt).toBe(good.fetchedAt);
      expect(failed.error).toMatch(mode === '500' ? 'HTTP 500' : mode === 'hang' ? 'timed out' : 'not JSON');
    }
    expect((await pollSource(db, source('weather'), HANG_MS)).failures).toBe(4);
  });

  it('asks again with the last ETag and keeps its items when the source says nothing changed', async () => {
    const first = await pollSource(db, source('fire'), ANSWER_MS);
    expect(first.etag).not.toBe('');
    const second = await pollSource(db, source('fire'), ANSWER_MS, () => new Date(Date.now() + 60_000));
    expect(second.items).toEqual(first.items);
    expect(second.fetchedAt).toBeGreaterThan(first.fetchedAt ?? Infinity);
  });

  it('marks a retired address (410) and an answer of rows it cannot read as unreadable, keeping the last good items', async () => {
    const good = await pollSource(db, source('air'), ANSWER_MS);
    for (const mode of ['gone', 'unrecognised'] as const) {
      stand.setMode('air', mode);
      const failed = await pollSource(db, source('air'), ANSWER_MS);
      expect(failed).toMatchObject({ items: good.items, fetchedAt: good.fetchedAt, unreadable: true });
      expect(failed.error).toMatch(mode === 'gone' ? 'HTTP 410' : 'none of the 3 observations has the documented fields');
    }
    // A server error may mend itself: not unreadable.
    stand.setMode('air', '500');
    expect(await pollSource(db, source('air'), ANSWER_MS)).toMatchObject({ unreadable: false, error: 'HTTP 500' });
  });

  it('replaces alerts with an empty answer once they are lifted', async () => {
    await pollSource(db, source('weather'), ANSWER_MS);
    stand.setMode('weather', 'empty');
    expect((await pollSource(db, source('weather'), ANSWER_MS)).items).toEqual([]);
  });
});

describe('the report visitors see', () => {
  it('says a source was never reached before its first good answer', async () => {
    stand.setMode('park', '500');
    await pollSource(db, source('park'), ANSWER_MS);
    const park = conditionsReport().sources.find((s) => s.kind === 'park');
    expect(park).toMatchObject({ status: 'unchecked', items: [], failing: true, fetchedAt: null });
    expect(park?.checkedAt).not.toBeNull();
  });

  it('labels data stale once three intervals pass without a good answer, keeping the items', async () => {
    await pollSource(db, source('weather'), ANSWER_MS);
    expect(conditionsReport().sources.find((s) => s.kind === 'weather')?.status).toBe('current');
    const later = conditionsReport(new Date(Date.now() + 3 * 60_000 + 1000)).sources.find((s) => s.kind === 'weather');
    expect(later?.status).toBe('stale');
    expect(later?.items.map((item) => item.title)).toContain('Winter Storm Warning');
  });

  it('labels an unreadable source stale at once, with its last items, and names it in the health summary', async () => {
    await pollSource(db, source('air'), ANSWER_MS);
    stand.setMode('air', 'unrecognised');
    await pollSource(db, source('air'), ANSWER_MS);
    const air = conditionsReport().sources.find((s) => s.kind === 'air');
    expect(air).toMatchObject({ status: 'stale', unreadable: true, failing: true });
    expect(air?.items.map((item) => item.title)).toEqual(['Air quality (PM2.5)', 'Air quality (Ozone)']);
    expect(conditionsHealth()).toEqual([
      { kind: 'weather', agency: 'National Weather Service', state: 'unchecked' },
      { kind: 'fire', agency: 'National Interagency Fire Center', state: 'unchecked' },
      { kind: 'park', agency: 'National Park Service', state: 'unchecked' },
      { kind: 'air', agency: 'AirNow', state: 'unreadable' },
    ]);
  });

  it('leaves out a source without its key, and everything when conditions are off', () => {
    delete process.env.NPS_API_KEY;
    forgetServerEnv();
    expect(conditionsReport().sources.map((s) => s.kind)).toEqual(['weather', 'fire', 'air']);
    process.env.CONDITIONS = 'off';
    forgetServerEnv();
    expect(conditionsReport()).toMatchObject({ enabled: false, sources: [] });
  });

  it('serves recorded real answers by default in development, labelled as samples, calling no agency', () => {
    delete process.env.CONDITIONS;
    forgetServerEnv();
    const asked = { ...stand.requests };
    const report = conditionsReport();
    expect(report).toMatchObject({ enabled: true, sample: true });
    expect(report.sources.map((s) => [s.kind, s.status, s.sample?.place, s.items.map((item) => item.title)])).toEqual([
      ['weather', 'current', 'Portland, Oregon', ['Flood Watch']],
      ['air', 'current', 'San Francisco, California', ['Air quality (PM2.5)']],
    ]);
    expect(report.sources[0].fetchedAt).toBe('2019-12-20T21:34:00.000Z');
    expect(stand.requests).toEqual(asked);
  });

});
