// Every environment variable of the site and the embedded content service: name, default, what it does, how it
// is parsed, and what staging and production require. Plain ESM (types in env-schema.d.mts) because the start
// and build scripts and cache-handler.mjs (which Next loads as it is) read it with bare Node.
// Pure: the environment is always passed in; nothing here reads process.env.

import { DEV_EVENT_SUBMIT_SECRET, DEV_PRIVATE_KEY, DEV_PROJECT, DEV_PUBLIC_KEY, DEV_TOKEN } from '../../shared/dev-values.mjs';
import { DEFAULT_CONTENT_PORT, DEFAULT_SITE_PORT } from '../../shared/ports.mjs';

export const ENVIRONMENTS = ['development', 'staging', 'production'];
/** Environments that refuse to start on any configuration problem (no development fallbacks). */
export const STRICT_ENVIRONMENTS = ['staging', 'production'];
export const MIN_SECRET_LENGTH = 16;
const DEV_CREDENTIALS = new Set([DEV_PUBLIC_KEY, DEV_PRIVATE_KEY, DEV_TOKEN, DEV_EVENT_SUBMIT_SECRET]);

// --- parsers: raw (trimmed, non-empty) string → value, or undefined when invalid --------------------------------

const int = (min, max) => (raw) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};
const oneOf = (...values) => (raw) => (values.includes(raw) ? raw : undefined);
const text = (raw) => raw;

function httpUrl(raw) {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? raw.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
}
const urlOrPath = (raw) => httpUrl(raw) ?? (raw.startsWith('/') && !raw.startsWith('//') ? raw : undefined);
const hostName = (raw) => (/^[a-z0-9.-]+(:\d+)?$/i.test(raw) ? raw.toLowerCase() : undefined);

export function parsePhases(raw) {
  const parts = raw.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^[0-4]$/.test(p))) return undefined;
  return [...new Set(parts.map(Number))].sort((a, b) => a - b);
}

/** Extra query parameters: a query string (`a=1&b=2`) or a JSON object of scalars. */
export function parseParams(raw) {
  if (!raw.startsWith('{')) return Object.fromEntries(new URLSearchParams(raw.replace(/^\?/, '')));
  try {
    const obj = JSON.parse(raw);
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return undefined;
    const out = {};
    for (const [k, v] of Object.entries(obj)) {
      if (!['string', 'number', 'boolean'].includes(typeof v)) return undefined;
      out[k] = String(v);
    }
    return out;
  } catch {
    return undefined;
  }
}

function jsonObject(raw) {
  try {
    const value = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

// --- the table --------------------------------------------------------------------------------------------------
// scope: 'site' (the Next.js server and its scripts), 'content' (the embedded content service), 'both'.
// secret: never printed; required: must be set in staging and production.

/** @type {import('./env-schema.d.mts').EnvVariable[]} */
export const ENV_VARIABLES = [
  { name: 'SITE_ENV', scope: 'both', default: 'development', parse: oneOf(...ENVIRONMENTS), doc: '`development`, `staging` or `production`. Staging and production refuse to start on any problem below (missing secret, development key, invalid value).' },
  { name: 'SITE_URL', scope: 'site', default: `http://localhost:${DEFAULT_SITE_PORT}`, shown: 'http://localhost:<PORT>', parse: httpUrl, required: true, doc: 'Public origin (canonical links, sitemap, Open Graph); `https` in staging and production. Set it for the build too.' },
  { name: 'PORT', scope: 'site', default: DEFAULT_SITE_PORT, parse: int(1, 65535), doc: 'Port of the site.' },
  { name: 'HOSTNAME', scope: 'site', default: '', parse: text, doc: 'Address the site listens on (unset = all interfaces; `127.0.0.1` behind nginx).' },
  { name: 'ELEBASE_HOST', scope: 'site', default: '', parse: httpUrl, doc: 'Content host, e.g. `https://cdn.elebase.io`. Unset = the embedded service on `CONTENT_PORT` (started by `npm start`).' },
  { name: 'ELEBASE_PROJECT', scope: 'both', default: '', shown: `${DEV_PROJECT} (development only)`, parse: text, required: true, doc: 'Elebase project id (the default only for the embedded service in development).' },
  { name: 'ELEBASE_PUBLIC_KEY', scope: 'both', default: '', parse: text, secret: true, doc: 'HMAC key pair with `ELEBASE_PRIVATE_KEY` (or use `ELEBASE_TOKEN`). Development keys only in development against the embedded service.' },
  { name: 'ELEBASE_PRIVATE_KEY', scope: 'both', default: '', parse: text, secret: true, doc: 'Private half of the key pair; signing happens on the server only.' },
  { name: 'ELEBASE_TOKEN', scope: 'both', default: '', parse: text, secret: true, doc: 'API token (Basic auth); takes precedence over the key pair. Also the geo tools token.' },
  { name: 'ELEBASE_PHASES', scope: 'site', default: '4', parse: parsePhases, doc: 'Public phases (comma list of 0–4). Preview always shows 1–4.' },
  { name: 'ELEBASE_TIMEOUT', scope: 'site', default: 20000, parse: int(100, 120_000), doc: 'Content request time-out in ms.' },
  { name: 'PREVIEW_SECRET', scope: 'site', default: '', parse: text, secret: true, required: true, minLength: MIN_SECRET_LENGTH, doc: '`?preview=true&token=<secret>` turns preview on. Unset (development only) = no token needed.' },
  { name: 'REVALIDATE_SECRET', scope: 'site', default: '', parse: text, secret: true, required: true, minLength: MIN_SECRET_LENGTH, doc: 'Secret of `POST /api/revalidate` (header `x-revalidate-secret`); unset = the route answers 503.' },
  { name: 'REVALIDATE_SIGNATURE', scope: 'site', default: 'off', parse: oneOf('on', 'off'), doc: '`on`: `POST /api/revalidate` also needs `x-revalidate-timestamp` (Unix seconds, within 5 minutes) and `x-revalidate-signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with REVALIDATE_SECRET>`, each signature once (replay protection; for senders that can sign).' },
  { name: 'HEALTH_SECRET', scope: 'site', default: '', parse: text, secret: true, minLength: MIN_SECRET_LENGTH, doc: '`GET /api/health` with header `x-health-secret: <secret>` also names the sync’s last failure; without it (or unset) the answer shows state and age only.' },
  { name: 'REPLICA_DIR', scope: 'site', default: '', shown: '`.data/replica/<PORT>`', parse: text, doc: 'Directory of this instance’s replica of the published content (one SQLite file, `content.db`), which every visitor read answers from. Each instance keeps its own; it survives restarts.' },
  { name: 'REPLICA_RECONCILE_SECONDS', scope: 'site', default: 300, parse: int(10, 86_400), doc: 'How often the replica lists everything published and fetches what changed or disappeared (a missed publish webhook heals within this).' },
  { name: 'REPLICA_PAGE_SIZE', scope: 'site', default: 500, parse: int(10, 1000), doc: 'Entries per content request when the replica lists what is published.' },
  { name: 'CONTENT_BUDGET', scope: 'site', default: 1000, parse: int(7, 1_000_000), doc: 'Content requests (the replica sync, preview reads, form posts) in any 60 s, all instances together; keep it below the content quota (1,200 a minute). Preview reads may use all of it, forms three quarters, the sync half; the form posts of one client a quarter.' },
  { name: 'INSTANCES', scope: 'site', default: 1, parse: int(1, 1000), doc: 'Instances sharing the content key. Without `REDIS_URL` (or while Redis is unreachable) each counts `CONTENT_BUDGET / INSTANCES` and `CLIENT_RATE_LIMIT / INSTANCES`.' },
  { name: 'CLIENT_RATE_LIMIT', scope: 'site', default: 300, parse: int(1, 1_000_000), doc: 'Requests per minute one client may make to routes rendered per query (query-string views, entry pages, search and list APIs); then 429 with Retry-After. 300 lets a crawler walk the sitemap at 3–5 requests a second.' },
  { name: 'EVENT_SUBMIT_SECRET', scope: 'site', default: '', parse: text, secret: true, minLength: MIN_SECRET_LENGTH, doc: 'Seals what the event submission form carries between posts (its no-JavaScript error cookie). Unset: a development-only secret in development; in staging and production the form is closed (the page says so, posts answer 503).' },
  { name: 'SMTP_URL', scope: 'site', default: '', parse: (raw) => (/^smtps?:\/\//.test(raw) ? raw : undefined), secret: true, doc: 'Mail server of the event submission mails (`smtps://user:pass@host:465`; nodemailer). Unset in development: each mail is written to `MAIL_DIR` as an `.eml` file; staging and production with the form open (`EVENT_SUBMIT_SECRET`) refuse to start without it.' },
  { name: 'MAIL_FROM', scope: 'site', default: 'Explore Whitefish <events@explorewhitefish.com>', parse: text, doc: 'Sender of the event submission mails.' },
  { name: 'MAIL_DIR', scope: 'site', default: '.data/mail', parse: text, doc: 'Where mails go without `SMTP_URL` (development only): one `.eml` file each.' },
  { name: 'REVIEW_MAIL_TO', scope: 'site', default: '', shown: 'editor@whitefish.test (development only)', parse: text, doc: 'Editors’ addresses (comma list) for the digest of submissions waiting in `/review`; required in staging and production with the form open.' },
  { name: 'FORM_RATE_LIMIT', scope: 'site', default: 10, parse: int(1, 1_000_000), doc: 'Form submissions per client per minute, all forms together (a fixed minute; with REDIS_URL counted once for all instances, else `FORM_RATE_LIMIT / INSTANCES` each).' },
  { name: 'EVENT_SUBMIT_UNPROVEN_LIMIT', scope: 'site', default: 3, parse: int(1, 1_000_000), doc: 'Event submissions per client per hour sent without a proof of work (the no-JavaScript form, or a browser that could not solve it); counted like `FORM_RATE_LIMIT`. A proof that is sent and fails is refused whatever this says.' },
  { name: 'FEED_LICENSE', scope: 'site', default: 'https://creativecommons.org/licenses/by/4.0', parse: httpUrl, doc: 'Licence of every record of the open feed (`/api/v1/`, `/mcp`, `/llms.txt`), as a URL: CC BY 4.0 unless set.' },
  { name: 'FEED_ATTRIBUTION', scope: 'site', default: 'Explore Whitefish (explorewhitefish.com)', parse: text, doc: 'The credit the licence asks re-users to give, sent with every record of the open feed.' },
  { name: 'TRUSTED_PROXY_HOPS', scope: 'site', default: 0, parse: int(0, 5), doc: 'Reverse proxies in front of the site that append to `X-Forwarded-For` (1 behind the shipped nginx). 0 = the client is the socket address.' },
  { name: 'RENDER_CONCURRENCY', scope: 'site', default: 0, parse: int(0, 256), doc: 'Requests the production server lets Next work on at once (0: twice the CPUs it may use); the rest wait in the fair queue (one turn per waiting client, quiet clients first).' },
  { name: 'RENDER_QUEUE_PER_CLIENT', scope: 'site', default: 16, parse: int(1, 10_000), doc: 'Requests one client may have waiting for a turn; more answer 429 with Retry-After.' },
  { name: 'RENDER_QUEUE_MAX', scope: 'site', default: 512, parse: int(1, 100_000), doc: 'Requests waiting for a turn, all clients together; more answer 503 with Retry-After.' },
  { name: 'RENDER_QUEUE_WAIT_MS', scope: 'site', default: 5000, parse: int(100, 600_000), doc: 'How long a request may wait for a turn before it answers 503 with Retry-After.' },
  { name: 'SHUTDOWN_GRACE_MS', scope: 'site', default: 10000, parse: int(0, 600_000), doc: 'On SIGTERM, how long requests in flight may finish.' },
  { name: 'SITE_ENTRY_IDS', scope: 'site', default: '', parse: jsonObject, doc: 'JSON object overriding named site entry ids (`{"about":"<uuid>", …}`).' },
  { name: 'PRODUCTION_HOST', scope: 'site', default: 'explorewhitefish.com', parse: hostName, doc: 'Analytics load only on this host (with `SITE_ENV=production`, `GTM_ID` and consent).' },
  { name: 'GTM_ID', scope: 'site', default: '', parse: (raw) => (/^GTM-[A-Z0-9]+$/i.test(raw) ? raw : undefined), doc: 'Tag-manager container id (`GTM-…`); set it for the build (CSP).' },
  { name: 'LOGIN_URL', scope: 'site', default: 'https://app.elebase.io', parse: httpUrl, doc: 'The footer’s Log In link.' },
  { name: 'SOCIAL_FACEBOOK', scope: 'site', default: 'https://www.facebook.com/explorewhitefish', parse: httpUrl, doc: 'Footer social link.' },
  { name: 'SOCIAL_INSTAGRAM', scope: 'site', default: 'https://www.instagram.com/explorewhitefish/', parse: httpUrl, doc: 'Footer social link.' },
  { name: 'SOCIAL_YOUTUBE', scope: 'site', default: 'https://www.youtube.com/@explorewhitefish', parse: httpUrl, doc: 'Footer social link.' },
  { name: 'SOCIAL_X', scope: 'site', default: 'https://x.com/explorewhitefish', parse: httpUrl, doc: 'Footer social link.' },
  { name: 'PHOTO_OEMBED_URL', scope: 'site', default: '', parse: httpUrl, doc: 'Photo-sharing oEmbed endpoint (unset = placeholder cards).' },
  { name: 'PHOTO_OEMBED_PARAMS', scope: 'site', default: 'omitscript=true', parse: parseParams, secret: true, doc: 'Its parameters (query string or JSON; may hold a key, stays on the server).' },
  { name: 'SITE_SEARCH_URL', scope: 'site', default: '', parse: httpUrl, doc: 'External site-search endpoint (unset = built-in search).' },
  { name: 'SITE_SEARCH_PARAMS', scope: 'site', default: '', parse: parseParams, secret: true, doc: 'Its parameters (query string or JSON; may hold a key).' },
  { name: 'MAP_STYLE_LIGHT', scope: 'site', default: '/map/style-light.json', parse: urlOrPath, doc: 'Map style (local, no remote tiles by default).' },
  { name: 'MAP_STYLE_HYBRID', scope: 'site', default: '/map/style-hybrid.json', parse: urlOrPath, doc: 'Map style.' },
  { name: 'SERVER_TIMING', scope: 'site', default: 'off', parse: oneOf('on', 'off'), doc: '`on` adds a `Server-Timing` header to every answer: the time spent reading the replica and in the server (for the bench and profiling).' },
  { name: 'SERVICE_WORKER', scope: 'site', default: 'on', parse: oneOf('on', 'off'), doc: '`off` serves a service worker that removes itself and the offline copies (read at run time); the build leaves out the registration when `off` at build time.' },
  { name: 'REDIS_URL', scope: 'site', default: '', parse: (raw) => (/^rediss?:\/\//.test(raw) ? raw : undefined), secret: true, doc: 'Shared cache for several instances; set for the build and at run time.' },
  { name: 'CACHE_PREFIX', scope: 'site', default: 'whitefish:', parse: text, doc: 'Prefix of the site’s Redis keys.' },
  { name: 'BUILD_ID', scope: 'site', default: '', parse: text, doc: 'Next build id (default: the git commit).' },
  { name: 'DEPLOYMENT_ID', scope: 'site', default: '', parse: text, doc: 'Next deployment id (version-skew protection); same at build and start.' },
  { name: 'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', scope: 'site', default: '', parse: text, secret: true, doc: 'Identical on every instance when instances are built separately (`openssl rand -base64 32`). Read by Next.' },
  { name: 'CONDITIONS', scope: 'site', default: 'auto', parse: oneOf('auto', 'on', 'sample', 'off'), doc: 'Live conditions (`/conditions`): `on` polls the agencies in the background; `sample` shows answers the agencies really sent, recorded in `lib/conditions/fixtures/real/`, labelled as sample data (no outside call; refused in staging and production); `off` neither (the page says conditions are not checked here); `auto` = `on` in staging and production, `sample` in development.' },
  { name: 'CONDITIONS_DIR', scope: 'site', default: '', shown: '`.data/conditions/<PORT>`', parse: text, doc: 'Directory of this instance’s store of the latest conditions (one SQLite file, `conditions.db`); it survives restarts.' },
  { name: 'CONDITIONS_CONTACT', scope: 'site', default: '', parse: text, doc: 'Operator contact (email or URL) in the `User-Agent` the agencies see; the weather service asks for one.' },
  { name: 'CONDITIONS_FIRE_RADIUS_MILES', scope: 'site', default: 50, parse: int(1, 500), doc: 'Wildfires within this distance of town are shown.' },
  { name: 'CONDITIONS_TIMEOUT', scope: 'site', default: 10000, parse: int(100, 120_000), doc: 'Time-out of one request to an agency, in ms.' },
  { name: 'CONDITIONS_WEATHER_SECONDS', scope: 'site', default: 120, parse: int(1, 86_400), doc: 'How often weather alerts are asked for; shown as stale after three intervals without an answer (likewise below).' },
  { name: 'CONDITIONS_FIRE_SECONDS', scope: 'site', default: 900, parse: int(1, 86_400), doc: 'How often wildfire incidents are asked for.' },
  { name: 'CONDITIONS_PARK_SECONDS', scope: 'site', default: 900, parse: int(1, 86_400), doc: 'How often Glacier National Park alerts are asked for.' },
  { name: 'CONDITIONS_AIR_SECONDS', scope: 'site', default: 1800, parse: int(1, 86_400), doc: 'How often air quality is asked for.' },
  { name: 'NWS_URL', scope: 'site', default: 'https://api.weather.gov', parse: httpUrl, doc: 'Base URL of the National Weather Service API (weather alerts; no key).' },
  { name: 'NIFC_URL', scope: 'site', default: 'https://services3.arcgis.com/T4QMspbfLg3qTGWY/arcgis/rest/services/WFIGS_Incident_Locations_Current/FeatureServer/0', parse: httpUrl, doc: 'The WFIGS current incident locations layer (wildfires; no key).' },
  { name: 'NPS_URL', scope: 'site', default: 'https://developer.nps.gov/api/v1', parse: httpUrl, doc: 'Base URL of the NPS API (Glacier National Park alerts).' },
  { name: 'NPS_API_KEY', scope: 'site', default: '', parse: text, secret: true, doc: 'NPS API key; unset = park alerts are not shown.' },
  { name: 'AIRNOW_URL', scope: 'site', default: 'https://www.airnowapi.org', parse: httpUrl, doc: 'Base URL of the AirNow API (air quality).' },
  { name: 'AIRNOW_API_KEY', scope: 'site', default: '', parse: text, secret: true, doc: 'AirNow API key; unset = air quality is not shown.' },
  { name: 'CONTENT_PORT', scope: 'both', default: DEFAULT_CONTENT_PORT, parse: int(0, 65535), doc: 'Port of the embedded content service (`0` = any free port).' },
  { name: 'CONTENT_DATA_DIR', scope: 'content', default: '.data/', parse: text, doc: 'SQLite store of the embedded content service.' },
  { name: 'CONTENT_RATE_LIMIT', scope: 'content', default: 1200, parse: int(1, 100_000_000), doc: 'Embedded service: requests per key per window (then 429, like Elebase).' },
  { name: 'CONTENT_RATE_WINDOW', scope: 'content', default: 60, parse: int(1, 86_400), doc: 'Embedded service: the window in seconds.' },
  { name: 'CONTENT_SEED', scope: 'content', default: 'sample', parse: oneOf('sample', 'fixture', 'none'), doc: 'Seed of an empty store: `sample`, `fixture` or `none`.' },
  { name: 'CONTENT_LOG', scope: 'content', default: 'on', parse: oneOf('on', 'off'), doc: '`off` silences the content service’s JSON request log.' },
];

const BY_NAME = new Map(ENV_VARIABLES.map((v) => [v.name, v]));

/** A variable's default as its parsed type (string defaults go through the parser: phases, params). */
function defaultOf(variable) {
  return typeof variable.default === 'string' && variable.default !== '' ? (variable.parse(variable.default) ?? variable.default) : variable.default;
}

/** The raw value: trimmed, unset or blank = undefined. */
const rawOf = (env, name) => env[name]?.trim() || undefined;

function isLoopbackHost(url) {
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Reads the whole environment: `values` (each variable parsed, or its default), `problems` (invalid values and,
 * in staging/production, everything missing or development-only) and whether this environment is strict.
 * In development problems are warnings: the value falls back to its default.
 */
export function readEnv(env) {
  const invalid = [];
  const values = {};
  for (const variable of ENV_VARIABLES) {
    const raw = rawOf(env, variable.name);
    const parsed = raw === undefined ? undefined : variable.parse(raw);
    if (raw !== undefined && parsed === undefined) {
      invalid.push(`${variable.name} is not valid${variable.secret ? '' : ` (${JSON.stringify(raw.slice(0, 80))})`}.`);
    }
    values[variable.name] = parsed ?? defaultOf(variable);
  }
  // Unset, the origin is this site's own port on this machine, so `PORT=3600 npm start` links to itself.
  if (httpUrl(rawOf(env, 'SITE_URL') ?? '') === undefined) values.SITE_URL = `http://localhost:${values.PORT}`;
  // An unknown SITE_ENV (`prod`) is taken for production, never for development: fail closed.
  if (rawOf(env, 'SITE_ENV') !== undefined && !ENVIRONMENTS.includes(rawOf(env, 'SITE_ENV'))) values.SITE_ENV = 'production';
  const environment = values.SITE_ENV;
  const strict = STRICT_ENVIRONMENTS.includes(environment);
  const problems = strict ? [...invalid, ...strictProblems(env)] : invalid;
  return { values, invalid, problems, strict, environment };
}

/** What staging and production require on top of valid values. */
function strictProblems(env) {
  const out = [];
  for (const variable of ENV_VARIABLES) {
    const raw = rawOf(env, variable.name);
    if (variable.required && raw === undefined) out.push(`${variable.name} must be set.`);
    else if (variable.minLength && raw !== undefined && raw.length < variable.minLength) {
      out.push(`${variable.name} must be at least ${variable.minLength} characters.`);
    }
  }
  const siteUrl = rawOf(env, 'SITE_URL');
  if (siteUrl && !siteUrl.startsWith('https://')) out.push('SITE_URL must be an https URL.');
  const host = rawOf(env, 'ELEBASE_HOST');
  if (host && httpUrl(host) && !host.startsWith('https://') && !isLoopbackHost(host)) {
    out.push('ELEBASE_HOST must be an https URL (or the embedded service on loopback).');
  }
  if (rawOf(env, 'ELEBASE_PROJECT') === DEV_PROJECT) out.push(`ELEBASE_PROJECT is the development project ("${DEV_PROJECT}").`);
  const token = rawOf(env, 'ELEBASE_TOKEN');
  const publicKey = rawOf(env, 'ELEBASE_PUBLIC_KEY');
  const privateKey = rawOf(env, 'ELEBASE_PRIVATE_KEY');
  if (!host) {
    // The embedded service (started beside the site) accepts both and refuses to start without either.
    if (!token || !publicKey || !privateKey) out.push('ELEBASE_TOKEN, ELEBASE_PUBLIC_KEY and ELEBASE_PRIVATE_KEY must all be set for the embedded content service.');
  } else if (!token && !(publicKey && privateKey)) {
    out.push('ELEBASE_TOKEN, or both ELEBASE_PUBLIC_KEY and ELEBASE_PRIVATE_KEY, must be set.');
  }
  for (const [name, value] of [['ELEBASE_TOKEN', token], ['ELEBASE_PUBLIC_KEY', publicKey], ['ELEBASE_PRIVATE_KEY', privateKey]]) {
    if (value && DEV_CREDENTIALS.has(value)) out.push(`${name} is a published development credential.`);
  }
  for (const name of ['PREVIEW_SECRET', 'REVALIDATE_SECRET', 'EVENT_SUBMIT_SECRET']) {
    const value = rawOf(env, name);
    if (value && DEV_CREDENTIALS.has(value)) out.push(`${name} is a published development credential.`);
  }
  // An open form promises the submitter mail and the editors a digest: both need somewhere to send it.
  if (rawOf(env, 'EVENT_SUBMIT_SECRET')) {
    if (!rawOf(env, 'SMTP_URL')) out.push('SMTP_URL must be set while the event form is open (EVENT_SUBMIT_SECRET).');
    if (!rawOf(env, 'REVIEW_MAIL_TO')) out.push('REVIEW_MAIL_TO must be set while the event form is open (EVENT_SUBMIT_SECRET).');
  }
  // A recording shown as today's conditions would mislead visitors.
  if (rawOf(env, 'CONDITIONS') === 'sample') out.push('CONDITIONS=sample serves recorded answers, not current conditions.');
  if (rawOf(env, 'PREVIEW_SECRET') && rawOf(env, 'PREVIEW_SECRET') === rawOf(env, 'REVALIDATE_SECRET')) {
    out.push('PREVIEW_SECRET and REVALIDATE_SECRET must differ.');
  }
  return out;
}

/**
 * The content host and credentials the site uses. Development credentials (and the default project) apply only
 * in development against the embedded service on loopback; anywhere else missing credentials stay missing, so
 * the content client refuses to sign instead of using published keys.
 */
export function contentConnection(values) {
  const embeddedHost = `http://127.0.0.1:${values.CONTENT_PORT}`;
  const host = values.ELEBASE_HOST || embeddedHost;
  const devFallback = values.SITE_ENV === 'development' && isLoopbackHost(host);
  const token = values.ELEBASE_TOKEN || undefined;
  const publicKey = values.ELEBASE_PUBLIC_KEY || (devFallback ? DEV_PUBLIC_KEY : undefined);
  const privateKey = values.ELEBASE_PRIVATE_KEY || (devFallback ? DEV_PRIVATE_KEY : undefined);
  const project = values.ELEBASE_PROJECT || (devFallback ? DEV_PROJECT : '');
  return {
    host,
    embedded: !values.ELEBASE_HOST,
    project,
    ...(token ? { token } : publicKey && privateKey ? { key: { public: publicKey, private: privateKey } } : {}),
  };
}

/** One message listing every problem, for a process that refuses to start. */
export function problemsMessage(what, environment, problems) {
  return [`${what} refuses to start: SITE_ENV=${environment} needs a complete configuration (see .env.example).`, ...problems.map((p) => `  - ${p}`)].join('\n');
}

/**
 * For start, build and serve: in staging/production, throws one Error listing every problem; in development,
 * prints invalid values as warnings (defaults apply) and returns the values.
 */
export function checkEnv(env, what) {
  const result = readEnv(env);
  if (result.problems.length === 0) return result;
  if (result.strict) throw new Error(problemsMessage(what, result.environment, result.problems));
  for (const problem of result.problems) console.warn(`${problem} Using the default.`);
  return result;
}

export function envVariable(name) {
  return BY_NAME.get(name);
}
