import { NextResponse } from 'next/server';
import { ContentApiError } from '@/content-client';
import { FORM_KEYS, type FormKey } from '@/content-client/wire';
import { contentClient } from '@/lib/content/client';
import { isEmail } from '@/lib/validators';

const MAX_BODY_BYTES = 16 * 1024;

function isFormKey(value: string): value is FormKey {
  return (FORM_KEYS as readonly string[]).includes(value);
}

function error(status: number, id: string, fields: string[] = []) {
  return NextResponse.json({ error: { id, fields } }, { status });
}

/** Form submissions from the browser; signed and forwarded to the content service (keys stay here). */
export async function POST(request: Request, { params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  if (!isFormKey(key)) return error(404, 'form_not_found');
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return error(413, 'payload_too_large');
  let body: Record<string, unknown>;
  try {
    body = (request.headers.get('content-type') ?? '').includes('application/json')
      ? JSON.parse(text)
      : Object.fromEntries(new URLSearchParams(text));
  } catch {
    return error(400, 'invalid_fields');
  }
  if (typeof body.website === 'string' && body.website) return NextResponse.json({ ok: true }, { status: 201 });
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (key === 'consumer' && !isEmail(email)) return error(400, 'invalid_email', ['email']);
  try {
    const idempotencyKey = request.headers.get('idempotency-key') ?? undefined;
    await contentClient().post(`/forms/${key}`, key === 'consumer' ? { email, tags: ['newsletter'] } : body, {
      headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey.slice(0, 200) } : undefined,
    });
    return NextResponse.json({ ok: true }, { status: 201 });
  } catch (cause) {
    if (cause instanceof ContentApiError && cause.status === 400) {
      return error(400, cause.id ?? 'invalid_fields', Array.isArray(cause.data) ? cause.data.map(String) : []);
    }
    console.error(`Form ${key} submission failed`, cause);
    return error(502, 'request');
  }
}
