/**
 * What every form post's handler reads from its request, shared by the site's forms (./submit.ts) and the event
 * submission (./submit-event.ts): whether it came from a plain HTML form, the capped body parsed, the visitor's
 * Idempotency-Key, and the answer to a cross-site post.
 */
import 'server-only';
import { messages } from '@/lib/config/messages';
import { readCappedBytes } from '@/lib/server/read-capped';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** Parsed fields: strings, and the files of a multipart body when asked for. */
export type PostedFields = Record<string, unknown>;

/**
 * A plain HTML form post (no JavaScript): urlencoded or multipart body and a browser that accepts HTML.
 * Such visitors get a 303 to a server-rendered result page instead of JSON.
 */
export function wantsHtml(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  const accept = request.headers.get('accept') ?? '';
  return !type.includes('application/json') && accept.includes('text/html');
}

/**
 * A post another site's page made with the visitor's browser: refused before anything is read or counted, or any
 * page on the web could subscribe addresses from its visitors' browsers, each from the visitor's own address. A
 * no-JS post gets a small page of its own (the result pages are for our forms' outcomes), a script's post JSON.
 */
export function crossSiteAnswer(html: boolean): Response {
  const headers = { 'Cache-Control': 'no-store' };
  if (!html) return Response.json({ error: { id: 'cross_site', fields: [], message: messages.form.cross_site } }, { status: 403, headers });
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${messages.form.result.error_title}</title></head><body><main><h1>${messages.form.result.error_title}</h1><p>${messages.form.cross_site}</p><p><a href="/">${messages.form.result.home}</a></p></main></body></html>`;
  return new Response(page, { status: 403, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}

/** The body, read up to `max` bytes: null when larger (a declared length over it is refused unread). */
export async function readBody(request: Request, max: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length'));
  return Number.isFinite(declared) && declared > max ? null : readCappedBytes(request.body, max);
}

/** JSON, urlencoded or multipart fields; null when the body is not what its type says. */
export async function parseBody(request: Request, body: Buffer, { files = false }: { files?: boolean } = {}): Promise<PostedFields | null> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const value: unknown = JSON.parse(body.toString('utf8'));
      return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as PostedFields) : null;
    }
    if (type.includes('multipart/form-data')) {
      const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData();
      return Object.fromEntries([...form.entries()].filter(([, v]) => files || typeof v === 'string'));
    }
    return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  } catch {
    return null;
  }
}

export function idempotencyKeyOf(request: Request): string | undefined {
  const raw = request.headers.get('idempotency-key')?.trim();
  return raw && IDEMPOTENCY_KEY.test(raw) ? raw : undefined;
}
