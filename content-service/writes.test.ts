import { DEV_USERS } from '../shared/dev-values.mjs';
import { buildFixture } from './seed/fixture';
import { basicAuthorization, call, hmacAuthorization } from '../tests/fixtures/content-service/http';
import { startInProcess, type InProcessService } from '../tests/fixtures/content-service/in-process';

let svc: InProcessService;
beforeAll(async () => {
  svc = await startInProcess(buildFixture(new Date()));
});
afterAll(() => svc.stop());

const [EDITOR, CONTRIBUTOR] = DEV_USERS;
const DAY_MS = 24 * 60 * 60 * 1000;
const isoIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().replace(/\.\d+Z$/, 'Z');

function event(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    types: ['event'],
    elements: [
      { id: 'event-datetime', type: 'datetime', preferences: { data_type: 'date/time' }, data: [[isoIn(3), isoIn(3.1)]] },
      { id: 'body', type: 'text', preferences: { iana_type: 'text/plain' }, data: 'A walk by the lake.' },
    ],
    ...extra,
  };
}

/** A signed call acting for a user: the login token in the HMAC header's user slot. */
function asUser(path: string, body: unknown, token: string, method = 'POST') {
  return call(svc, path, { method, body, auth: `${hmacAuthorization(svc, JSON.stringify(body))}:${token}` });
}

async function logIn(user: { email: string; pwd: string }): Promise<string> {
  const res = await call(svc, '/user/login', { body: { email: user.email, pwd: user.pwd } });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

async function publishedIds(): Promise<string[]> {
  const res = await call(svc, '/entries?phase=4&type=event&limit=100');
  return res.body.data.index.map((entry: { id: string }) => entry.id);
}

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('POST /user/login', () => {
  test('a seeded editor signs in and gets a 128-character token naming the user', async () => {
    const res = await call(svc, '/user/login', { body: { email: EDITOR.email.toUpperCase(), pwd: EDITOR.pwd } });
    expect(res.status).toBe(200);
    expect(res.body.data.token).toMatch(/^[0-9a-f]{128}$/);
    expect(res.body.data.user).toMatchObject({ email: EDITOR.email, level: 2, name: { first: EDITOR.first } });
    expect(JSON.stringify(res.body)).not.toContain(EDITOR.pwd);
  });

  test('a wrong password and an unknown email get the same refusal; missing parts are named', async () => {
    const wrong = await call(svc, '/user/login', { body: { email: EDITOR.email, pwd: 'not-it' } });
    const unknown = await call(svc, '/user/login', { body: { email: 'nobody@whitefish.test', pwd: 'not-it' } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual({ error: { id: 'invalid_user_login', data: null } });
    expect(unknown.body).toEqual(wrong.body);
    expect((await call(svc, '/user/login', { body: { pwd: 'x' } })).body.error.id).toBe('email_not_provided');
    expect((await call(svc, '/user/login', { body: { email: 'not an email', pwd: 'x' } })).body.error.id).toBe('invalid_email');
    expect((await call(svc, '/user/login', { body: { email: EDITOR.email } })).body.error.id).toBe('invalid_password');
    expect((await call(svc, '/user/login', { body: { email: EDITOR.email, pwd: EDITOR.pwd }, auth: false })).status).toBe(401);
  });

  test('GET /users names who a login belongs to, without secrets', async () => {
    const login = (await call(svc, '/user/login', { body: { email: EDITOR.email, pwd: EDITOR.pwd } })).body.data;
    const res = await call(svc, `/users?id=${login.id},unknown-id`);
    expect(res.body.data).toEqual({ index: [login.user], total: 1 });
    expect(JSON.stringify(res.body)).not.toMatch(/pwd|token|scrypt/);
  });

  test('a token works only with the key it was issued to, and a made-up one names nobody', async () => {
    const token = await logIn(EDITOR);
    const body = event('Token key check');
    const withToken = await call(svc, '/entries', { body, auth: basicAuthorization(svc.token, token) });
    expect(withToken.status).toBe(401);
    expect(withToken.body.error.id).toBe('invalid_user_login');
    expect((await asUser('/entries', body, 'f'.repeat(128))).body.error.id).toBe('invalid_user_login');
  });
});

describe('POST /entries and PUT /entries', () => {
  test('the server keys create a draft that no public list shows until an editor publishes it', async () => {
    const created = await call(svc, '/entries', { body: event('Lakeside Lantern Walk') });
    expect(created.status).toBe(201);
    const draft = created.body.data;
    expect(draft).toMatchObject({ title: 'Lakeside Lantern Walk', phase: 1, types: [{ id: 'event', name: 'Event' }] });
    expect(draft.public).toBeUndefined();
    expect(await publishedIds()).not.toContain(draft.id);

    const patch = { id: draft.id, title: 'Lakeside Lantern Walk & Cocoa', phase: 4 };
    expect((await call(svc, '/entries', { method: 'PUT', body: patch })).status).toBe(403);
    expect((await asUser('/entries', patch, await logIn(CONTRIBUTOR), 'PUT')).body.error.id).toBe('publish_not_allowed');
    expect(await publishedIds()).not.toContain(draft.id);

    const published = await asUser('/entries', patch, await logIn(EDITOR), 'PUT');
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ id: draft.id, phase: 4, title: 'Lakeside Lantern Walk & Cocoa' });
    expect(published.body.data.public).toEqual(expect.any(String));
    expect(published.body.data.elements.map((el: { id: string }) => el.id)).toEqual(['event-datetime', 'body']);
    expect(await publishedIds()).toContain(draft.id);
    const day = isoIn(3).slice(0, 10);
    const upcoming = await call(svc, `/entries?phase=4&type=event&order=time&element.event-datetime=>=${day}&limit=100`);
    expect(upcoming.body.data.index.map((e: { id: string }) => e.id)).toContain(draft.id);

    // A published entry changes only with an editor's login.
    expect((await call(svc, '/entries', { method: 'PUT', body: { id: draft.id, title: 'Hijacked' } })).status).toBe(403);
  });

  test('the keys alone may not create a published entry; an editor may', async () => {
    const body = event('Straight to the calendar', { phase: 4 });
    const refused = await call(svc, '/entries', { body });
    expect(refused.status).toBe(403);
    expect(refused.body.error.id).toBe('publish_not_allowed');
    const created = await asUser('/entries', body, await logIn(EDITOR));
    expect(created.status).toBe(201);
    expect(await publishedIds()).toContain(created.body.data.id);
  });

  test('a PUT replaces elements by id, and data null removes one', async () => {
    const draft = (await call(svc, '/entries', { body: event('Element edits') })).body.data;
    const res = await call(svc, '/entries', {
      method: 'PUT',
      body: { id: draft.id, elements: [{ id: 'body', type: 'text', data: 'Bring a lantern.' }, { id: 'event-datetime', type: 'datetime', data: null }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.elements).toEqual([{ id: 'body', type: 'text', name: 'body', preferences: { iana_type: 'text/plain' }, data: 'Bring a lantern.' }]);
    expect((await call(svc, '/entries', { method: 'PUT', body: { id: '0f000000-0000-4000-8000-0000000000ff', title: 'x' } })).status).toBe(404);
  });

  test('bad fields are refused and each is named', async () => {
    const res = await call(svc, '/entries', {
      body: {
        title: ' ',
        types: ['no-such-type'],
        phase: 9,
        elements: [
          { id: 'event-datetime', type: 'datetime', data: [['2026-12-05T18:00:00-07:00', '2026-12-05T17:00:00-07:00']] },
          { id: 'map', type: 'geo', data: {} },
          { id: 'body', type: 'text', data: 'x'.repeat(20_001) },
          { id: 'image', type: 'file', data: [{ id: 'not-stored' }] },
          { type: 'text', data: 'no id' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.id).toBe('invalid_fields');
    expect(res.body.error.data.sort()).toEqual(
      ['elements.body', 'elements.event-datetime', 'elements.image', 'elements.map', 'elements[4]', 'phase', 'title', 'types'].sort(),
    );
    const huge = await call(svc, '/entries', { body: event('Huge', { elements: [{ id: 'body', type: 'text', data: 'x'.repeat(70_000) }] }) });
    expect(huge.status).toBe(413);
  });

  test('an Idempotency-Key creates one entry for a repeated request and refuses another request under it', async () => {
    const body = event('Once only walk');
    const headers = { 'Idempotency-Key': 'submission-1' };
    const first = await call(svc, '/entries', { body, headers });
    const again = await call(svc, '/entries', { body, headers });
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const titles = await call(svc, '/entries?type=event&limit=100&phase=1');
    expect(titles.body.data.index.filter((e: { title: string }) => e.title === 'Once only walk')).toHaveLength(1);
    const other = await call(svc, '/entries', { body: event('Another walk'), headers });
    expect(other.status).toBe(422);
    expect(other.body.error.id).toBe('idempotency_key_reused');
  });

  test('writes spend the key’s quota and are refused unsigned', async () => {
    const res = await call(svc, '/entries', { body: event('Counted') });
    expect(res.headers.get('x-usage-limit-info')).toMatch(/^\d+\/1200$/);
    const unsigned = await call(svc, '/entries', { body: event('Unsigned'), auth: false });
    expect(unsigned.status).toBe(401);
    expect(unsigned.headers.get('x-usage-limit-info')).toBe('0/1200');
  });
});

describe('POST /files', () => {
  test('an image is stored, served from its URL as its type, and carried by an entry that names it', async () => {
    const res = await call(svc, '/files', {
      body: { name: 'lantern walk.png', type: 'image/png', data: PNG.toString('base64'), title: 'Lanterns', ip_attribution: 'Jo Doe' },
    });
    expect(res.status).toBe(201);
    const file = res.body.data;
    // The 1×1 PNG's size, read from its bytes, goes with it wherever an entry carries it.
    expect(file).toMatchObject({ name: 'lantern-walk.png', type: 'image/png', ip_attribution: 'Jo Doe', width: 1, height: 1 });
    const served = await fetch(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await fetch(file.url.replace('lantern-walk.png', 'other.png'))).status).toBe(404);

    const listed = await call(svc, `/files?id=${file.id}`);
    expect(listed.body.data.index).toEqual([file]);
    const entry = await call(svc, '/entries', { body: event('With a picture', { elements: [{ id: 'image', type: 'file', data: [{ id: file.id }] }] }) });
    expect(entry.status).toBe(201);
    expect(entry.body.data.elements[0].data).toEqual([file]);
  });

  test('the type is judged by the bytes; bodies past the file limit are refused', async () => {
    const asJpeg = await call(svc, '/files', { body: { name: 'photo.jpg', type: 'image/jpeg', data: PNG.toString('base64') } });
    expect(asJpeg.status).toBe(400);
    expect(asJpeg.body.error.id).toBe('invalid_file_type');
    const script = await call(svc, '/files', { body: { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg/>').toString('base64') } });
    expect(script.body.error).toEqual({ id: 'invalid_fields', data: ['type'] });
    const notBase64 = await call(svc, '/files', { body: { name: 'x.png', type: 'image/png', data: '%%%%' } });
    expect(notBase64.body.error).toEqual({ id: 'invalid_fields', data: ['data'] });
    // Larger than an entry's 64 kB but a fine image: accepted on the file path alone.
    const big = Buffer.concat([PNG, Buffer.alloc(200_000)]);
    expect((await call(svc, '/files', { body: { name: 'big.png', type: 'image/png', data: big.toString('base64') } })).status).toBe(201);
    const tooBig = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await call(svc, '/files', { body: { name: 'huge.png', type: 'image/png', data: tooBig.toString('base64') } })).status).toBe(400);
  });
});
