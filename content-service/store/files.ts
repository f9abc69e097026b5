import { randomUUID } from 'node:crypto';
import type { WireFile } from '../../content-client/wire';
import { ApiError } from '../http/errors';
import type { FileUpload } from '../writes/file-input';
import type { Db } from './db';
import { imageSize } from './image-size';

/** All stored files together stay under this (507 past it), so uploads cannot fill the disk. */
export const MAX_STORED_FILE_BYTES = 1024 * 1024 * 1024;

/** Where the service serves a file, like the host's CDN: `/{project}/{id}-{name}` on the service's own origin. */
export function filePath(project: string, id: string, name: string): string {
  return `/${encodeURIComponent(project)}/${id}-${name}`;
}

/** Store a checked upload and its metadata; call inside a write transaction. The answer is the file as entries carry it. */
export function storeFile(db: Db, upload: FileUpload, url: (id: string, name: string) => string, now = new Date()): WireFile {
  const used = (db.prepare('SELECT COALESCE(SUM(size), 0) AS n FROM files').get() as { n: number }).n;
  if (used + upload.bytes.length > MAX_STORED_FILE_BYTES) throw new ApiError(507, 'storage_quota_exceeded');
  const id = randomUUID();
  const { bytes, ...meta } = upload;
  const size = upload.type.startsWith('image/') ? imageSize(bytes) : null;
  const file: WireFile = { id, ...meta, url: url(id, upload.name), ...(size ?? {}) };
  const result = db.prepare('INSERT INTO files (id, doc, size, created) VALUES (?, ?, ?, ?)').run(id, JSON.stringify(file), bytes.length, now.toISOString());
  db.prepare('INSERT INTO file_bytes (file_seq, bytes) VALUES (?, ?)').run(result.lastInsertRowid, bytes);
  return file;
}

/** Stored files by id, in the order asked (unknown ids left out). */
export function filesById(db: Db, ids: readonly string[]): WireFile[] {
  if (ids.length === 0) return [];
  const rows = db.prepare(`SELECT id, doc FROM files WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as { id: string; doc: string }[];
  const byId = new Map(rows.map((row) => [row.id, JSON.parse(row.doc) as WireFile]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A file's bytes and type by id and name (both must match, as in its URL); null when there is none. */
export function fileContent(db: Db, id: string, name: string): { type: string; bytes: Buffer } | null {
  const row = db.prepare('SELECT f.doc, b.bytes FROM files f JOIN file_bytes b ON b.file_seq = f.seq WHERE f.id = ?').get(id) as
    | { doc: string; bytes: Buffer }
    | undefined;
  if (!row) return null;
  const file = JSON.parse(row.doc) as WireFile;
  return file.name === name ? { type: file.type, bytes: row.bytes } : null;
}
