// What the server takes from the build it serves, besides Next's own files.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A file the worker's build wrote into `.next/` (scripts/build-service-worker.mjs: the worker, its offline document),
 * read once: it changes only with a new build. Null when the build has none.
 */
export function readWorkerFile(dir: string, name: string): string | null {
  try {
    return readFileSync(path.join(dir, '.next', name), 'utf8');
  } catch {
    return null;
  }
}
