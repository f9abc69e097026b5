import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages jest must transform (next/jest ignores all of node_modules by default).
const ESM_PACKAGES = [
  'ky',
  'parse5',
  'entities',
  'react-markdown',
  'rehype-.*',
  'remark-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'unist-.*',
  'mdast-.*',
  'micromark.*',
  'decode-named-character-reference',
  'character-entities.*',
  'property-information',
  'hast-.*',
  'hastscript',
  'space-separated-tokens',
  'comma-separated-tokens',
  'zwitch',
  'html-url-attributes',
  'devlop',
  'ccount',
  'estree-util-.*',
  'trim-lines',
  'longest-streak',
  'html-void-elements',
  'web-namespaces',
  'stringify-entities',
  'inline-style-parser',
  'style-to-.*',
];

const shared = {
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/setup/empty-module.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/tests/e2e/'],
};

// Jest's 5 s default is a duration check in disguise: a DOM test that renders a list passes in 1 s on an idle machine
// and takes several on a shared runner. A test that hangs still fails, at this bound.
const TEST_TIMEOUT_MS = 30_000;

async function project(overrides) {
  const config = await createJestConfig({ ...shared, ...overrides })();
  config.transformIgnorePatterns = [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`];
  return config;
}

export default async function jestConfig() {
  return {
    testTimeout: TEST_TIMEOUT_MS,
    projects: [
      await project({
        displayName: 'node',
        testEnvironment: 'node',
        setupFilesAfterEnv: ['<rootDir>/tests/setup/setup-node.ts'],
        testMatch: ['<rootDir>/{lib,content-client,content-service,app,scripts,eslint,shared,server}/**/*.test.ts'],
      }),
      await project({
        displayName: 'dom',
        testEnvironment: '<rootDir>/tests/setup/jsdom-environment.js',
        setupFilesAfterEnv: ['<rootDir>/tests/setup/setup-dom.ts'],
        testMatch: ['<rootDir>/{components,app,lib}/**/*.test.tsx'],
      }),
    ],
  };
}
