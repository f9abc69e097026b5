// Next's built stylesheets and scripts (/_next/static/…), answered from memory and compressed once. Next's own
// handler compresses every answer anew: a first visit asks for a dozen at once, and the render-blocking stylesheets
// among them wait behind that work, which delays the page's first rendering update
// (docs/performance.md#lighthouses-lcp). The files of a build never change, so one gzip per file serves every visit.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const PREFIX = '/_next/static/';
const TYPES: Record<string, string> = { '.css': 'text/css; charset=UTF-8', '.js': 'application/javascript; charset=UTF-8' };
const gzip = promisify(zlib.gzip);

type Body = { raw: Buffer; gzip: Buffer };

/** Whether an Accept-Encoding names gzip (or `*`) without refusing it (`;q=0`). */
function takesGzip(header: string | string[] | undefined): boolean {
  const codings = new Map<string, number>();
  for (const part of String(header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name) codings.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  return (codings.get('gzip') ?? codings.get('*') ?? 0) > 0;
}

/** The URL paths of the build's stylesheets and scripts under `<dir>/.next/static`. */
function builtFiles(staticDir: string): Set<string> {
  try {
    const names = readdirSync(staticDir, { recursive: true }) as string[];
    return new Set(names.filter((name) => TYPES[path.extname(name)]).map((name) => PREFIX + name.split(path.sep).join('/')));
  } catch {
    return new Set();
  }
}

/**
 * A request handler for the build in `dir`: it takes a GET or HEAD (without a Range) of one of the build's
 * stylesheets or scripts and returns true, or returns false and leaves the request to Next. The caller has set the
 * security headers.
 */
export function staticChunks(dir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const staticDir = path.join(dir, '.next', 'static');
  const files = builtFiles(staticDir);
  const bodies = new Map<string, Promise<Body>>();
  const body = (urlPath: string): Promise<Body> => {
    let found = bodies.get(urlPath);
    if (!found) {
      found = readFile(path.join(staticDir, urlPath.slice(PREFIX.length))).then(async (raw) => ({ raw, gzip: await gzip(raw, { level: 9 }) }));
      bodies.set(urlPath, found);
      found.catch(() => bodies.delete(urlPath));
    }
    return found;
  };
  return (req, res) => {
    const urlPath = (req.url ?? '').split('?')[0];
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range || !files.has(urlPath)) return false;
    const gzipped = takesGzip(req.headers['accept-encoding']);
    body(urlPath).then(
      (found) => {
        const bytes = gzipped ? found.gzip : found.raw;
        res.writeHead(200, {
          'Content-Type': TYPES[path.extname(urlPath)],
          'Cache-Control': 'public, max-age=31536000, immutable',
          Vary: 'Accept-Encoding',
          ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
          'Content-Length': bytes.length,
        });
        res.end(req.method === 'HEAD' ? undefined : bytes);
      },
      () => {
        res.statusCode = 500;
        res.end();
      },
    );
    return true;
  };
}
