// A module that starts with the 'use client' directive is bundled for the browser: it must not import anything
// that only works on (or must only run on) the server. Next's `server-only` package fails the build for a direct
// chain, but only at build time and with a message far from the import; this rule names the import in the editor
// and in `npm test`.
//
// Reported, for a 'use client' file:
// - `import 'server-only'` itself, and Node built-ins imported as `node:*`;
// - an import that resolves (`@/` = the repository root, relative paths; extensions .ts .tsx .mts .mjs .js .jsx;
//   index files) to a module under lib/content/ or content-client/ (the content layer: keys and signing live on
//   the server), lib/server/ (request handling), lib/limits/ (limits and budgets) or lib/proxy/ (request gates), to lib/config/server-config.ts, or to any module that itself
//   imports 'server-only'.
// Type-only imports (`import type …`, `export type … from`) are erased before bundling and are allowed.
// Only direct imports are checked; a server module reached through another module is left to Next's build.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.jsx'];
const SERVER_DIRECTORIES = ['lib/content/', 'lib/server/', 'lib/limits/', 'lib/proxy/', 'content-client/'];
const SERVER_FILES = ['lib/config/server-config.ts'];
const IMPORTS_SERVER_ONLY = /^\s*import\s+['"]server-only['"]/m;

const rootByDirectory = new Map();
const serverOnlyByFile = new Map();

/** The repository root for a file: the nearest folder up from it that holds a package.json. */
function rootOf(directory) {
  if (rootByDirectory.has(directory)) return rootByDirectory.get(directory);
  const parent = path.dirname(directory);
  const root = existsSync(path.join(directory, 'package.json')) || parent === directory ? directory : rootOf(parent);
  rootByDirectory.set(directory, root);
  return root;
}

function isFile(candidate) {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** The file an import specifier names, or null (a package, or nothing there). */
export function resolveImport(specifier, fromFile, root = rootOf(path.dirname(fromFile))) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../')) {
    base = path.resolve(path.dirname(fromFile), specifier);
  } else return null;
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension)];
  // TypeScript lets `./x.js` name `./x.ts`.
  const written = path.extname(base);
  if (written === '.js' || written === '.mjs' || written === '.jsx') {
    const stem = base.slice(0, -written.length);
    candidates.push(...EXTENSIONS.map((extension) => stem + extension));
  }
  candidates.push(...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)));
  return candidates.find(isFile) ?? null;
}

function importsServerOnly(file) {
  let modified;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return false;
  }
  const known = serverOnlyByFile.get(file);
  if (known && known.modified === modified) return known.value;
  const value = IMPORTS_SERVER_ONLY.test(readFileSync(file, 'utf8'));
  serverOnlyByFile.set(file, { modified, value });
  return value;
}

/** Why a resolved module must stay out of the browser, or null. */
function serverReason(file, root) {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const directory = SERVER_DIRECTORIES.find((prefix) => relative.startsWith(prefix));
  if (directory) return `${relative} is in ${directory}, which runs on the server only`;
  if (SERVER_FILES.includes(relative)) return `${relative} holds the server's configuration and secrets`;
  if (importsServerOnly(file)) return `${relative} imports 'server-only'`;
  return null;
}

function isUseClient(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') return false;
    if (statement.directive === 'use client') return true;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: "A 'use client' module imports no server-only module (server-only, node:*, the content layer, server config)",
    },
    schema: [],
    messages: {
      serverOnly:
        "'use client' module imports 'server-only': client code is bundled for the browser and must not reach server-only code (see docs/architecture.md).",
      nodeBuiltin:
        "'use client' module imports the Node built-in '{{specifier}}': client code runs in the browser (see docs/architecture.md).",
      serverModule:
        "'use client' module imports '{{specifier}}': {{reason}}; the browser may only reach it through app/api/* or a server component's props (see docs/architecture.md).",
    },
  },
  create(context) {
    const filename = context.filename;
    let client = false;

    function check(node, source, typeOnly) {
      if (!client || typeOnly || !source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      if (specifier === 'server-only') {
        context.report({ node: source, messageId: 'serverOnly' });
        return;
      }
      if (specifier.startsWith('node:')) {
        context.report({ node: source, messageId: 'nodeBuiltin', data: { specifier } });
        return;
      }
      if (!path.isAbsolute(filename)) return; // text without a real location (e.g. <text>) has nothing to resolve against
      const root = rootOf(path.dirname(filename));
      const target = resolveImport(specifier, filename, root);
      if (!target) return;
      const reason = serverReason(target, root);
      if (reason) context.report({ node: source, messageId: 'serverModule', data: { specifier, reason } });
    }

    return {
      Program(program) {
        client = isUseClient(program);
      },
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));
        check(node, node.source, typeOnly);
      },
      ExportNamedDeclaration(node) {
        check(node, node.source, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source, node.exportKind === 'type');
      },
      ImportExpression(node) {
        check(node, node.source, false);
      },
    };
  },
};

export default rule;
