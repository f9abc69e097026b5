// Preloaded into the site's server by the bench only (NODE_OPTIONS=--import, see startup.mjs): every second it
// appends the process's memory split (V8 heap used and reserved, external and array buffers, RSS) to the file in
// BENCH_MEMORY_LOG, so the section can say where the resident memory is, not only how much. Other processes that
// inherit NODE_OPTIONS (npm, the content service, tsx) leave it alone: only the site's server writes.
import fs from 'node:fs';
import v8 from 'node:v8';

const file = process.env.BENCH_MEMORY_LOG;
if (file && /server\/main\.ts$/.test(process.argv[1] ?? '')) {
  const mb = (b) => Math.round((b / 1048576) * 10) / 10;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_size)]));
    // RssFile: pages of mapped files (the replica's SQLite file is read through mmap, shared with the page cache).
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const kb = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+) kB`))?.[1] ?? 0) * 1024;
    const line = { t: Date.now(), rss: mb(m.rss), rssAnon: mb(kb('RssAnon')), rssFile: mb(kb('RssFile')), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers), spaces };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000);
  timer.unref();
}
