// Case E: 200 event submissions while the content host is stopped partway and started again. Every acknowledged
// one (201) must be on the host exactly once after it returns: stored at once, or kept in the site's outbox and
// forwarded; a retry of an unacknowledged one with its Idempotency-Key, and a resend of acknowledged ones, store once.
import { pool, sleep } from '../lib/http.mjs';
import { aged, draftTitles, eventFields, formPage, postEvent } from './event-posts.mjs';

/** How long the outbox may take to drain once the host is back (it forwards every 5 s). */
const DRAIN_MS = 90_000;

export async function submitOutage({ site, report, contentUrl, stopHost, startHost, total = 200, concurrency = 4 }) {
  const section = report.section('E', 'Event submissions through a content-host outage');
  const prefix = `Outage probe ${Date.now().toString(36)} `;
  const page = await aged(await formPage(site));
  const subs = Array.from({ length: total }, (_, i) => ({ i, key: `${prefix.trim().replaceAll(' ', '-')}-${i}`, fields: eventFields({ title: `${prefix}${i}`, page }) }));
  const stopAt = Math.floor(total * 0.3);
  const startAt = Math.floor(total * 0.7);
  let started = 0;
  let host = Promise.resolve();
  const t0 = Date.now();
  const first = await pool(
    subs.map((s) => async () => {
      started++;
      if (started === stopAt) host = host.then(stopHost);
      if (started === startAt) host = host.then(startHost);
      await host;
      return postEvent(site, { fields: s.fields, key: s.key });
    }),
    concurrency,
  );
  await host;
  const counts = {};
  for (const [index, res] of first.entries()) {
    counts[res.status] = (counts[res.status] ?? 0) + 1;
    subs[index].acked = res.status === 201;
    if (!subs[index].acked) {
      let clear = false;
      try {
        clear = res.status >= 400 && typeof JSON.parse(res.body).error?.message === 'string';
      } catch {}
      section.check(clear, 'unacknowledged submission without a clear JSON error', `#${index} → ${res.status}: ${res.body.slice(0, 120)}`);
    }
  }
  section.note(`${total} posts in ${((Date.now() - t0) / 1000).toFixed(1)} s, host stopped after ${stopAt} had started and started again after ${startAt}: ${JSON.stringify(counts)}`);

  // Unacknowledged ones again with their keys, and 20 acknowledged ones resent (a double submit).
  const again = [...subs.filter((s) => !s.acked), ...subs.filter((s) => s.acked).slice(0, 20)];
  const resent = await pool(again.map((s) => async () => ({ s, res: await postEvent(site, { fields: s.fields, key: s.key }) })), concurrency);
  for (const { s, res } of resent) {
    if (res.status === 201) s.acked = true;
    section.check(res.status === 201, 'a resend with the same Idempotency-Key (host back) not acknowledged', `#${s.i} → ${res.status}: ${res.body.slice(0, 120)}`);
  }

  // The outbox drains: wait until every acknowledged title is on the host.
  const acked = subs.filter((s) => s.acked);
  const deadline = Date.now() + DRAIN_MS;
  let stored = await draftTitles(contentUrl, prefix);
  while (Date.now() < deadline && acked.some((s) => !stored.has(s.fields.title))) {
    await sleep(2_000);
    stored = await draftTitles(contentUrl, prefix);
  }
  const drainedMs = Date.now() - t0;
  await sleep(6_000); // one more forwarding round: nothing may arrive twice
  stored = await draftTitles(contentUrl, prefix);
  let missing = 0;
  let twice = 0;
  for (const s of subs) {
    const n = stored.get(s.fields.title) ?? 0;
    if (s.acked && !section.check(n >= 1, 'acknowledged submission not on the host (LOST)', `#${s.i}`)) missing++;
    if (!section.check(n <= 1, 'submission on the host more than once', `#${s.i} ×${n}`)) twice++;
  }
  report.figures.acknowledged += acked.length;
  report.figures.lost += missing;
  section.note(`${acked.length} acknowledged (${again.length} resent); on the host ${stored.size} distinct, ${missing} missing, ${twice} twice; all there ${(drainedMs / 1000).toFixed(1)} s after the first post`);
  section.done();
}
