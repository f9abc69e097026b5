import 'server-only';
import { ContentApiError, type JsonObject } from '@/content-client';
import { NEWSLETTER_LIST_TAG } from '@/lib/config/constants';
import { FORM_DEFINITIONS, type FormKey } from './definitions';
import type { FormValues } from './validate';
import { ContentBusyError, errorFields, isContentUnavailable } from '@/lib/limits/availability';
import { upstreamFormClient } from '@/lib/content/upstream';

/** How the content service answered a form submission. */
export type SubmitResult =
  | { kind: 'stored' }
  | { kind: 'invalid'; id: 'invalid_email' | 'invalid_fields'; fields: string[] }
  | { kind: 'busy'; retryAfterSeconds: number }
  /** The content host is down, slow or failing: nothing was stored; the visitor may send it again later. */
  | { kind: 'unavailable'; retryAfterSeconds: number }
  | { kind: 'failed'; status: number | null };

/** How long a visitor is asked to wait when the content host cannot take a submission. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The wire payload: consumer submissions carry the newsletter list tag (the member list has no id). */
export function formPayload(key: FormKey, data: FormValues): JsonObject {
  if (key === 'consumer') return { email: String(data.email), tags: [NEWSLETTER_LIST_TAG] };
  return { ...data };
}

function retryAfter(error: ContentApiError): number {
  const time = Number(error.headers['X-Usage-Limit-Time']);
  return Number.isFinite(time) && time > 0 ? Math.min(Math.ceil(time), 3600) : DEFAULT_RETRY_AFTER_SECONDS;
}

/**
 * POST /forms/{key} on the content service, through the content breaker and within the content budget (else
 * `busy`). Only a 201 counts as stored ("acknowledged = stored"); any other 2xx is treated as a failure. The
 * idempotency key makes a repeated attempt store once.
 */
export async function submitForm(key: FormKey, data: FormValues, idempotencyKey?: string): Promise<SubmitResult> {
  let status: number | null = null;
  try {
    await upstreamFormClient().post(`/forms/${key}`, formPayload(key, data), {
      headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
      onStatus: (answered) => (status = answered),
    });
    if (status === 201) return { kind: 'stored' };
    console.error(`Form ${key}: content service answered ${status} instead of 201`);
    return { kind: 'failed', status };
  } catch (cause) {
    // The post spends the content quota: it passes the same budget, after preview reads, before the sync.
    if (cause instanceof ContentApiError && cause.status === 400) {
      const known = new Set(FORM_DEFINITIONS[key].fields.map((f) => f.name));
      const fields = Array.isArray(cause.data) ? cause.data.map(String).filter((name) => known.has(name)) : [];
      if (fields.length || cause.id === 'invalid_email' || cause.id === 'invalid_fields') {
        const id = cause.id === 'invalid_email' ? 'invalid_email' : 'invalid_fields';
        return { kind: 'invalid', id, fields };
      }
    }
    return unstored(`Form ${key}`, cause, status);
  }
}

/**
 * A write to the host that failed for a reason other than its input: the usage limit (busy), the host down, slow or
 * failing (unavailable: nothing was stored), or anything else (failed). `label` names the write in the log.
 */
export function unstored(label: string, cause: unknown, status: number | null = null): Exclude<SubmitResult, { kind: 'stored' | 'invalid' }> {
  if (cause instanceof ContentBusyError) return { kind: 'busy', retryAfterSeconds: cause.retryAfterSeconds };
  if ((cause as { status?: unknown })?.status === 429) {
    console.warn(`${label}: content service usage limit reached`);
    return { kind: 'busy', retryAfterSeconds: cause instanceof ContentApiError ? retryAfter(cause) : DEFAULT_RETRY_AFTER_SECONDS };
  }
  if (isContentUnavailable(cause)) {
    console.error(`${label}: content service unavailable`, errorFields(cause));
    return { kind: 'unavailable', retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS };
  }
  console.error(`${label} failed`, cause);
  return { kind: 'failed', status: cause instanceof ContentApiError ? cause.status : status };
}
