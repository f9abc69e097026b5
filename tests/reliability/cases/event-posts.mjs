// What the event-submission cases share: the form page's token and a category, a valid submission's fields, a post
// from a chosen loopback address (JSON, or multipart with an image), and the drafts the content host holds.
import { DEV_PROJECT, DEV_TOKEN } from '../../../shared/dev-values.mjs';
import { sendFrom } from '../../fixtures/loopback-client.mjs';
import { request, sleep } from '../lib/http.mjs';

const AUTH = `Basic ${Buffer.from(`:${DEV_TOKEN}`).toString('base64')}`;
/** The server's minimum fill time (lib/forms/submit-event-token.ts), and a little. */
export const MIN_FILL_MS = 3_200;

/** A rendering of /events/submit: its form token (the time it was issued first) and the first category offered. */
export async function formPage(site, from = '127.0.0.1') {
  const res = await sendFrom(site, { from, path: '/events/submit', headers: { accept: 'text/html' }, timeoutMs: 30_000 });
  const token = /name="form_token" value="([^"]+)"/.exec(res.body)?.[1];
  const select = res.body.slice(res.body.indexOf('name="category"'));
  const category = /<option value="([^"]+)"/.exec(select)?.[1];
  if (res.status !== 200 || !token || !category) throw new Error(`/events/submit answered ${res.status} without a token or a category`);
  return { token, category, issuedAt: Number(token.split('.')[0]) };
}

/** Waits until a token is old enough to be accepted. */
export async function aged(page) {
  await sleep(Math.max(0, page.issuedAt + MIN_FILL_MS - Date.now()));
  return page;
}

/** The fields of a valid one-off submission 30 days ahead. */
export function eventFields({ title, page, email = 'reliability@example.org' }) {
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    title,
    category: page.category,
    description: 'A reliability probe: a talk at the library.',
    free: 'on',
    start_date: day,
    start_time: '18:00',
    end_time: '19:30',
    repeat: 'none',
    venue_name: 'Whitefish Library',
    venue_address: '9 Spokane Ave, Whitefish, MT',
    name: 'Reliability Probe',
    email,
    terms: 'on',
    form_token: page.token,
  };
}

/** Posts a submission from `from`: JSON, or multipart when an image (`{ name, type, bytes }`) goes with it. */
export async function postEvent(site, { from = '127.0.0.1', fields, key, image, timeoutMs = 30_000 }) {
  const headers = { accept: 'application/json', ...(key ? { 'idempotency-key': key } : {}) };
  let body;
  if (image) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('image', new Blob([image.bytes], { type: image.type }), image.name);
    const encoded = new Response(form);
    body = Buffer.from(await encoded.arrayBuffer());
    headers['content-type'] = encoded.headers.get('content-type');
  } else {
    body = JSON.stringify(fields);
    headers['content-type'] = 'application/json';
  }
  headers['content-length'] = String(Buffer.byteLength(body));
  try {
    return await sendFrom(site, { from, method: 'POST', path: '/api/events/submit', headers, body, timeoutMs });
  } catch (error) {
    return { status: 0, headers: {}, body: String(error.message ?? error) };
  }
}

/** Draft events on the host whose title starts with `prefix`, counted per title. */
export async function draftTitles(contentUrl, prefix) {
  const counts = new Map();
  for (let page = 1; page < 50; page++) {
    const res = await request(contentUrl, `/${DEV_PROJECT}/v1/entries?type=event&phase=1&limit=500&page=${page}`, { headers: { authorization: AUTH }, timeout: 20_000 });
    if (res.status !== 200) throw new Error(`drafts answered ${res.status}: ${res.body.slice(0, 200)}`);
    const index = JSON.parse(res.body).data?.index ?? [];
    for (const entry of index) if (String(entry.title).startsWith(prefix)) counts.set(entry.title, (counts.get(entry.title) ?? 0) + 1);
    if (index.length < 500) break;
  }
  return counts;
}
