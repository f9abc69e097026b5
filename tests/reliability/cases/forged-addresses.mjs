// Forged client addresses: one client rotating X-Forwarded-For / X-Real-IP / Forwarded (and sending Next's internal
// headers) is still one client for the form limit and proxy.ts's per-client limit; another client is not held back
// by it. Directly (TRUSTED_PROXY_HOPS=0) and through the shipped nginx (TRUSTED_PROXY_HOPS=1), whose own limit_req
// answers a flood with 429 too. Clients are loopback source addresses (127.0.0.0/8 all reaches this machine).
import fs from 'node:fs';
import { NGINX, startNginx } from '../../../deploy/nginx/local.mjs';
import { sendFrom } from '../../fixtures/loopback-client.mjs';
import { freePort, startSite, stopChild } from '../lib/procs.mjs';

const FORM_LIMIT = 5;
const CLIENT_LIMIT = 8;
const EXTRA = 4;
const NGINX_FLOOD = 90; // above the /api/ zone's burst of 50

const forged = (i) => ({
  'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.${i % 250}`,
  'x-real-ip': `192.0.2.${i % 250}`,
  forwarded: `for=192.0.2.${i % 250}`,
});
const internal = { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy', 'x-invoke-path': '/robots.txt', 'x-matched-path': '/robots.txt' };
const invalidContact = JSON.stringify({ name: '', email: 'not-an-email', message: '' });

async function statuses(count, send) {
  const out = [];
  for (let i = 0; i < count; i++) out.push(await send(i).then((r) => r.status, () => 0));
  return out;
}

const submit = (origin, from, headers) =>
  sendFrom(origin, { from, method: 'POST', path: '/api/forms/contact', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body: invalidContact });

/** The form limit and proxy.ts's limit, against `origin`, from two addresses; `label` names the route taken. */
async function limitsHold(section, origin, label, [first, second, third]) {
  const forms = await statuses(FORM_LIMIT + EXTRA, (i) => submit(origin, first, forged(i)));
  section.check(forms.slice(0, FORM_LIMIT).every((s) => s === 400), `${label}: submissions under the form limit refused`, forms.join(' '));
  for (const s of forms.slice(FORM_LIMIT)) section.check(s === 429, `${label}: rotating forged addresses escaped the form limit`, forms.join(' '));
  const other = await submit(origin, second, forged(0));
  section.check(other.status === 400, `${label}: another client was limited by the first one's submissions`, String(other.status));

  const views = await statuses(CLIENT_LIMIT + EXTRA, (i) => sendFrom(origin, { from: third, path: `/stay?order=z-a&search=forged${i}`, headers: { ...forged(i), ...internal } }));
  for (const s of views.slice(CLIENT_LIMIT)) section.check(s === 429, `${label}: forged or internal headers escaped proxy.ts's client limit`, views.join(' '));
  const fresh = await sendFrom(origin, { from: second, path: '/stay?order=z-a' });
  section.check(fresh.status === 200, `${label}: another client was held back by proxy.ts's limit`, String(fresh.status));
}

export async function forgedAddresses({ report, dir, logFile, env }) {
  const section = report.section('F', 'Forged client addresses (direct and through nginx)');
  const limits = { FORM_RATE_LIMIT: String(FORM_LIMIT), CLIENT_RATE_LIMIT: String(CLIENT_LIMIT) };

  const directPort = await freePort(3400, 3499);
  const direct = await startSite({ dir, port: directPort, logFile, env: { ...env, ...limits, TRUSTED_PROXY_HOPS: '0' } });
  try {
    await limitsHold(section, `http://127.0.0.1:${directPort}`, 'direct', ['127.0.0.21', '127.0.0.22', '127.0.0.23']);
  } finally {
    await stopChild(direct);
  }

  if (!fs.existsSync(NGINX)) {
    section.note(`nginx not installed (${NGINX}): only the direct checks ran`);
    section.done();
    return;
  }
  const sitePort = await freePort(3400, 3499);
  const site = await startSite({ dir, port: sitePort, logFile, env: { ...env, ...limits, TRUSTED_PROXY_HOPS: '1' } });
  const nginx = await startNginx({ listenPort: await freePort(3400, 3499), upstreamPorts: [sitePort] });
  try {
    await limitsHold(section, nginx.url, 'through nginx', ['127.0.0.31', '127.0.0.32', '127.0.0.33']);
    const flood = await Promise.all(
      Array.from({ length: NGINX_FLOOD }, (_, i) => sendFrom(nginx.url, { from: '127.0.0.34', path: '/api/health', headers: forged(i) }).then((r) => r, () => ({ status: 0, headers: {} }))),
    );
    const limited = flood.filter((r) => r.status === 429);
    section.check(limited.length > 0, 'nginx limit_req: a flood from one address was never limited', `${flood.length} requests, 0 answered 429`);
    section.check(limited.every((r) => r.headers['retry-after']), 'nginx 429 without Retry-After');
    section.check(flood.every((r) => r.status === 200 || r.status === 429), 'nginx flood: answers other than 200/429', [...new Set(flood.map((r) => r.status))].join(' '));
    const after = await sendFrom(nginx.url, { from: '127.0.0.35', path: '/api/health' });
    section.check(after.status === 200, 'nginx limit_req: another address was limited by the flood', String(after.status));
    section.note(`nginx flood: ${flood.length} /api/health requests from one address, ${limited.length} answered 429`);
  } finally {
    await nginx.stop();
    await stopChild(site);
  }
  section.done();
}
