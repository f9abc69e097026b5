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

/** This build's files named in `text`, as the paths the browser asks for, each once, in order of appearance. */
/** @param {string} text @returns {string[]} */
export function codeLinks(text) {
  const found = new Set();
  for (const [match] of text.matchAll(LINKED)) found.add(match);
  for (const [match] of text.matchAll(LOADED)) found.add(`/_next/${match.slice(1, -1)}`);
  return [...found];
}

/** Whether the file's text may name more code (scripts and styles; not fonts or images). */
/** @param {string} path */
export const mayNameCode = (path) => /\.(js|css)$/.test(path);
