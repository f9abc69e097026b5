// Case B: 2,000 bot posts of the event form from 50 addresses — no token, a stale or altered one, the honeypot
// filled, a failed proof of work, an oversized or hostile image, script in every field — store nothing, while a
// visitor browsing meanwhile gets only 200s, p99 under 2 s.
import zlib from 'node:zlib';
import { sendFrom } from '../../fixtures/loopback-client.mjs';
import { pool } from '../lib/http.mjs';
import { aged, draftTitles, eventFields, formPage, postEvent } from './event-posts.mjs';

const ADDRESSES = Array.from({ length: 50 }, (_, i) => `127.0.${10 + Math.floor(i / 200)}.${(i % 200) + 2}`);
const VISITOR = '127.0.9.1';
const VISITOR_PAGES = ['/', '/events', '/events/submit', '/dine', '/stay', '/about-whitefish', '/search?q=lake'];
const SCRIPT = '<script>alert(1)</script>';

/** A PNG whose header claims 50,000 × 50,000 pixels: a decompression bomb by its size. */
function pixelBomb() {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = zlib.deflateSync(Buffer.alloc(50_000 * 3 + 1));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** The bots, one kind per post in turn; each is built from a real form page where it needs one. */
function kinds(page, title) {
  const valid = (n) => eventFields({ title: `${title}${n}`, page });
  const image = { image_alt: 'A poster', image_credit: 'Bot', image_rights: 'on' };
  const [stamp, nonce, sig] = page.token.split('.');
  return [
    ['no token', (n) => ({ fields: { ...valid(n), form_token: '' } })],
    ['stale token', (n) => ({ fields: { ...valid(n), form_token: `${Number(stamp) - 3 * 3_600_000}.${nonce}.${sig}` } })],
    // built per post below: a page fetched just before
    ['token used at once', null],
    ['honeypot filled', (n) => ({ fields: { ...valid(n), website: 'http://spam.example' } })],
    ['failed proof', (n) => ({ fields: { ...valid(n), altcha: Buffer.from(JSON.stringify({ challenge: { parameters: { nonce: `n${n}` }, signature: 'f'.repeat(64) }, solution: { counter: 1, derivedKey: '00' } })).toString('base64') } })],
    ['oversized image', (n) => ({ fields: { ...valid(n), ...image }, image: { name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.alloc(9 * 1024 * 1024, 0xff) } })],
    ['hostile image', (n) => ({ fields: { ...valid(n), ...image }, image: n % 2 ? { name: 'bomb.png', type: 'image/png', bytes: pixelBomb() } : { name: 'poster.jpg', type: 'image/jpeg', bytes: Buffer.from('<?php system($_GET[1]); ?>') } })],
    ['script in every field', (n) => ({ fields: Object.fromEntries(Object.entries(valid(n)).map(([k, v]) => [k, k === 'form_token' ? v : `${SCRIPT}${v}`])) })],
  ];
}

function p99(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

export async function submitBots({ site, report, contentUrl, total = 2_000, concurrency = 16 }) {
  const section = report.section('B', 'Bot posts of the event form while a visitor browses');
  const title = `Bot probe ${Date.now().toString(36)} `;
  const page = await aged(await formPage(site, ADDRESSES[0]));
  const list = kinds(page, title);
  let browsing = true;
  const visits = [];
  const visitor = (async () => {
    for (let i = 0; browsing; i++) {
      const path = VISITOR_PAGES[i % VISITOR_PAGES.length];
      const t = performance.now();
      const res = await sendFrom(site, { from: VISITOR, path, headers: { accept: 'text/html' }, timeoutMs: 10_000 }).catch((error) => ({ status: 0, body: String(error) }));
      visits.push({ path, status: res.status, ms: performance.now() - t });
    }
  })();
  const byKind = {};
  const t0 = Date.now();
  await pool(
    Array.from({ length: total }, (_, n) => async () => {
      const [kind, build] = list[n % list.length];
      // A fresh page each time for the bot that posts at once: its token is under the minimum fill time.
      const bot = kind === 'token used at once' ? { fields: eventFields({ title: `${title}${n}`, page: await formPage(site, ADDRESSES[n % 50]) }) } : build(n);
      const res = await postEvent(site, { from: ADDRESSES[n % ADDRESSES.length], ...bot });
      const counts = (byKind[kind] ??= {});
      counts[res.status] = (counts[res.status] ?? 0) + 1;
      section.check(res.status === 503 || (res.status >= 400 && res.status < 500), 'a bot post acknowledged, unanswered or a server error', `${kind} → ${res.status}: ${res.body.slice(0, 120)}`);
    }),
    concurrency,
  );
  browsing = false;
  await visitor;
  const seconds = (Date.now() - t0) / 1000;
  const stored = await draftTitles(contentUrl, title);
  section.check(stored.size === 0, 'a bot post stored on the host', [...stored.keys()].slice(0, 3).join(', '));
  const bad = visits.filter((v) => v.status !== 200);
  section.check(bad.length === 0, 'the visitor got other than 200', bad.slice(0, 5).map((v) => `${v.path} → ${v.status}`).join('; '));
  const slowest = p99(visits.map((v) => v.ms));
  section.check(slowest < 2_000, 'visitor p99 at or over 2 s', `${Math.round(slowest)} ms`);
  section.note(`${total} bot posts from ${ADDRESSES.length} addresses in ${seconds.toFixed(1)} s: ${JSON.stringify(byKind)}; stored ${stored.size}`);
  const worst = [...visits].sort((a, b) => b.ms - a.ms).slice(0, 3).map((v) => `${v.path} ${Math.round(v.ms)} ms`).join(', ');
  section.note(`visitor: ${visits.length} pages, ${visits.length - bad.length} × 200, p99 ${Math.round(slowest)} ms; slowest ${worst}`);
  section.done();
}
