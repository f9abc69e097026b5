// Case 6: secrets in no client asset, HTML or log line; security headers on every page type.
import fs from 'node:fs';
import path from 'node:path';
import { isHtml, observeBodies, request } from '../lib/http.mjs';

/** Watches every HTML body the suite sees (all cases) for the secrets. */
export function secretWatcher(secrets) {
  const hits = new Map();
  let pages = 0;
  const see = (body, label) => {
    pages++;
    for (const [name, value] of Object.entries(secrets)) if (body.includes(value) && !hits.has(name)) hits.set(name, label);
  };
  observeBodies((res, label) => {
    if (isHtml(res)) see(res.body, label);
  });
  return { hits, count: () => pages, see };
}

function walk(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else out.push(full);
  }
  return out;
}

export function checkStaticAssets({ report, staticDir, secrets }) {
  const section = report.section('6a', 'Secrets in client assets (.next/static)');
  const files = walk(staticDir);
  const contents = files.map((f) => [f, fs.readFileSync(f).toString('latin1')]);
  for (const [name, value] of Object.entries(secrets)) {
    const hit = contents.find(([, text]) => text.includes(value));
    section.check(!hit, `secret ${name} in a client asset`, hit ? path.relative(staticDir, hit[0]) : '');
  }
  section.note(`${files.length} files scanned`);
  section.done();
}

export function checkHtmlAndLogs({ report, watcher, logFiles, secrets }) {
  const section = report.section('6b', 'Secrets in HTML and server logs');
  for (const name of Object.keys(secrets)) {
    section.check(!watcher.hits.has(name), `secret ${name} in served HTML`, watcher.hits.get(name) ?? '');
  }
  const logs = logFiles.filter((f) => fs.existsSync(f)).map((f) => [f, fs.readFileSync(f, 'utf8')]);
  for (const [name, value] of Object.entries(secrets)) {
    for (const [file, text] of logs) {
      const line = text.split('\n').find((l) => l.includes(value));
      section.check(!line, `secret ${name} in a log line`, line ? `${path.basename(file)}: ${line.replaceAll(value, '«' + name + '»').slice(0, 160)}` : '');
    }
  }
  const lines = logs.reduce((n, [, t]) => n + t.split('\n').length, 0);
  section.note(`${watcher.count()} HTML answers and ${lines} log lines (${logs.length} files) scanned`);
  section.done();
}

/** The header rules; returns the list of problems for one answer. */
export function headerProblems(headers) {
  const problems = [];
  const csp = String(headers['content-security-policy'] ?? '');
  if (!csp) problems.push('no Content-Security-Policy');
  else if (!/object-src\s+'none'/.test(csp)) problems.push(`CSP without object-src 'none'`);
  if (String(headers['x-content-type-options'] ?? '').toLowerCase() !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (!headers['referrer-policy']) problems.push('no Referrer-Policy');
  if (!/frame-ancestors/.test(csp) && !/^(deny|sameorigin)$/i.test(String(headers['x-frame-options'] ?? ''))) problems.push('neither CSP frame-ancestors nor X-Frame-Options');
  return problems;
}

export async function checkHeaders({ report, site, pages, extra = [] }) {
  const section = report.section('6c', 'Security headers on every page type');
  for (const [type, path] of pages) {
    const r = await request(site, path, { timeout: 15_000, headers: { accept: 'text/html' } });
    const problems = r.status === 0 ? [`no answer: ${r.error}`] : headerProblems(r.headers);
    section.check(problems.length === 0, 'security headers missing', `${type} ${path} (${r.status}): ${problems.join('; ')}`);
  }
  for (const { type, res } of extra) {
    const problems = headerProblems(res.headers);
    section.check(problems.length === 0, 'security headers missing', `${type} (${res.status}): ${problems.join('; ')}`);
  }
  section.done();
}
