// The import boundaries and the ban on import loops in eslint.config.mjs, tested through the real configuration: each case is a scratch
// module placed (in name only: nothing is written) inside a layer, importing across a boundary or not.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** Some module inside `folder` (repository-relative, extension dropped), so the cases survive files moving. */
function someModule(folder: string, pattern = /\.(ts|tsx)$/, skip = /\.(test|spec)\.|\.d\.m?ts$/): string {
  const stack = [folder];
  while (stack.length) {
    const dir = stack.shift()!;
    const entries = fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    const file = entries.find((entry) => entry.isFile() && pattern.test(entry.name) && !skip.test(entry.name));
    if (file) return `${dir}/${file.name}`.replace(/\.(ts|tsx)$/, '');
    stack.push(...entries.filter((entry) => entry.isDirectory()).map((entry) => `${dir}/${entry.name}`));
  }
  throw new Error(`No module found in ${folder}`);
}

interface Case {
  name: string;
  filePath: string;
  text: string;
  /** Rule ids expected, one per reported import; none for an allowed import. */
  expect: string[];
}

const PATHS = 'import/no-restricted-paths';
const NAMES = 'no-restricted-imports';
const CLIENT = 'house/no-server-import-in-client';

const lib = someModule('lib');
const component = someModule('components');
const appModule = someModule('app');
const contentClient = someModule('content-client');
const contentModule = someModule('lib/content');
const serverModule = someModule('lib/server');
const siteServer = someModule('server');
const spec = someModule('tests/e2e', /\.spec\.ts$/, /^$/);
const shared = fs.existsSync(path.join(ROOT, 'shared')) ? someModule('shared', /\.mjs$/) : null;

function imports(specifier: string): string {
  return `import * as target from '${specifier}';\nexport const used = target;\n`;
}

const cases: Case[] = [
  // content-client/: no site code, no framework.
  { name: 'content-client → lib (alias)', filePath: 'content-client/zz-scratch.ts', text: imports(`@/${lib}`), expect: [PATHS] },
  { name: 'content-client → lib (relative)', filePath: 'content-client/zz-scratch.ts', text: imports(`../${lib}`), expect: [PATHS] },
  { name: 'content-client → components', filePath: 'content-client/zz-scratch.ts', text: imports(`@/${component}`), expect: [PATHS] },
  { name: 'content-client → app', filePath: 'content-client/zz-scratch.ts', text: imports(`@/${appModule}`), expect: [PATHS] },
  { name: 'content-client → react', filePath: 'content-client/zz-scratch.ts', text: imports('react'), expect: [NAMES] },
  { name: 'content-client → react-dom/client', filePath: 'content-client/zz-scratch.ts', text: imports('react-dom/client'), expect: [NAMES] },
  { name: 'content-client → next/server', filePath: 'content-client/zz-scratch.ts', text: imports('next/server'), expect: [NAMES] },
  { name: 'content-client → swr', filePath: 'content-client/zz-scratch.ts', text: imports('swr'), expect: [NAMES] },
  { name: 'content-client → its own modules', filePath: 'content-client/zz-scratch.ts', text: imports('./wire'), expect: [] },

  // content-service/'s store and queries: read by lib/replica/ alone.
  { name: 'lib/content → content-service', filePath: 'lib/content/zz-scratch.ts', text: imports('@/content-service/store/db'), expect: [NAMES] },
  { name: 'component → content-service (relative)', filePath: 'components/zz-scratch.ts', text: imports('../content-service/store/db'), expect: [NAMES] },
  { name: 'a test → the content service it starts', filePath: 'lib/content/zz-scratch.test.ts', text: imports('@/tests/fixtures/content-service/in-process'), expect: [] },
  { name: 'a test → the content service it seeds', filePath: 'lib/content/zz-scratch.test.ts', text: imports('@/content-service/seed/fixture'), expect: [] },
  { name: 'pure lib → lib/replica', filePath: 'lib/zz-scratch.ts', text: imports('@/lib/replica/replica-db'), expect: [PATHS] },
  { name: 'lib/replica → content-service', filePath: 'lib/replica/zz-scratch.ts', text: imports('@/content-service/store/db'), expect: [] },
  { name: 'lib/replica → the content layer', filePath: 'lib/replica/zz-scratch.ts', text: imports(`@/${contentModule}`), expect: [PATHS] },

  // content-service/: nothing of the site or its tooling; the wire types and shared/ only.
  { name: 'content-service → lib', filePath: 'content-service/zz-scratch.ts', text: imports(`../${lib}`), expect: [PATHS] },
  { name: 'content-service (nested) → lib', filePath: 'content-service/store/zz-scratch.ts', text: imports(`../../${lib}`), expect: [PATHS] },
  { name: 'content-service → lib (alias)', filePath: 'content-service/zz-scratch.ts', text: imports(`@/${lib}`), expect: [PATHS] },
  { name: 'content-service → components', filePath: 'content-service/zz-scratch.ts', text: imports(`../${component}`), expect: [PATHS] },
  { name: 'content-service → app', filePath: 'content-service/zz-scratch.ts', text: imports(`../${appModule}`), expect: [PATHS] },
  { name: 'content-service → the lab (tests/)', filePath: 'content-service/zz-scratch.ts', text: imports('../tests/bench/run.mjs'), expect: [PATHS] },
  { name: 'content-service → scripts', filePath: 'content-service/zz-scratch.ts', text: imports('../scripts/build.mjs'), expect: [PATHS] },
  { name: 'content-service → tests/reliability', filePath: 'content-service/zz-scratch.ts', text: imports('../tests/reliability/run.mjs'), expect: [PATHS] },
  { name: 'content-service → tests/e2e', filePath: 'content-service/zz-scratch.ts', text: imports(`../${spec}`), expect: [PATHS] },
  { name: 'content-service (nested) → the lab\'s support', filePath: 'content-service/store/zz-scratch.ts', text: imports('../../tests/fixtures/content-service/http'), expect: [PATHS] },
  { name: 'a content-service test → the lab\'s support', filePath: 'content-service/store/zz-scratch.test.ts', text: imports('../../tests/fixtures/content-service/http'), expect: [] },
  { name: 'content-service → content-client (not wire)', filePath: 'content-service/zz-scratch.ts', text: imports(`../${contentClient}`), expect: [PATHS] },
  { name: 'content-service → react', filePath: 'content-service/zz-scratch.ts', text: imports('react'), expect: [NAMES] },
  { name: 'content-service → next', filePath: 'content-service/zz-scratch.ts', text: imports('next'), expect: [NAMES] },
  { name: 'content-service → content-client/wire', filePath: 'content-service/zz-scratch.ts', text: imports('../content-client/wire'), expect: [] },
  { name: 'content-service → its own modules', filePath: 'content-service/store/zz-scratch.ts', text: imports('../config'), expect: [] },
  ...(shared
    ? [{ name: 'content-service → shared', filePath: 'content-service/zz-scratch.ts', text: imports(`../${shared}`), expect: [] }]
    : []),

  // lib/: domain code below the UI.
  { name: 'lib → components', filePath: 'lib/zz-scratch.ts', text: imports(`@/${component}`), expect: [PATHS] },
  { name: 'lib (nested) → components (relative)', filePath: 'lib/entries/zz-scratch.ts', text: imports(`../../${component}`), expect: [PATHS] },
  { name: 'lib → app', filePath: 'lib/zz-scratch.ts', text: imports(`@/${appModule}`), expect: [PATHS] },
  { name: 'lib → content-client', filePath: 'lib/zz-scratch.ts', text: imports('@/content-client/wire'), expect: [] },
  // The pure part of lib/ (all but lib/server/ and lib/content/) reaches neither.
  { name: 'lib → lib/server', filePath: 'lib/zz-scratch.ts', text: imports(`@/${serverModule}`), expect: [PATHS] },
  // worker/: the service worker runs in the browser, on the pure part of lib/ only.
  { name: 'worker → lib/server', filePath: 'worker/zz-scratch.ts', text: imports(`@/${serverModule}`), expect: [PATHS] },
  { name: 'worker → lib/content', filePath: 'worker/zz-scratch.ts', text: imports(`@/${contentModule}`), expect: [PATHS] },
  { name: 'worker → components', filePath: 'worker/zz-scratch.ts', text: imports(`@/${component}`), expect: [PATHS] },
  { name: 'worker → pure lib', filePath: 'worker/zz-scratch.ts', text: imports(`@/${lib}`), expect: [] },
  { name: 'lib (nested) → lib/server (relative)', filePath: 'lib/search/zz-scratch.ts', text: imports(`../../${serverModule}`), expect: [PATHS] },
  { name: 'lib (nested) → the content layer', filePath: 'lib/entries/zz-scratch.ts', text: imports(`@/${contentModule}`), expect: [PATHS] },
  // server/: the process that runs Next, on top of everything.
  { name: 'lib/server → server', filePath: 'lib/server/zz-scratch.ts', text: imports(`../../${siteServer}`), expect: [PATHS] },
  { name: 'app → server (alias)', filePath: 'app/zz-scratch.ts', text: imports(`@/${siteServer}`), expect: [PATHS] },
  { name: 'content-service → server', filePath: 'content-service/zz-scratch.ts', text: imports(`../${siteServer}`), expect: [PATHS] },
  { name: 'server → components', filePath: 'server/zz-scratch.ts', text: imports(`../${component}`), expect: [PATHS] },
  { name: 'server → the content layer', filePath: 'server/zz-scratch.ts', text: imports(`../${contentModule}`), expect: [PATHS] },
  { name: 'server → lib/server', filePath: 'server/zz-scratch.ts', text: imports(`../${serverModule}`), expect: [] },
  // No import loops (house/no-cycles): a real module importing one that imports it back.
  { name: 'an import loop', filePath: 'lib/list-query/state.ts', text: imports('./api-url'), expect: ['import/no-cycle'] },
  { name: 'the same import, no loop', filePath: 'lib/list-query/zz-scratch.ts', text: imports('./api-url'), expect: [] },
  // A form's submission reaches the content host; its definitions and validation stay pure (browsers import them).
  { name: 'lib/forms/submit → the content layer', filePath: 'lib/forms/submit-zz.ts', text: imports(`@/${contentModule}`), expect: [] },
  { name: 'lib/forms/validate-like → the content layer', filePath: 'lib/forms/zz-scratch.ts', text: imports(`@/${contentModule}`), expect: [PATHS] },
  { name: 'pure lib → lib/forms/submit', filePath: 'lib/zz-scratch.ts', text: imports('@/lib/forms/submit'), expect: [PATHS] },
  { name: 'lib/content → lib/server', filePath: 'lib/content/zz-scratch.ts', text: imports(`@/${serverModule}`), expect: [] },
  { name: 'lib/server → the content layer', filePath: 'lib/server/zz-scratch.ts', text: imports(`@/${contentModule}`), expect: [] },

  // components/: rendered by app/, never the other way round.
  { name: 'components → app', filePath: 'components/shell/zz-scratch.tsx', text: imports(`@/${appModule}`), expect: [PATHS] },
  { name: 'components → app (relative)', filePath: 'components/shell/zz-scratch.tsx', text: imports(`../../${appModule}`), expect: [PATHS] },
  { name: 'components → lib', filePath: 'components/shell/zz-scratch.tsx', text: imports(`@/${lib}`), expect: [] },

  // A feature's client copy: its own components import it, another feature's do not.
  { name: 'list → the forms\' copy', filePath: 'components/list/zz-scratch.tsx', text: imports('@/lib/forms/messages'), expect: [PATHS] },
  { name: 'forms → the list\'s copy (relative)', filePath: 'components/forms/zz-scratch.tsx', text: imports('../../lib/list-query/messages'), expect: [PATHS] },
  { name: 'home → the map\'s copy', filePath: 'components/home/zz-scratch.tsx', text: imports('@/components/map/messages'), expect: [PATHS] },
  { name: 'list → its own copy', filePath: 'components/list/zz-scratch.tsx', text: imports('@/lib/list-query/messages'), expect: [] },
  { name: 'shell → the search panel\'s copy', filePath: 'components/shell/zz-scratch.tsx', text: imports('@/lib/search/panel-messages'), expect: [] },

  // 'use client' modules: no server-only code.
  {
    name: "'use client' → the content layer",
    filePath: 'components/shell/zz-scratch.tsx',
    text: `'use client';\n${imports(`@/${contentModule}`)}`,
    expect: [CLIENT],
  },
  {
    name: "'use client' → request handling",
    filePath: 'components/shell/zz-scratch.tsx',
    text: `'use client';\n${imports(`@/${serverModule}`)}`,
    expect: [CLIENT],
  },
  { name: "'use client' → node:fs", filePath: 'components/shell/zz-scratch.tsx', text: `'use client';\n${imports('node:fs')}`, expect: [CLIENT] },
  { name: "'use client' → server-only", filePath: 'app/zz-scratch.tsx', text: `'use client';\nimport 'server-only';\n`, expect: [CLIENT] },
  { name: 'server component → the content layer', filePath: 'components/shell/zz-scratch.tsx', text: imports(`@/${contentModule}`), expect: [] },
];

function lint(all: Case[]): { filePath: string; messages: { ruleId: string | null; message: string }[] }[] {
  const input = JSON.stringify(all.map(({ filePath, text }) => ({ filePath, text })));
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-texts.mjs')], { cwd: ROOT, input, encoding: 'utf8' });
  return JSON.parse(output);
}

describe('import boundaries (eslint.config.mjs)', () => {
  let results: ReturnType<typeof lint>;
  beforeAll(() => {
    results = lint(cases);
  }, 120_000);

  test.each(cases.map((c, index) => [c.name, index] as const))('%s', (_name, index) => {
    const { expect: expected } = cases[index];
    const messages = results[index].messages;
    expect(messages.map((message) => message.ruleId)).toEqual(expected);
    // Every boundary says which rule of the house it enforces (a loop names its modules instead).
    for (const message of messages) if (message.ruleId !== 'import/no-cycle') expect(message.message).toContain('docs/architecture.md');
  });
});
