/**
 * Which of this build's files a page's HTML, script or style names (pure: the service worker and the worker's build
 * read them). A trip saved for offline keeps each of its pages' code, the parts they load later too (a dynamic
 * import names its chunk as `"static/chunks/…"` in the script that loads it), so the pages work offline as online.
 * Plain ESM: the worker's build script runs it with bare Node.
 */

/** Files under /_next/static/ a page may load: scripts, styles, fonts and images (never MapLibre's unused builds). */
const STATIC_FILE = String.raw`static/(?:chunks|media)/[\w.~-]+?\.(?:js|css|woff2?|png|svg|jpg|webp|avif)(?![\w.~-])`;
const LINKED = new RegExp(String.raw`/_next/${STATIC_FILE}`, 'g');
const LOADED = new RegExp(String.raw`["'\`]${STATIC_FILE}["'\`]`, 'g');
/** The page's small scripts (lib/page-scripts.ts): named by a digest of their text like the build's own files. */
const PAGE_SCRIPT = String.raw`/scripts/[\w-]+\.js(?![\w.~-])`;
const PAGE_SCRIPT_LINKED = new RegExp(PAGE_SCRIPT, 'g');

/** This build's files named in `text`, as the paths the browser asks for, each once, in order of appearance. */
/** @param {string} text @returns {string[]} */
export function codeLinks(text) {
  const found = new Set();
  for (const [match] of text.matchAll(LINKED)) found.add(match);
  for (const [match] of text.matchAll(LOADED)) found.add(`/_next/${match.slice(1, -1)}`);
  for (const [match] of text.matchAll(PAGE_SCRIPT_LINKED)) found.add(match);
  return [...found];
}

/** Whether the file's text may name more code (scripts and styles; not fonts or images). */
/** @param {string} path */
export const mayNameCode = (path) => /\.(js|css)$/.test(path);

/** Whether a path is code whose name changes with its content, so a kept copy is never stale. */
/** @param {string} path */
export const isCodePath = (path) => path.startsWith('/_next/static/') || new RegExp(`^${PAGE_SCRIPT}$`).test(path);
