// Two Debian nginx instances on loopback: (b) the shipped cache configuration (deploy/nginx/whitefish.conf)
// rewritten for the bench's ports and a temp cache dir, and (c) a plain static server of saved HTML bytes.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startProcess, stopProcess, waitForHttp } from './proc.mjs';

export const NGINX_BIN = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? 'nginx';
export const SHIPPED_CONF = 'deploy/nginx/whitefish.conf';

export function nginxVersion() {
  const r = spawnSync(NGINX_BIN, ['-v'], { encoding: 'utf8' });
  const text = `${r.stderr ?? ''}${r.stdout ?? ''}`.trim();
  return r.status === 0 && text.startsWith('nginx version') ? text.replace('nginx version: ', '') : null;
}

/** Splits nginx config text into top-level-aware blocks; returns the text of each `name … { … }` block at depth 0. */
function blocks(text, name) {
  const out = [];
  const re = new RegExp(`(^|[;{}\\s])${name}\\b[^{;]*\\{`, 'g');
  let match;
  while ((match = re.exec(text))) {
    const start = match.index + match[1].length;
    let depth = 0;
    let i = text.indexOf('{', start);
    for (; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) break;
    }
    out.push({ start, end: i + 1, text: text.slice(start, i + 1) });
    re.lastIndex = i + 1;
  }
  return out;
}

function stripComments(text) {
  return text
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, '$1'))
    .join('\n');
}

/**
 * The shipped config, rewritten for loopback: every upstream `server` and literal `proxy_pass` target → the site,
 * every `listen` → 127.0.0.1:port (TLS and HTTP/2 parameters dropped, plain-redirect and host-refusing server blocks removed),
 * `proxy_cache_path` and logs → the temp dir, per-client `limit_req` dropped. A file without an `http {}` block is an include (conf.d style)
 * and is wrapped in one. Returns { conf, notes }.
 */
export function rewriteShippedConfig(source, { sitePort, listenPort, dir }) {
  const notes = [];
  let text = stripComments(source);
  const full = blocks(text, 'http').length > 0;

  // drop server blocks that only redirect (e.g. :80 → https) or refuse unknown hosts (444/421) — they would collide
  // on the one loopback port, and the bench reaches the site by its loopback address
  for (const block of blocks(text, 'server').reverse()) {
    const inner = block.text;
    if (/\breturn\s+(30[1278]|444|421)\b/.test(inner) && !/\bproxy_pass\b/.test(inner)) {
      text = text.slice(0, block.start) + text.slice(block.end);
      notes.push('dropped a redirect-only or host-refusing server block');
    }
  }
  // upstream servers → the site
  for (const block of blocks(text, 'upstream').reverse()) {
    const replaced = block.text.replace(/(\bserver\s+)[^\s;]+/g, `$1127.0.0.1:${sitePort}`);
    text = text.slice(0, block.start) + replaced + text.slice(block.end);
  }
  // literal proxy_pass hosts (not upstream names) → the site
  const upstreamNames = blocks(text, 'upstream').map((b) => b.text.match(/upstream\s+([^\s{]+)/)[1]);
  text = text.replace(/(\bproxy_pass\s+https?:\/\/)([^/;\s$]+)/g, (all, head, host) =>
    upstreamNames.includes(host) ? all : `http://127.0.0.1:${sitePort}`,
  );
  text = text.replace(/\bproxy_pass\s+https:\/\//g, 'proxy_pass http://');
  // listen → loopback port; TLS / h2 / quic parameters and directives out
  // (one listen per server block: `listen 80; listen [::]:80;` would otherwise become a duplicate)
  for (const block of blocks(text, 'server').reverse()) {
    let first = true;
    const replaced = block.text.replace(/\blisten\s+[^;]+;/g, () => {
      const out = first ? `listen 127.0.0.1:${listenPort};` : '';
      first = false;
      return out;
    });
    text = text.slice(0, block.start) + replaced + text.slice(block.end);
  }
  text = text.replace(/^\s*(ssl_[a-z_]+|http2|http3|quic_[a-z_]+|add_header\s+Alt-Svc)\b[^;]*;/gim, '');
  // per-client request limits out: the bench is one client address standing for many visitors (the zones stay)
  const limits = text.match(/^\s*limit_req\s[^;]*;/gm) ?? [];
  if (limits.length) {
    text = text.replace(/^\s*limit_req\s[^;]*;/gm, '');
    notes.push(`dropped ${limits.length} per-client limit_req (one bench client stands for many visitors)`);
  }
  text = text.replace(/\bproxy_cache_path\s+\S+/g, `proxy_cache_path ${path.join(dir, 'cache')}`);
  text = text.replace(/\baccess_log\s+(?!off)[^\s;]+/g, `access_log ${path.join(dir, 'access.log')}`);
  text = text.replace(/\berror_log\s+[^\s;]+/g, `error_log ${path.join(dir, 'error.log')}`);
  // two server blocks on one port: make the first the default
  const listens = text.match(/listen 127\.0\.0\.1:\d+;/g) ?? [];
  if (listens.length > 1) notes.push(`${listens.length} server blocks share the bench port; the first is the default`);

  if (full) {
    text = text.replace(
      /^\s*(user|pid|daemon|master_process|worker_processes|include\s+\/etc\/nginx\/(modules-enabled|conf\.d|sites-enabled)\S*)\b[^;]*;/gm,
      '',
    );
    for (const block of blocks(text, 'events').reverse()) text = text.slice(0, block.start) + text.slice(block.end);
    return { conf: `${preamble(dir)}\nevents { worker_connections 1024; }\n${text}`, notes };
  }
  return { conf: `${preamble(dir)}\nevents { worker_connections 1024; }\nhttp {\n${httpCommon(dir)}\n${text}\n}\n`, notes };
}

function preamble(dir) {
  return [
    'daemon off;',
    'master_process on;',
    'worker_processes auto;',
    process.getuid?.() === 0 ? 'user root;' : '',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
  ].join('\n');
}

function httpCommon(dir) {
  return [
    'include /etc/nginx/mime.types;',
    'default_type application/octet-stream;',
    'sendfile on;',
    'tcp_nopush on;',
    'keepalive_timeout 65;',
    `access_log ${path.join(dir, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${path.join(dir, `${t}-temp`)};`),
  ].join('\n');
}

/** Static server: `files` maps request URI (path + query) → file name under `dir/html`. */
export function staticConfig({ listenPort, dir, files }) {
  const entries = Object.entries(files)
    .map(([uri, file]) => `    ${JSON.stringify(uri)} /${file};`)
    .join('\n');
  return `${preamble(dir)}
events { worker_connections 1024; }
http {
${httpCommon(dir)}
  map_hash_bucket_size 256;
  map $request_uri $bench_file {
    default "/__missing";
${entries}
  }
  server {
    listen 127.0.0.1:${listenPort};
    root ${path.join(dir, 'html')};
    location / {
      default_type "text/html; charset=utf-8";
      try_files $bench_file =404;
    }
  }
}
`;
}

export async function startNginx({ dir, conf, port, probePath = '/' }) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, conf);
  execFileSync(NGINX_BIN, ['-t', '-q', '-p', dir, '-c', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  const child = startProcess(NGINX_BIN, ['-p', dir, '-c', file], { cwd: dir, env: process.env, logFile: path.join(dir, 'stderr.log') });
  await waitForHttp(`http://127.0.0.1:${port}${probePath}`, { child, timeoutMs: 15_000 });
  return { child, origin: `http://127.0.0.1:${port}`, port, stop: () => stopProcess(child, { signal: 'SIGQUIT' }) };
}
