// The build's static files (`.next/static/`), the only requests the render gate lets past without a turn: they are
// served from disk, never rendered. Any other address under `/_next/static/` (a name the build has not, or a path
// that resolves elsewhere) takes a turn like every page.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The `/_next/static/…` paths of the build in `dir` (empty when there is none). */
export function buildStaticPaths(dir: string): Set<string> {
  const root = path.join(dir, '.next', 'static');
  const paths = new Set<string>();
  try {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const relative = path.relative(root, path.join(entry.parentPath, entry.name));
      paths.add(`/_next/static/${relative.split(path.sep).join('/')}`);
    }
  } catch {
    // no build here: nothing passes
  }
  return paths;
}
