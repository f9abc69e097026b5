import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule, { resolveImport } from './no-server-import-in-client.mjs';

// A small repository of its own (the rule takes the nearest package.json as the root that `@/` names).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'no-server-import-'));
const files: Record<string, string> = {
  'package.json': '{}',
  'lib/content/entries.ts': "import 'server-only';\nexport const read = 1;",
  'lib/content/index.ts': 'export const all = 1;',
  'lib/config/server-config.ts': 'export const secret = 1;',
  'lib/config/messages.ts': 'export const messages = {};',
  'lib/guarded.ts': "import \"server-only\";\nexport const guarded = 1;",
  'lib/dates.ts': "// mentions 'server-only' in a comment only\nexport const day = 1;",
  'lib/legacy.mjs': 'export const legacy = 1;',
  'lib/list/index.tsx': 'export const list = 1;',
  'content-client/index.ts': 'export const client = 1;',
  'content-client/wire.ts': 'export type WireEntry = { id: string };',
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), text);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const client = path.join(root, 'components/shell/Menu.tsx');
const server = path.join(root, 'components/shell/Page.tsx');
const USE_CLIENT = "'use client';\n";

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' } });

tester.run('no-server-import-in-client', rule, {
  valid: [
    // Client modules may import plain domain code, packages, and types from anywhere.
    { filename: client, code: `${USE_CLIENT}import { messages } from '@/lib/config/messages';\nimport { useState } from 'react';` },
    { filename: client, code: `${USE_CLIENT}import { day } from '../../lib/dates';` },
    { filename: client, code: `${USE_CLIENT}import { list } from '@/lib/list';` },
    { filename: client, code: `${USE_CLIENT}import type { WireEntry } from '@/content-client/wire';` },
    { filename: client, code: `${USE_CLIENT}import { type WireEntry } from '@/content-client/wire';` },
    { filename: client, code: `${USE_CLIENT}export type { WireEntry } from '@/content-client/wire';` },
    // An import that resolves to nothing is left to TypeScript.
    { filename: client, code: `${USE_CLIENT}import { gone } from '@/lib/content-gone';` },
    // Server components may import the content layer.
    { filename: server, code: "import { read } from '@/lib/content/entries';\nimport 'server-only';\nimport fs from 'node:fs';" },
    // The directive must lead the module to count.
    { filename: server, code: "import { read } from '@/lib/content/entries';\n'use client';" },
    { filename: server, code: "'use strict';\nimport { read } from '@/lib/content/entries';" },
  ],
  invalid: [
    { filename: client, code: `${USE_CLIENT}import 'server-only';`, errors: [{ messageId: 'serverOnly' }] },
    {
      filename: client,
      code: `${USE_CLIENT}import fs from 'node:fs';`,
      errors: [{ messageId: 'nodeBuiltin', data: { specifier: 'node:fs' } }],
    },
    // The content layer, by alias, relative path, folder index, and through a re-export or a dynamic import.
    { filename: client, code: `${USE_CLIENT}import { read } from '@/lib/content/entries';`, errors: [{ messageId: 'serverModule' }] },
    { filename: client, code: `${USE_CLIENT}import { read } from '../../lib/content/entries.ts';`, errors: [{ messageId: 'serverModule' }] },
    { filename: client, code: `${USE_CLIENT}import { all } from '@/lib/content';`, errors: [{ messageId: 'serverModule' }] },
    { filename: client, code: `${USE_CLIENT}export { read } from '@/lib/content/entries';`, errors: [{ messageId: 'serverModule' }] },
    { filename: client, code: `${USE_CLIENT}export * from '@/lib/content/entries';`, errors: [{ messageId: 'serverModule' }] },
    { filename: client, code: `${USE_CLIENT}const m = import('@/lib/content/entries');`, errors: [{ messageId: 'serverModule' }] },
    // The content client, in any form other than types.
    { filename: client, code: `${USE_CLIENT}import { client } from '@/content-client';`, errors: [{ messageId: 'serverModule' }] },
    { filename: client, code: `${USE_CLIENT}import { type WireEntry, FORM } from '@/content-client/wire';`, errors: [{ messageId: 'serverModule' }] },
    // The server configuration, and any module that guards itself with server-only.
    {
      filename: client,
      code: `${USE_CLIENT}import { secret } from '@/lib/config/server-config';`,
      errors: [{ messageId: 'serverModule', data: { specifier: '@/lib/config/server-config', reason: "lib/config/server-config.ts holds the server's configuration and secrets" } }],
    },
    {
      filename: client,
      code: `${USE_CLIENT}import { guarded } from '@/lib/guarded';`,
      errors: [{ messageId: 'serverModule', data: { specifier: '@/lib/guarded', reason: "lib/guarded.ts imports 'server-only'" } }],
    },
    // Double quotes, and a directive after a leading comment.
    { filename: client, code: `// Menu\n"use client";\nimport 'server-only';`, errors: [{ messageId: 'serverOnly' }] },
    {
      filename: client,
      code: `${USE_CLIENT}import { day } from '@/lib/dates';\nimport { read } from '@/lib/content/entries';\nimport 'server-only';`,
      errors: [{ messageId: 'serverModule', line: 3 }, { messageId: 'serverOnly', line: 4 }],
    },
  ],
});

describe('resolveImport', () => {
  it('resolves the alias, relative paths, extensions, index files and .js names of .ts files', () => {
    expect(resolveImport('@/lib/dates', client, root)).toBe(path.join(root, 'lib/dates.ts'));
    expect(resolveImport('../../lib/legacy.mjs', client, root)).toBe(path.join(root, 'lib/legacy.mjs'));
    expect(resolveImport('@/lib/list', client, root)).toBe(path.join(root, 'lib/list/index.tsx'));
    expect(resolveImport('@/lib/dates.js', client, root)).toBe(path.join(root, 'lib/dates.ts'));
    expect(resolveImport('react', client, root)).toBeNull();
    expect(resolveImport('@/lib/nothing', client, root)).toBeNull();
  });
});
