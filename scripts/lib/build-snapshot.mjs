// A private copy of a checkout's production build, for a server of its own: Next writes its page cache
// (`.next/server/route-cache`) and data cache (`.next/cache`) under the directory it serves, so two servers of one
// `.next` hand each other cached pages and reads — another content service's, when theirs differ. The copy leaves
// both caches out (the server starts cold) and links the rest of the checkout beside it (config, its imports,
// node_modules, public). Used by the bench and by e2e specs that start a site on content of their own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where Next keeps a served build's caches, under `.next`: the data cache (in the bundler's cache folder) and the page cache. */
const DATA_CACHE = 'cache/fetch-cache';
const PAGE_CACHE = 'server/route-cache';

/** Empties the caches a build served before (by another server, on other content): the next server starts cold. */
export function dropBuildCaches(root) {
  for (const cache of [DATA_CACHE, PAGE_CACHE]) fs.rmSync(path.join(root, '.next', cache), { recursive: true, force: true });
}

/** What the copy never links: the build itself, and data and results of tests and tools. */
const NOT_LINKED = ['.next', '.git', '.data', '.test-data', 'tests', 'test-results'];

/** Copies `root`'s build into `dir` (emptied first) and links the rest of `root` there; returns `dir`. */
export function snapshotBuild(root, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, '.next'), { recursive: true });
  // The whole cache folder stays out: the data cache, and the bundler's (hundreds of MB a server never reads).
  const excluded = [path.dirname(DATA_CACHE), PAGE_CACHE].map((folder) => `--exclude=./${folder}`).join(' ');
  execFileSync('sh', ['-c', `cd "$1/.next" && tar cf - ${excluded} . | (cd "$2/.next" && tar xf -)`, 'sh', root, dir]);
  for (const name of fs.readdirSync(root)) {
    if (!NOT_LINKED.includes(name)) fs.symlinkSync(path.join(root, name), path.join(dir, name));
  }
  return dir;
}
