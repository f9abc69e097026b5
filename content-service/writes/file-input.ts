import type { WireFileInput } from '../../content-client/wire';
import { ApiError } from '../http/errors';

/** A stored file is at most this large (decoded); the site re-encodes its images well below it. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The body of `POST /files`: the base64 of the largest file plus its JSON around it. */
export const MAX_FILE_BODY_BYTES = Math.ceil((MAX_FILE_BYTES * 4) / 3) + 16 * 1024;
const MAX_TEXT = 500;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Media types a file may have, each with the bytes it must start with (a name or a claim proves nothing). */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};
export const FILE_TYPES = Object.keys(SIGNATURES);

export interface FileUpload {
  name: string;
  type: string;
  bytes: Buffer;
  title?: string;
  description?: string;
  ip_attribution?: string;
}

/** A file name safe in a URL path: letters, digits, `.`, `_` and `-`, at most 100 characters. */
function safeName(name: string): string {
  const cleaned = name.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '').slice(-100);
  return cleaned === '' ? 'file' : cleaned;
}

const optionalText = (value: unknown): value is string | undefined => value === undefined || (typeof value === 'string' && value.length <= MAX_TEXT);

/** Check a `POST /files` body: 400 `invalid_fields` naming each bad field, 400 `invalid_file_type` when the bytes are not the type. */
export function fileUpload(body: unknown): FileUpload {
  const input = (body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Partial<Record<keyof WireFileInput, unknown>>;
  const bad: string[] = [];
  if (typeof input.name !== 'string' || input.name.trim() === '' || input.name.length > 200) bad.push('name');
  if (typeof input.type !== 'string' || !FILE_TYPES.includes(input.type)) bad.push('type');
  const encoded = typeof input.data === 'string' && input.data.length % 4 === 0 && BASE64.test(input.data) ? input.data : null;
  const bytes = encoded === null ? null : Buffer.from(encoded, 'base64');
  if (!bytes || bytes.length === 0 || bytes.length > MAX_FILE_BYTES) bad.push('data');
  for (const field of ['title', 'description', 'ip_attribution'] as const) if (!optionalText(input[field])) bad.push(field);
  if (bad.length > 0) throw new ApiError(400, 'invalid_fields', bad);
  const type = input.type as string;
  if (!SIGNATURES[type](bytes!)) throw new ApiError(400, 'invalid_file_type', [type]);
  return {
    name: safeName((input.name as string).trim()),
    type,
    bytes: bytes!,
    ...(input.title ? { title: input.title as string } : {}),
    ...(input.description ? { description: input.description as string } : {}),
    ...(input.ip_attribution ? { ip_attribution: input.ip_attribution as string } : {}),
  };
}
