// ESLint (flat config): Next's core-web-vitals and TypeScript rules, plus the import boundaries of the architecture
// (docs/architecture.md) enforced by a tool instead of by review. Run by `npm run lint` and first in `npm test`.
// eslint/boundaries.test.ts proves each boundary below reports a bad import.
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import noServerImportInClient from './eslint/rules/no-server-import-in-client.mjs';

const ROOT = import.meta.dirname;
const SEE = '(see docs/architecture.md)';

// Packages a layer without React or Next must not import.
function noFramework(message) {
  return {
    paths: ['react', 'react-dom', 'next', 'swr'].map((name) => ({ name, message })),
    patterns: [{ group: ['react/*', 'react-dom/*', 'next/*', 'swr/*'], message }],
  };
}

/** One zone of import/no-restricted-paths: files in `target` may not import resolved files in `from`. */
function zone(target, from, message, except) {
  return { target, from, message: `${message} ${SEE}`, ...(except ? { except } : {}) };
}

/**
 * Every file of lib/ but the server's: request handling (lib/server/), the content layer (lib/content/), the
 * replica of the published content (lib/replica/), limits and budgets (lib/limits/), the request gates proxy.ts runs
 * (lib/proxy/) and a form's way to the content
 * host (lib/forms/submit.ts and lib/forms/upstream.ts, beside the form definitions and validation that browsers
 * share).
 */
const SERVER_FORMS = ['./lib/forms/submit.ts', './lib/forms/upstream.ts'];
const PURE_LIB = ['./lib/*.*', './lib/!(server|content|replica|limits|proxy|forms)/**', './lib/forms/!(submit|upstream)*'];
const REPLICA_ONLY =
  'Only lib/replica/ reads the content service\'s store and queries (the replica answers with the same semantics); the site reaches content through lib/content/.';

const SERVER_ON_TOP =
  'server/ is the process that runs Next: nothing of the site imports it, and it takes request handling, limits and configuration from lib/, never the content layer, the replica or a view.';

const CONTENT_CLIENT_ALONE =
  'content-client/ is the Elebase client and knows nothing of the site: it must not import lib/, components/ or app/.';
const SERVICE_ALONE =
  'content-service/ is a separate server and imports nothing of the site or its tooling (lib/, components/, app/, tests/, scripts/); it shares only content-client/wire.ts and shared/.';
/** content-service/ but its unit tests, which start the service through the lab's support (tests/fixtures/). */
const SERVICE_CODE = './content-service/**/!(*.test.*)';

/**
 * Each feature's client copy, with the components/ folders that show it. Turbopack ships a client module whole, so
 * a component importing another feature's copy would carry all of it in its page's scripts
 * (tests/e2e/feature-copy.spec.ts checks the scripts themselves).
 */
const FEATURE_COPY = {
  'lib/list-query/messages.ts': ['list'],
  'lib/forms/messages.ts': ['forms'],
  'lib/search/messages.ts': ['search', 'shell'],
  'lib/search/panel-messages.ts': ['search', 'shell'],
  'lib/trip/messages.ts': ['trip'],
  'lib/trip/first-load-messages.ts': ['trip'],
  'lib/conditions/messages.ts': ['conditions', 'shell'],
  'components/map/messages.ts': ['map'],
  'components/trip/save-messages.ts': ['trip'],
  'components/shell/messages.ts': ['shell'],
  'components/shell/consent-messages.ts': ['shell'],
};
const featureCopyZones = Object.entries(FEATURE_COPY).map(([file, owners]) =>
  zone(
    `./components/!(${owners.join('|')})/**`,
    `./${file}`,
    `${file} is the copy of components/{${owners.join(',')}}/ only: another feature's components must not import it (its strings would ride in their pages' scripts).`,
  ),
);

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,

  globalIgnores([
    '.next/**',
    'node_modules/**',
    '.data/**',
    '.test-data/**',
    'test-results/**',
    'playwright-report/**',
    'tests/bench/results/**',
    'public/**', // static files; public/map/maplibre-gl-worker.mjs is a build-time copy of maplibre's worker
    'next-env.d.ts', // written by Next
    '**/*.tsbuildinfo',
  ]),

  {
    name: 'house/conventions',
    rules: {
      // A leading underscore marks a parameter or binding that is there on purpose (a signature to satisfy, or a
      // property dropped from a rest copy: `const { photo: _photo, ...rest } = value`).
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // Plain Node scripts and configuration in CommonJS.
  {
    name: 'house/commonjs',
    files: ['**/*.cjs', 'tests/setup/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // ── Import boundaries ──────────────────────────────────────────────────────────────────────────────────────────
  // Paths are checked after resolution (`@/` alias and relative paths alike) by import/no-restricted-paths;
  // framework packages by name with no-restricted-imports.
  {
    name: 'house/boundaries',
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            zone('./content-client', ['./lib', './components', './app'], CONTENT_CLIENT_ALONE),
            zone('./content-service', ['./lib', './components', './app', './server', './scripts'], SERVICE_ALONE),
            zone(SERVICE_CODE, './tests', SERVICE_ALONE),
            zone('./content-service', './content-client', SERVICE_ALONE, ['./wire.ts']),
            zone('./lib', ['./components', './app'], 'lib/ is domain code: it must not import components/ or app/.'),
            zone(['./lib', './components', './app', './worker', './content-client', './proxy.ts', './instrumentation.ts'], './server', SERVER_ON_TOP),
            zone('./server', ['./components', './app', './lib/content', './lib/replica', './content-client'], SERVER_ON_TOP),
            zone(
              PURE_LIB,
              ['./lib/server', './lib/content', './lib/replica', './lib/limits', './lib/proxy', ...SERVER_FORMS],
              'lib/ outside lib/server/, lib/content/, lib/replica/, lib/limits/, lib/proxy/ and lib/forms/{submit,upstream}.ts is pure (server and browser alike): it must not import request handling, the content layer, the replica, the limits, the request gates or a form\'s submission.',
            ),
            zone(
              './lib/replica',
              ['./lib/server', './lib/content', './lib/limits', './lib/proxy'],
              'lib/replica/ is the copy of the content and its sync: the content layer runs it, it does not import the content layer or request handling.',
            ),
            zone('./components', './app', 'components/ are rendered by app/: they must not import app/.'),
            zone(
              './worker',
              ['./lib/server', './lib/content', './lib/limits', './lib/proxy', './content-client', './components', './app', './lib/config/server-config.ts'],
              'worker/ is the service worker, running in the browser: it imports the pure part of lib/ only.',
            ),
            ...featureCopyZones,
          ],
        },
      ],
    },
  },
  // No import loops: a module that ends up importing itself is two modules that cannot be read, tested or moved
  // apart. Type-only imports are erased and do not count. disableScc: the precomputed graph cannot place a module
  // linted from text alone, as eslint/boundaries.test.ts does.
  {
    name: 'house/no-cycles',
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] },
  },
  {
    name: 'house/content-client-no-framework',
    files: ['content-client/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        noFramework(`content-client/ knows nothing of React or Next: no react, react-dom, next or swr ${SEE}.`),
      ],
    },
  },
  // Tests may start the content service (tests/fixtures/content-service/); the product reads it through lib/replica/ only.
  {
    name: 'house/replica-only-reads-the-store',
    files: ['lib/**', 'components/**', 'app/**', 'worker/**', 'proxy.ts', 'instrumentation.ts'],
    ignores: ['lib/replica/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/content-service/**', '**/content-service/**'], message: `${REPLICA_ONLY} ${SEE}` }] }],
    },
  },
  {
    name: 'house/content-service-no-framework',
    files: ['content-service/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        noFramework(`content-service/ is a plain Node server: no react, react-dom, next or swr ${SEE}.`),
      ],
    },
  },
  {
    name: 'house/client-modules',
    plugins: { house: { rules: { 'no-server-import-in-client': noServerImportInClient } } },
    rules: { 'house/no-server-import-in-client': 'error' },
  },
]);
