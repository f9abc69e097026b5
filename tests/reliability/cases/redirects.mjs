// Open redirects: every value of the bypass corpus sent the three ways a return path reaches a redirect (preview
// route, leave-preview form, a page's own path with ?preview=true through proxy.ts). Each Location the site sends
// (following its own hops to /api/preview) must resolve to the site, as a browser resolves it; nothing may 5xx.
import { locationLeavesSite, OPEN_REDIRECT_CORPUS, redirectProbes } from '../../fixtures/open-redirects.mjs';
import { request } from '../lib/http.mjs';

const MAX_HOPS = 3;

/** Sends one probe and follows the site's redirects to its own preview route; returns the problem or null. */
async function probeProblem(site, probe) {
  let next = probe;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const r = await request(site, next.path, { method: next.method, headers: next.headers, body: next.body, timeout: 15_000 });
    if (r.status === 0) return `no answer: ${r.error}`;
    if (r.status >= 500) return `status ${r.status}`;
    const location = r.headers.location;
    const isRedirect = r.status >= 300 && r.status < 400;
    if (!isRedirect) return hop === 0 && probe.way !== 'page ?preview=true (proxy.ts)' ? `status ${r.status}, not a redirect` : null;
    const leaves = locationLeavesSite(Array.isArray(location) ? location.join(',') : location, site);
    if (leaves) return leaves;
    const url = new URL(location, site);
    if (url.pathname !== '/api/preview') return null;
    next = { method: 'GET', path: `${url.pathname}${url.search}` };
  }
  return `more than ${MAX_HOPS} redirects`;
}

/** With the site's preview token (preview turns on) and without it (proxy.ts sends the visitor straight back). */
export async function redirects({ site, report, previewSecret }) {
  const tokens = previewSecret ? [previewSecret, undefined] : [undefined];
  const section = report.section('R', `Open redirects (${OPEN_REDIRECT_CORPUS.length} return paths × 3 ways × ${tokens.length} tokens)`);
  for (const token of tokens) {
    for (const value of OPEN_REDIRECT_CORPUS) {
      for (const probe of redirectProbes(value, { token })) {
        const problem = await probeProblem(site, probe);
        const detail = `${token ? 'with' : 'without'} token, ${JSON.stringify(value).slice(0, 60)} → ${problem}`;
        section.check(problem === null, `${probe.way}: a Location leaves the site or the answer failed`, detail);
      }
    }
  }
  section.done();
}
