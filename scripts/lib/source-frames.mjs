// Names a V8 call frame of a built chunk by its source: the chunk's source map (a build with
// BROWSER_SOURCE_MAPS=1 writes them) gives the original function and file, one line up when the chunk starts
// with the compile hint the build adds (scripts/compile-hints.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { COMPILE_HINT } from '../compile-hints.mjs';

const CHUNK = /\/_next\/(static\/chunks\/[^?#]+\.js)/;

/** Short names for where code came from: `nm/<package path>` for dependencies, the project path for ours. */
export function shortSource(source) {
  return source
    .replace(/^.*node_modules\//, 'nm/')
    .replace(/^.*\[project\]\//, '')
    .replace(/^turbopack:\/\/\/?/, '');
}

/** "function file" from a call frame alone: its function and the last part of its URL, or "(native)". */
export function plainFrameName({ functionName, url }) {
  return `${functionName || '(anonymous)'} ${url ? url.replace(/^.*\//, '') : '(native)'}`;
}

/**
 * `frameName(callFrame)` for a build in `nextDir`: "function source:line" for code of a chunk with a source map,
 * "function chunk" without one, "function (native)" for the browser's own. Each chunk's map is read once.
 */
export function sourceFrames(nextDir) {
  const chunks = new Map();
  const chunkOf = (file) => {
    if (!chunks.has(file)) {
      let consumer = null;
      let hinted = false;
      try {
        const text = fs.readFileSync(path.join(nextDir, file), 'utf8');
        hinted = text.startsWith(COMPILE_HINT);
        const map = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
        if (map) consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(path.join(nextDir, path.dirname(file), map), 'utf8')));
      } catch {
        // Not in this build, or no map: named by its chunk.
      }
      chunks.set(file, { consumer, hinted });
    }
    return chunks.get(file);
  };
  return function frameName({ functionName, url, lineNumber, columnNumber }) {
    const plain = plainFrameName({ functionName, url });
    const file = CHUNK.exec(url ?? '')?.[1];
    if (!file) return plain;
    const { consumer, hinted } = chunkOf(file);
    const line = lineNumber + 1 - (hinted ? 1 : 0); // V8 counts lines from 0, source maps from 1
    const original = consumer && line >= 1 ? consumer.originalPositionFor({ line, column: columnNumber }) : null;
    if (!original?.source) return plain;
    return `${original.name || functionName || '(anonymous)'} ${shortSource(original.source)}:${original.line}`;
  };
}
