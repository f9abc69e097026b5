// A publish seen on two instances: an entry's title changed in the content store (as an editor would, through the
// import tool, while the service runs), the webhook sent to the first instance only, and both polled until their
// site search and the entry's page show the new title. The second instance must have applied it from the Redis
// announcement (its log says so), not from a pass of its own.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { request, sleep } from '../lib/http.mjs';
import { npmRun } from '../lib/procs.mjs';

const VISIBLE_MS = 5_000;
/** Right after the host is back the site's breaker may still fail fast for a few seconds. */
const WEBHOOK_TRIES_MS = 30_000;

async function shows(site, id, word) {
  const search = await request(site, `/api/search?q=${word}`, { timeout: 5000 });
  if (!search.body.includes(word)) return false;
  const moved = await request(site, `/entries/x/${id}`, { timeout: 5000 });
  const page = moved.headers.location ? await request(site, new URL(moved.headers.location, site).pathname, { timeout: 5000 }) : moved;
  return page.status === 200 && page.body.includes(word);
}

/** Returns a sentence for the case's note; checks go to `section`. */
export async function publishVisible({ section, sites, names, dataDir, work, revalidateSecret, entry, logFiles }) {
  const word = `Replica${randomBytes(4).toString('hex')}`;
  const file = path.join(work, 'publish-visible.json');
  const edited = { ...entry, title: `${entry.title} ${word}`, date_time: { ...entry.date_time, edit: new Date().toISOString() } };
  fs.writeFileSync(file, JSON.stringify({ entries: [edited], contacts: [], groups: [], featureTypes: [] }));
  npmRun('content:import', [file], { CONTENT_DATA_DIR: dataDir }, path.join(work, 'logs', 'import.log'));

  let answer;
  let tries = 0;
  let sent;
  for (const until = Date.now() + WEBHOOK_TRIES_MS; Date.now() < until; await sleep(1000)) {
    sent = Date.now();
    tries++;
    answer = await request(sites[0], '/api/revalidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret },
      body: JSON.stringify({ ids: [entry.id] }),
      timeout: 15_000,
    });
    if (answer.status === 200) break;
  }
  section.check(answer.status === 200, `the publish to ${names[0]} was not applied within ${WEBHOOK_TRIES_MS / 1000} s of the host coming back`, `${answer.status || answer.error} ${answer.body.slice(0, 200)}`);
  const seenAfter = sites.map(() => null);
  while (seenAfter.some((t) => t === null) && Date.now() - sent < VISIBLE_MS * 3) {
    await Promise.all(sites.map(async (site, i) => {
      if (seenAfter[i] === null && (await shows(site, entry.id, word))) seenAfter[i] = Date.now() - sent;
    }));
    await sleep(100);
  }
  for (const [i, ms] of seenAfter.entries()) {
    section.check(ms !== null && ms <= VISIBLE_MS, `the publish not visible on ${names[i]} within ${VISIBLE_MS / 1000} s`, `${names[i]}: ${ms === null ? 'not seen' : `${ms} ms`}`);
  }
  const heard = fs.readFileSync(logFiles[1], 'utf8').includes('"event":"replica_publish_applied"');
  section.check(heard, `${names[1]} did not apply the publish from the announcement`, logFiles[1]);
  return `Publish after the outage (webhook to ${names[0]} answered in ${answer.ms} ms, ${tries} ${tries === 1 ? 'try' : 'tries'}): visible on ${names.map((n, i) => `${n} after ${seenAfter[i] ?? '–'} ms`).join(', ')}${heard ? `; ${names[1]} applied it from Redis` : ''}.`;
}
