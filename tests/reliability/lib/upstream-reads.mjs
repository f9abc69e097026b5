// Who asked the content host for what: requests seen by the proxy (tests/reliability/lib/proxy.mjs), each put down to the
// replica's sync, a form post, or a visitor's read. With every visitor answer read from the replica, the last must
// be none, whatever the visitors ask.

/** The kind of one proxied request, by its path and query (the shapes lib/replica/sync.ts asks for). */
export function kindOf({ method, url }) {
  const { pathname, searchParams } = new URL(url, 'http://upstream');
  if (method === 'POST' && /\/forms\//.test(pathname)) return 'form';
  if (/\/groups$/.test(pathname) || /\/contacts$/.test(pathname)) return 'sync: pass';
  if (/\/embed\/data$/.test(pathname)) return 'sync: embeds';
  if (/\/entries$/.test(pathname)) {
    const order = searchParams.get('order');
    if (order === '-date_time.edit') return searchParams.get('limit') === '1' ? 'sync: probe' : 'sync: catch-up';
    if (order === 'date_time.init') return 'sync: pass';
    // A publish, or a pass asking after entries it no longer lists, reads entries by id.
    if (searchParams.has('id') && [...searchParams.keys()].every((key) => ['id', 'limit', 'phase'].includes(key))) return 'sync: by id';
  }
  return 'visitor read';
}

/** Counts by kind of the proxied requests since `from` (ms) and before `to`, and up to three visitor reads. */
export function upstreamReads(proxy, from, to = Infinity) {
  const counts = new Map();
  const visitorReads = [];
  for (const entry of proxy.state.log) {
    if (entry.at < from || entry.at >= to) continue;
    const kind = kindOf(entry);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    if (kind === 'visitor read' && visitorReads.length < 3) visitorReads.push(`${entry.method} ${entry.url.slice(0, 120)}`);
  }
  const sum = (prefix) => [...counts].filter(([kind]) => kind.startsWith(prefix)).reduce((n, [, c]) => n + c, 0);
  return { counts, sync: sum('sync'), visitor: counts.get('visitor read') ?? 0, forms: counts.get('form') ?? 0, visitorReads };
}

/** The probe's own requests in `seconds` (one every 30 s, and one more for where the window falls). */
export const probeAllowance = (seconds) => Math.floor(seconds / 30) + 1;
