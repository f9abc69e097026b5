import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../store/db';
import { fileContent } from '../store/files';

const FILE_PATH = /^\/([^/]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([A-Za-z0-9._-]{1,100})$/;

/**
 * `GET /{project}/{id}-{name}`: a stored file's bytes, without auth like the host's CDN (its id is a random UUID, so
 * only someone given the URL finds it). Served as its checked type, never sniffed, never run as a page.
 * Returns true when it answered.
 */
export function serveFile(req: IncomingMessage, res: ServerResponse, db: Db, project: string): boolean {
  const match = FILE_PATH.exec((req.url ?? '/').split('?')[0]);
  if (!match || match[1] !== encodeURIComponent(project)) return false;
  const security = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; sandbox" };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Length': 0, ...security });
    res.end();
    return true;
  }
  const file = fileContent(db, match[2], match[3]);
  if (!file) {
    res.writeHead(404, { 'Content-Length': 0, 'Cache-Control': 'no-store', ...security });
    res.end();
    return true;
  }
  res.writeHead(200, {
    'Content-Type': file.type,
    'Content-Length': file.bytes.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ...security,
  });
  res.end(req.method === 'HEAD' ? undefined : file.bytes);
  return true;
}
