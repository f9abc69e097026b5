// Case 3: hundreds of concurrent form submissions through the site while the content service is SIGKILLed
// and restarted. Every 201 must be in the store afterwards; every other answer a clear JSON error; a retry
// with the same Idempotency-Key stores once.
import { DEV_PROJECT, DEV_TOKEN } from '../../../shared/dev-values.mjs';
import { pool, request, sleep } from '../lib/http.mjs';

const AUTH = `Basic ${Buffer.from(`:${DEV_TOKEN}`).toString('base64')}`;

/** How many times each email starting with `prefix` is stored in `form`, read back from the content service. */
export async function storedEmails(contentUrl, form, prefix) {
  const counts = new Map();
  const { hostname, port } = new URL(contentUrl);
  const origin = `http://${hostname}:${port}`;
  for (let page = 1; page < 100; page++) {
    const res = await request(origin, `/${DEV_PROJECT}/v1/forms/${form}?limit=1000&page=${page}`, { headers: { authorization: AUTH }, timeout: 20_000 });
    if (res.status !== 200) throw new Error(`read-back of ${form} answered ${res.status}: ${res.body.slice(0, 200)}`);
    const json = JSON.parse(res.body);
    const index = json.data?.index ?? json.index ?? [];
    for (const row of index) {
      const email = String(row.data?.email ?? '');
      if (email.startsWith(prefix)) counts.set(email, (counts.get(email) ?? 0) + 1);
    }
    if (index.length < 1000) break;
  }
  return counts;
}

export async function lostWrites({ site, report, contentUrl, killAndRestart, total = 400, concurrency = 24 }) {
  const section = report.section('3', 'Lost writes (SIGKILL of the content service)');
  const run = Date.now().toString(36);
  const prefix = `rel-${run}-`;
  const subs = Array.from({ length: total }, (_, i) => {
    const form = i % 3 === 2 ? 'member' : 'contact';
    const email = `${prefix}${i}@example.com`;
    const body = form === 'member'
      ? { name: `Reliability ${i}`, email, business: `Probe business ${i}`, message: 'lost-writes probe' }
      : { name: `Reliability ${i}`, email, message: 'lost-writes probe' };
    return { i, form, email, key: `${prefix}key-${i}`, body: JSON.stringify(body), answers: [] };
  });
  const send = (s) =>
    request(site, `/api/forms/${s.form}`, {
      method: 'POST',
      body: s.body,
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': s.key },
      timeout: 30_000,
    });

  let started = 0;
  const killAt = Math.floor(total * 0.35);
  let killer = null;
  const results = await pool(
    subs.map((s) => async () => {
      started++;
      if (started === killAt) killer = killAndRestart();
      const res = await send(s);
      s.answers.push(res);
      return res;
    }),
    concurrency,
  );
  const outage = await killer;
  section.note(`content service SIGKILLed after ${killAt} submissions had started; down ${outage?.downMs ?? '?'} ms, restarted`);

  let acknowledged = 0;
  const statusCounts = {};
  for (const [index, res] of results.entries()) {
    const s = subs[index];
    statusCounts[res.status || res.error] = (statusCounts[res.status || res.error] ?? 0) + 1;
    if (res.status === 201) {
      acknowledged++;
      s.acked = true;
      section.check(true);
      continue;
    }
    let clear = false;
    try {
      const json = JSON.parse(res.body);
      clear = res.status >= 400 && res.status < 600 && typeof json.error?.id === 'string' && typeof json.error?.message === 'string' && json.error.message.length > 0;
    } catch {
      clear = false;
    }
    section.check(clear, 'unacknowledged submission without a clear JSON error', `${s.form} #${s.i} → ${res.status || res.error}: ${res.body.slice(0, 120)}`);
  }
  section.note(`first pass answers: ${JSON.stringify(statusCounts)}`);

  // Retries with the same Idempotency-Key: every failed one, plus 30 that were acknowledged, once the service is
  // back and the site's Retry-After has passed, as a client that honours it would (the site fails fast for a few
  // seconds after the host failed, whether or not it is back meanwhile).
  const retryAfterS = Math.max(0, ...results.map((res) => Number(res.headers?.['retry-after']) || 0));
  section.check(results.every((res) => res.status !== 503 || Number(res.headers?.['retry-after']) > 0), 'a 503 without Retry-After');
  await sleep(Math.max(500, Math.min(retryAfterS, 30) * 1000));
  const retry = [...subs.filter((s) => !s.acked), ...subs.filter((s) => s.acked).slice(0, 30)];
  const retried = await pool(retry.map((s) => async () => ({ s, res: await send(s) })), 8);
  let retryAcked = 0;
  for (const { s, res } of retried) {
    if (res.status === 201) {
      retryAcked++;
      s.ackedOnRetry = true;
    }
    section.check(res.status === 201, 'retry with the same Idempotency-Key (service back up) not stored', `${s.form} #${s.i} → ${res.status || res.error}: ${res.body.slice(0, 120)}`);
  }

  const stored = new Map([...(await storedEmails(contentUrl, 'contact', prefix)), ...(await storedEmails(contentUrl, 'member', prefix))]);
  let lost = 0;
  let duplicated = 0;
  for (const s of subs) {
    const n = stored.get(s.email) ?? 0;
    if (s.acked || s.ackedOnRetry) {
      const ok = section.check(n >= 1, 'acknowledged submission missing from the store (LOST)', `${s.form} #${s.i} ${s.email}`);
      if (!ok) lost++;
    }
    const once = section.check(n <= 1, 'submission stored more than once (idempotency broken)', `${s.form} #${s.i} ${s.email} ×${n}`);
    if (!once) duplicated++;
  }
  report.figures.acknowledged += acknowledged;
  report.figures.lost += lost;
  section.note(`${total} submissions: ${acknowledged} acknowledged first time, ${total - acknowledged} clear errors; ${retry.length} retried after the longest Retry-After (${retryAfterS} s; ${retryAcked} → 201); stored ${stored.size} distinct, ${lost} lost, ${duplicated} duplicated`);
  section.done();
  return { acknowledged, lost };
}
