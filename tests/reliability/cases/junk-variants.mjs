// Case V: junk query variants of real pages through the shipped nginx. Tracking keys (utm_*, fbclid, gclid, …),
// unknown keys, a `date` naming no occurrence and extra keys on list views: the app answers each such address
// `private, no-store` and nginx keys a query of tracking keys alone as the page itself, so 1,000 of them add at
// most a few files to nginx's cache, and every real page stays there.
import fs from 'node:fs';
import path from 'node:path';
import { sendJunkVariants, variantPages } from '../../fixtures/junk-query-variants.mjs';
import { sendFrom } from '../../fixtures/loopback-client.mjs';

const VARIANTS = 1_000;
const FILES_ALLOWED = 10;
/** Loopback clients sharing the variants: each stays within nginx's per-address burst for query pages. */
const CLIENTS = 50;

const cacheFiles = (dir) => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
const cacheBytes = (dir) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size, 0);

export async function junkVariants({ report, origin, nginxCacheDir, entryPath }) {
  const section = report.section('V', `Junk query variants through nginx (${VARIANTS.toLocaleString('en-US')} requests)`);
  const pages = variantPages(entryPath);
  const get = (pathname, from = '127.0.0.1') => sendFrom(origin, { from, path: pathname });
  for (const page of pages) await get(page);
  const warm = await Promise.all(pages.map((page) => get(page)));
  section.check(warm.every((a) => a.headers['x-cache-status'] === 'HIT'), 'the real pages are in nginx\'s cache', warm.map((a, i) => `${pages[i]} ${a.headers['x-cache-status']}`).join(', '));
  const before = { files: cacheFiles(nginxCacheDir), bytes: cacheBytes(nginxCacheDir) };

  const answers = await sendJunkVariants(get, entryPath, { count: VARIANTS, clients: CLIENTS });
  for (const answer of answers) {
    section.check(answer.status === 200, 'a junk variant did not answer 200', `${answer.status} ${answer.error ?? ''}`);
  }
  const after = { files: cacheFiles(nginxCacheDir), bytes: cacheBytes(nginxCacheDir) };
  section.check(after.files - before.files <= FILES_ALLOWED, `the variants added more than ${FILES_ALLOWED} files to nginx's cache`, `${before.files} → ${after.files}`);
  const still = await Promise.all(pages.map((page) => get(page)));
  section.check(still.every((a) => a.headers['x-cache-status'] === 'HIT'), 'a real page was pushed out of nginx\'s cache', still.map((a, i) => `${pages[i]} ${a.headers['x-cache-status']}`).join(', '));
  section.note(`nginx cache ${before.files} → ${after.files} files, ${Math.round(before.bytes / 1000)} → ${Math.round(after.bytes / 1000)} kB`);
  section.done();
}
