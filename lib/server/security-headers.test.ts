import fs from 'node:fs';
import path from 'node:path';
import { readEnv } from '../config/env-schema.mjs';
import { contentSecurityPolicy, securityHeaderRules, securityHeaders } from './security-headers';

function byKey(env: Record<string, string | undefined> = {}) {
  return Object.fromEntries(securityHeaders(env).map((h) => [h.key, h.value]));
}

describe('security headers', () => {
  it('has the static CSP (no nonce), tight except inline scripts and styles', () => {
    expect(contentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob: https:; font-src 'self'; connect-src 'self'; " +
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com; ' +
        "worker-src 'self' blob:; child-src 'self' blob:; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'self'",
    );
    expect(contentSecurityPolicy()).not.toMatch(/nonce|unsafe-eval|googletagmanager/);
  });

  it("allows eval only under next dev (NODE_ENV development), which React's development build needs", () => {
    expect(byKey({ NODE_ENV: 'development' })['Content-Security-Policy']).toContain("script-src 'self' 'unsafe-inline' 'unsafe-eval';");
    expect(byKey({ NODE_ENV: 'production' })['Content-Security-Policy']).not.toContain('unsafe-eval');
    expect(byKey({ NODE_ENV: 'test' })['Content-Security-Policy']).not.toContain('unsafe-eval');
  });

  it('adds the tag manager hosts only when GTM_ID is set', () => {
    expect(byKey()['Content-Security-Policy']).not.toContain('googletagmanager');
    expect(byKey({ GTM_ID: '  ' })['Content-Security-Policy']).not.toContain('googletagmanager');
    const csp = byKey({ GTM_ID: 'GTM-ABC123' })['Content-Security-Policy'];
    expect(csp).toMatch(/script-src 'self' 'unsafe-inline' https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(csp).toContain("object-src 'none'");
  });

  it('sends the fixed headers everywhere and HSTS only in production', () => {
    const dev = byKey({ SITE_ENV: 'development' });
    expect(dev).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'SAMEORIGIN',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
    });
    expect(dev['Strict-Transport-Security']).toBeUndefined();
    expect(byKey({ SITE_ENV: 'staging' })['Strict-Transport-Security']).toBeUndefined();
    expect(byKey({ SITE_ENV: 'production' })['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
  });

  it('applies to every path', () => {
    const [rule] = securityHeaderRules({});
    expect(rule.source).toBe('/:path*');
    expect(rule.headers.map((h) => h.key)).toContain('Content-Security-Policy');
  });
});

it.each([['a trailing space', 'production '], ['a trailing newline', 'production\n'], ['a leading tab', '\tproduction']])(
  'sends HSTS for SITE_ENV written with %s, as the configuration reads it',
  (_name, raw) => {
    const { values } = readEnv({ SITE_ENV: raw });
    expect(securityHeaders({ SITE_ENV: values.SITE_ENV }).map((header) => header.key)).toContain('Strict-Transport-Security');
  },
);

it("the shipped nginx adds every header the app always sends to its own answers (413, 429, 502), always", () => {
  const conf = fs.readFileSync(path.join(__dirname, '../../deploy/nginx/whitefish.conf'), 'utf8');
  const added = new Set([...conf.matchAll(/^\s*add_header\s+([\w-]+)\s+\$whitefish_own_\w+\s+always;/gm)].map((m) => m[1].toLowerCase()));
  const always = securityHeaders({}).map((header) => header.key.toLowerCase());
  expect(always.filter((name) => !added.has(name))).toEqual([]);
  expect(conf).toMatch(/^\s*server_tokens off;/m);
});
