// Marks the scripts a page runs as it starts with V8's compile hint, after `next build` and before the service worker
// is built (scripts/build.mjs). Without it, Chromium compiles each module's function lazily, on the main thread, the
// first time it runs: on a phone that is the longest task of a first visit (docs/performance.md#startup-scripts).
// With `//# allFunctionsCalledOnLoad` first in the file, Chromium compiles the whole script on the thread that
// streams it in; other browsers read it as a comment. Only startup scripts: compiling code a page may never run (the
// map, parts that load on demand) would spend a phone's CPU and memory for nothing.
// By hand: `node scripts/compile-hints.mjs`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const MANIFEST_SUFFIX = '_client-reference-manifest.js';

/** Each route's client manifest, as Next writes it: a script that assigns `globalThis.__RSC_MANIFEST[route]`. */
async function clientManifests(nextDir) {
  const appDir = path.join(nextDir, 'server', 'app');
  const names = (await readdir(appDir, { recursive: true }).catch(() => [])).filter((name) => name.endsWith(MANIFEST_SUFFIX));
  const manifests = [];
  for (const name of names) {
    const sandbox = {};
    sandbox.globalThis = sandbox;
    vm.runInNewContext(await readFile(path.join(appDir, name), 'utf8'), sandbox, { timeout: 1000 });
    manifests.push(...Object.values(sandbox.__RSC_MANIFEST ?? {}));
  }
  return manifests;
}

/**
 * The build's startup scripts, relative to `nextDir` (`static/chunks/….js`): the framework's (every page's
 * `rootMainFiles`) and each route's entry scripts (its layouts' and page's client components, loaded by its HTML).
 * Throws when the build's manifests name none: a changed manifest shape must not pass unnoticed.
 */
export async function startupScripts(nextDir) {
  const build = JSON.parse(await readFile(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const files = new Set(build.rootMainFiles ?? []);
  for (const manifest of await clientManifests(nextDir)) {
    for (const entry of Object.values(manifest.entryJSFiles ?? {})) for (const file of entry) files.add(file);
  }
  const scripts = [...files].filter((file) => /^static\/chunks\/[\w.-]+\.js$/.test(file)).sort();
  if (!scripts.length) throw new Error(`${nextDir}: the build's manifests name no startup scripts (has their shape changed?)`);
  return scripts;
}

/** Puts the hint first in each startup script that lacks it; returns how many files it changed, of how many. */
export async function hintStartupScripts({ root = ROOT, log = console.log } = {}) {
  const nextDir = path.join(root, '.next');
  const scripts = await startupScripts(nextDir);
  let changed = 0;
  for (const file of scripts) {
    const target = path.join(nextDir, file);
    const source = await readFile(target, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    await writeFile(target, COMPILE_HINT + source);
    changed += 1;
  }
  log(`Compile hint: ${changed} of ${scripts.length} startup scripts marked`);
  return { changed, scripts };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  hintStartupScripts().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
