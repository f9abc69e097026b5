// Security headers for every response, built once from the environment by next.config.ts and by the site's server.
// Pure: no I/O, no process.env reads.
//
// The Content-Security-Policy is static (no per-request nonce): a nonce would force every page to render
// dynamically, and prerendered / cached pages cannot carry one. So `script-src` allows inline scripts (Next's
// bootstrap), everything else stays tight.

/** Hosts the tag manager (and the analytics it loads) needs; only added when GTM_ID is set. */
export const TAG_MANAGER_HOSTS = {
  script: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://www.google-analytics.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
  frame: ['https://www.googletagmanager.com'],
};

interface CspOptions {
  tagManager?: boolean;
  dev?: boolean;
}

/** Frames only from the allowed video embed hosts. */
export const EMBED_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The CSP directives, in a stable order. `dev` (only under `next dev`) adds 'unsafe-eval' to script-src: React
 * needs eval() in development to rebuild server call stacks and logs an error on every page without it.
 */
export function cspDirectives({ tagManager = false, dev = false }: CspOptions = {}): [string, string[]][] {
  const gtm = (key: keyof typeof TAG_MANAGER_HOSTS) => (tagManager ? TAG_MANAGER_HOSTS[key] : []);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : []), ...gtm('script')]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...gtm('connect')]],
    ['frame-src', [...EMBED_FRAME_HOSTS, ...gtm('frame')]],
    // MapLibre runs its worker from a same-origin file or a blob: URL; child-src for browsers without worker-src.
    ['worker-src', ["'self'", 'blob:']],
    ['child-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
}

export function contentSecurityPolicy(options?: CspOptions): string {
  return cspDirectives(options)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/**
 * Every header, as next.config `headers()` wants them. `env` is the build's environment (SITE_ENV, GTM_ID;
 * NODE_ENV, which `next dev` sets to `development`).
 */
export function securityHeaders(env: Record<string, string | undefined> = {}): { key: string; value: string }[] {
  const tagManager = typeof env.GTM_ID === 'string' && env.GTM_ID.trim() !== '';
  const dev = env.NODE_ENV === 'development';
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ tagManager, dev }) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ];
  if (env.SITE_ENV === 'production') headers.push({ key: 'Strict-Transport-Security', value: HSTS_VALUE });
  return headers;
}

/**
 * The next.config `headers()` entries: the security headers on every path.
 */
export function securityHeaderRules(env: Record<string, string | undefined> = {}): { source: string; headers: { key: string; value: string }[] }[] {
  return [{ source: '/:path*', headers: securityHeaders(env) }];
}
