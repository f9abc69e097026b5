/**
 * The outbox against the real embedded content service: a submission made while the host is stopped is kept in
 * SQLite, waits while the host stays down, and is stored once when it is back, also when it is forwarded again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createClient, type ContentClient } from '@/content-client';
import { eventEntryInput } from '@/lib/event-submit/entry';
import { validateEventSubmission } from '@/lib/event-submit/validate';
import { startServiceProcess, type ServiceProcess } from '@/tests/fixtures/content-service/service-process';
import { openOutbox } from './upstream-event-outbox';
import { forwardEvent, type OutgoingEvent } from './upstream-event';

jest.setTimeout(60_000);

let service: ServiceProcess;
let dir: string;
const clientOf = (s: ServiceProcess, phases: number[] = [4]): ContentClient =>
  createClient({ host: s.host, project: s.project, key: { public: s.publicKey, private: s.privateKey }, phases, timeout: 3_000 });

beforeAll(async () => {
  service = await startServiceProcess({ env: { CONTENT_SEED: 'fixture' } });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wf-outbox-'));
});
afterAll(async () => {
  await service?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

async function submission(title: string): Promise<OutgoingEvent> {
  const today = new Date().toISOString().slice(0, 10);
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const checked = validateEventSubmission(
    { title, start_date: start, start_time: '18:00', end_time: '20:00', venue_name: 'Town Hall', venue_address: '1 Central Ave', description: 'A swap.', free: 'on', name: 'Pat', email: 'pat@example.org', terms: 'on' },
    { categories: [], venues: [] },
    today,
  );
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  const image = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#246' } }).jpeg().toBuffer();
  return { key: `outbox-test-${title.length}-${Date.now()}`, entry: eventEntryInput(checked.data), image: { data: image.toString('base64'), alt: 'A poster', credit: 'Pat' } };
}

test('host stopped → kept → forwarded once it is back, and a second forwarding stores nothing new', async () => {
  const outbox = openOutbox(dir);
  const event = await submission('Ski Swap at the Hall');
  await service.stop();
  const down = clientOf(service);

  expect((await forwardEvent(event, down)).kind).toBe('unavailable');
  expect(outbox.add(event)).toBe(true);
  expect(outbox.add(event)).toBe(true); // the same key is kept once
  expect(outbox.counts()).toMatchObject({ waiting: 1, refused: 0 });
  expect(await outbox.forwardDue((e) => forwardEvent(e, down))).toEqual({ forwarded: 0, refused: 0, deferred: true });
  expect(outbox.counts().waiting).toBe(1);

  service = await startServiceProcess({ dataDir: service.dataDir, env: { CONTENT_SEED: 'fixture' } });
  const up = clientOf(service);
  const stored: string[] = [];
  const forward = async (e: OutgoingEvent) => {
    const result = await forwardEvent(e, up);
    if (result.kind === 'stored') stored.push(result.id);
    return result;
  };
  // the retry waits out its backoff first
  expect((await outbox.forwardDue(forward)).forwarded).toBe(0);
  expect(await outbox.forwardDue(forward, Date.now() + 60_000)).toEqual({ forwarded: 1, refused: 0, deferred: false });
  expect(outbox.counts()).toMatchObject({ waiting: 0, refused: 0 });

  // as after a crash between the host's answer and the row's removal
  expect(outbox.add(event)).toBe(true);
  await outbox.forwardDue(forward, Date.now() + 60_000);
  expect(new Set(stored).size).toBe(1);

  const draft = await clientOf(service, [1]).entry(stored[0]);
  expect(draft).toMatchObject({ title: 'Ski Swap at the Hall', phase: 1 });
  expect(await up.entry(stored[0])).toBeNull(); // never public
  const image = draft?.elements.find((el) => el.id === 'cover-image');
  expect(image?.data).toEqual([expect.objectContaining({ type: 'image/jpeg', ip_attribution: 'Pat' })]);
  outbox.close();
});

test('a submission the host refuses stays, marked, and is not sent again', async () => {
  const outbox = openOutbox(fs.mkdtempSync(path.join(dir, 'refused-')));
  const event = await submission('Refused');
  const bad = { ...event, entry: { ...event.entry, types: ['no-such-type'] } };
  expect(outbox.add(bad)).toBe(true);
  const forward = jest.fn((e: OutgoingEvent) => forwardEvent(e, clientOf(service)));
  expect(await outbox.forwardDue(forward)).toEqual({ forwarded: 0, refused: 1, deferred: false });
  await outbox.forwardDue(forward, Date.now() + 600_000);
  expect(forward).toHaveBeenCalledTimes(1);
  expect(outbox.counts()).toMatchObject({ waiting: 0, refused: 1 });
  outbox.close();
});
