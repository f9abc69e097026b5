import type { IncomingMessage } from 'node:http';
import { ApiError } from './errors';

export const MAX_BODY_BYTES = 64 * 1024;

/** Read the request body as UTF-8 text; 413 `payload_too_large` past the limit. */
export async function readBodyText(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new ApiError(413, 'payload_too_large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new ApiError(413, 'payload_too_large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body, read at most once, on first call (authentication may need it before the route does). */
export function bodyReader(req: IncomingMessage, maxBytes = MAX_BODY_BYTES): () => Promise<string> {
  let text: Promise<string> | undefined;
  return () => (text ??= readBodyText(req, maxBytes));
}

/** Parse a JSON body; an empty body is `undefined`, bad JSON is 400 `invalid_json`. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalid_json');
  }
}
