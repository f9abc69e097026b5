// Case 1: generated hostile URLs across list, entry, search and form routes → no 5xx, no hang, no
// unescaped reflection of a probe marker in HTML, no injected response header.
import { isHtml, pool, request } from '../lib/http.mjs';

const LISTS = ['/dine', '/stay', '/events', '/deals', '/webcams', '/explore', '/shop', '/map'];
const LIST_PARAMS = ['category', 'order', 'search', 'selected', 'tab', 'date', 'page', 'limit', 'q'];
const FORM_KEYS = ['contact', 'consumer', 'media', 'guide', 'member'];

let counter = 0;
const marker = () => `<x-wf-probe-${++counter}>`;
const enc = encodeURIComponent;

/** Hostile value builders: each returns an encoded query value / path segment holding a fresh marker. */
const VALUES = [
  (m) => enc(m),
  (m) => enc(`"><${m.slice(1)}`),
  (m) => enc(`</script>${m}`),
  (m) => enc(`'-alert(1)-'${m}`),
  (m) => enc(`javascript:alert(1)//${m}`),
  (m) => enc(`${'A'.repeat(5000)}${m}`),
  (m) => enc(`${m}${'é'.repeat(2000)}`),
  (m) => `${enc(m)}%00%01%1f`,
  (m) => `%ED%A0%80${enc(m)}`, // lone surrogate
  (m) => `%E0%A4%A${enc(m)}`, // broken percent escape
  (m) => `%25%33%43${enc(m)}`, // double encoding
  (m) => enc(`\u202e\u200b🏔️${m}`),
  (m) => `NaN${enc(m)}`,
  () => 'NaN',
  () => 'Infinity',
  () => '-Infinity',
  () => '1e309',
  () => '-1',
  () => '0',
  () => '9007199254740993',
  () => '__proto__',
  () => 'constructor',
  (m) => enc(`../../../../etc/passwd${m}`),
  (m) => `..%2f..%2f..%2fetc%2fpasswd${enc(m)}`,
  (m) => `%0d%0aX-Wf-Injected:%201%0d%0a${enc(m)}`,
  (m) => enc(`{{7*7}}\${7*7}${m}`),
  (m) => enc(`<img src=x onerror=alert(1)>${m}`),
  (m) => enc(`%3Cx-wf-probe%3E${m}`),
  () => '',
  (m) => `${enc(m)}&${enc(m)}=${enc(m)}`,
];

function listRequests() {
  const out = [];
  LISTS.forEach((list, i) => {
    for (const param of [0, 3, 6].map((k) => LIST_PARAMS[(i + k) % LIST_PARAMS.length])) {
      for (const value of VALUES) out.push({ path: `${list}?${param}=${value(marker())}`, route: 'list' });
    }
    // Repeated keys, many parameters.
    out.push({ path: `${list}?${Array.from({ length: 300 }, () => `category=${enc(marker())}`).join('&')}`, route: 'list' });
    out.push({ path: `${list}?${Array.from({ length: 200 }, (_, i) => `k${i}=${enc(marker())}`).join('&')}`, route: 'list' });
    out.push({ path: `${list}?order=a-z&order=${enc(marker())}&order[]=x&order[a]=b`, route: 'list' });
    out.push({ path: `${list}?search=${'x'.repeat(60_000)}`, route: 'list' }); // over the header limit: 431 expected
  });
  return out;
}

function entryRequests(entryPath) {
  const out = [];
  const [, , slug, id] = entryPath.split('/');
  for (const value of VALUES) {
    const v = value(marker());
    out.push({ path: `/entries/${v || 'x'}/${id}`, route: 'entry' });
    out.push({ path: `/entries/${slug}/${v || 'y'}`, route: 'entry' });
    out.push({ path: `${entryPath}?date=${v}`, route: 'entry' });
    out.push({ path: `/api/calendar/${v || 'z'}`, route: 'entry' });
  }
  for (const p of [
    '/entries/../../../../etc/passwd',
    '/entries/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/entries/..%2f..%2f..%2fetc%2fpasswd/x',
    '/entries/%252e%252e%252f/x',
    `/entries/${slug}/${id}/..%2f..%2f`,
    `/entries/${slug}/${id}/extra/segments`,
    '/entries//',
    '/entries/%00/%00',
    '/..%2f..%2f.next%2fBUILD_ID',
    '/_next/static/..%2f..%2fserver%2fapp%2findex.html',
    '/_next/image?url=http://169.254.169.254/&w=64&q=75',
    '/_next/image?url=javascript:alert(1)&w=NaN&q=Infinity',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/images/..%2f..%2fpackage.json',
    '/files/..%2f..%2f.env',
    `/${'a/'.repeat(500)}`,
    `/${'x'.repeat(3000)}`,
  ]) out.push({ path: p, route: 'entry' });
  return out;
}

function searchRequests() {
  const out = [];
  for (const base of ['/search', '/api/search']) {
    for (const value of VALUES) out.push({ path: `${base}?q=${value(marker())}`, route: 'search' });
    out.push({ path: `${base}?${Array.from({ length: 300 }, () => `q=${enc(marker())}`).join('&')}`, route: 'search' });
    out.push({ path: `${base}?q[]=${enc(marker())}&q[x]=1`, route: 'search' });
    out.push({ path: `${base}?q=%`, route: 'search' });
    out.push({ path: `${base}?q=${enc('%_\\*')}${enc("' OR 1=1 --")}`, route: 'search' });
  }
  for (const list of ['dine', 'stay', 'events', 'nope', '__proto__', '..%2f..%2fforms%2fcontact']) {
    for (const value of VALUES.slice(0, 16)) out.push({ path: `/api/lists/${list}?search=${value(marker())}&order=${value(marker())}&category=${value(marker())}`, route: 'search' });
  }
  return out;
}

function formRequests() {
  const out = [];
  for (const key of [...FORM_KEYS, 'nope', '__proto__', '..%2f..%2fsearch', enc(marker())]) {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) out.push({ path: `/api/forms/${key}`, method, route: 'form' });
  }
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const bodies = [
    ['{not json', json],
    ['[]', json],
    ['null', json],
    ['"string"', json],
    ['{"email":{"$gt":""},"name":["x"],"message":1}', json],
    [JSON.stringify({ email: 'NaN', name: 'Infinity', message: '-1' }), json],
    ['{"__proto__":{"admin":true},"constructor":{"prototype":{}},"email":"a@b.co","name":"x","message":"y"}', json],
    ['x'.repeat(20_000), json],
    [JSON.stringify({ email: `${'a'.repeat(300)}@example.com`, name: 'x', message: 'y' }), json],
    ['email=%ZZ&name=%', { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }],
    ['--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n', { 'content-type': 'multipart/form-data; boundary=b', accept: 'application/json' }],
    ['', { 'content-type': 'text/plain' }],
  ];
  for (const key of FORM_KEYS) {
    for (const [body, headers] of bodies) {
      out.push({ path: `/api/forms/${key}`, method: 'POST', body, headers: { ...headers, 'idempotency-key': `bad-${counter++}-${'k'.repeat(150)}` }, route: 'form' });
    }
    for (const value of VALUES) {
      const v = value(marker());
      out.push({ path: `/forms/${key}/error?reason=${v}&fields=${v}`, route: 'form' });
      out.push({ path: `/forms/${key}/thanks?x=${v}`, route: 'form' });
    }
    const m = marker();
    out.push({
      path: `/api/forms/${key}`,
      method: 'POST',
      body: new URLSearchParams({ email: m, name: m, message: m, website: '' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      route: 'form',
    });
  }
  // Wrong methods on pages.
  for (const page of ['/', '/dine', '/search?q=lake', '/about-whitefish']) {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      out.push({ path: page, method, body: `x=${enc(marker())}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, route: 'form' });
    }
  }
  out.push({ path: '/', method: 'POST', body: '{}', headers: { 'next-action': 'deadbeef', 'content-type': 'text/plain' }, route: 'form' });
  return out;
}

export async function badUrls({ site, report, entryPath, timeoutMs = 10_000, countCacheFiles = () => 0 }) {
  const cacheBefore = countCacheFiles();
  const section = report.section('1', 'Bad URLs (hostile paths, queries, methods)');
  const requests = [...listRequests(), ...entryRequests(entryPath), ...searchRequests(), ...formRequests()];
  const byRoute = {};
  const results = await pool(
    requests.map((r) => async () => {
      const res = await request(site, r.path, { method: r.method ?? 'GET', headers: r.headers, body: r.body, timeout: timeoutMs });
      return { r, res };
    }),
    8,
  );
  let slowest = 0;
  for (const { r, res } of results) {
    byRoute[r.route] = (byRoute[r.route] ?? 0) + 1;
    slowest = Math.max(slowest, res.ms);
    const label = `${r.method ?? 'GET'} ${r.path.slice(0, 120)}${r.path.length > 120 ? '…' : ''}`;
    if (res.timedOut || res.status === 0) {
      section.check(false, 'no answer (hang, reset or timeout)', `${label} → ${res.error}`);
      continue;
    }
    const problems = [];
    if (res.status >= 500) problems.push(`status ${res.status}`);
    if (isHtml(res)) {
      const reflected = /<x-wf-probe-\d+/i.exec(res.body);
      if (reflected) problems.push(`unescaped marker ${reflected[0]}> in HTML`);
    }
    if (res.headers['x-wf-injected']) problems.push('response header injected');
    if (problems.length === 0) section.check(true);
    else
      for (const p of problems) {
        const kind = p.startsWith('status') ? `5xx answer (${res.status})` : p;
        section.check(false, kind, `${label} → ${res.status}: ${res.body.replace(/\s+/g, ' ').slice(0, 160)}`);
      }
  }
  const cacheGrowth = countCacheFiles() - cacheBefore;
  if (cacheGrowth > 0) section.note(`the route cache gained ${cacheGrowth} files: Next copies each prerendered page there on its first read (about 7 files a page, once); junk entry URLs add none (case J)`);
  section.note(`${requests.length} requests (${Object.entries(byRoute).map(([k, v]) => `${k} ${v}`).join(', ')}); slowest ${slowest} ms`);
  section.done();
}
