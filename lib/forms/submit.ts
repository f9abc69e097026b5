/**
 * Form submissions from the browser (POST /api/forms/{key}; docs/product.md#forms): the per-client
 * limit, the body cap, parsing, the honeypot, validation with the same rules as the client (./validate), and
 * forwarding to the content service with the visitor's Idempotency-Key scoped to the client and the submission
 * (./idempotency-key; keys stay on the server) through ./upstream. Success only after a 201 there. A plain HTML
 * form post gets a 303 to a result page instead of JSON. app/api/forms/[key]/route.ts serves it on routeMethods.
 */
import 'server-only';
import { apiError } from '@/lib/api-error';
import { messages } from '@/lib/config/messages';
import { serverEnv } from '@/lib/config/server-config';
import { submitForm } from './upstream';
import { clientAddress } from '@/lib/server/client-address';
import { crossSitePost } from '@/lib/server/same-site';
import { clientLimitSettings, takeFormSubmission } from '@/lib/limits/client-limit';
import {
  FORM_DEFINITIONS,
  formErrorPath,
  formThanksPath,
  isFormKey,
  type FormFailureReason,
  type FormKey,
} from './definitions';
import { upstreamIdempotencyKey } from './idempotency-key';
import { isHoneypotFilled, validateFormInput } from './validate';
import { crossSiteAnswer, idempotencyKeyOf, parseBody, readBody, wantsHtml } from './submit-request';

/** Largest accepted request body (bytes). */
export const MAX_BODY_BYTES = 16 * 1024;
/** Submissions per client per minute (all forms together). */
export const FORM_RATE_LIMIT = serverEnv().FORM_RATE_LIMIT;

type ErrorId = 'invalid_email' | 'invalid_fields' | 'payload_too_large' | 'rate_limited' | 'busy' | 'request' | 'form_not_found' | 'cross_site';

const ERROR_MESSAGES: Record<ErrorId, string> = {
  invalid_email: messages.error.invalid_email,
  invalid_fields: messages.error.invalid_fields,
  payload_too_large: messages.form.too_large,
  rate_limited: messages.form.rate_limited,
  busy: messages.form.busy,
  request: messages.error.request,
  form_not_found: 'This form does not exist.',
  cross_site: messages.form.cross_site,
};

const REASONS: Partial<Record<ErrorId, FormFailureReason>> = {
  invalid_email: 'invalid',
  invalid_fields: 'invalid',
  payload_too_large: 'too_large',
  rate_limited: 'rate_limited',
  busy: 'busy',
  request: 'request',
};

interface Outcome {
  /** JSON answer status. */
  status: number;
  error?: ErrorId;
  fields?: string[];
  retryAfterSeconds?: number;
}

function answer(key: FormKey, html: boolean, outcome: Outcome): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (outcome.retryAfterSeconds) headers.set('Retry-After', String(outcome.retryAfterSeconds));
  if (html) {
    const reason = outcome.error ? REASONS[outcome.error] : undefined;
    if (!outcome.error) headers.set('Location', formThanksPath(key));
    else if (reason) headers.set('Location', formErrorPath(key, reason, outcome.fields));
    if (headers.has('Location')) return new Response(null, { status: 303, headers });
  }
  const body = outcome.error
    ? { error: { id: outcome.error, fields: outcome.fields ?? [], message: ERROR_MESSAGES[outcome.error] } }
    : { ok: true, message: FORM_DEFINITIONS[key].confirmation };
  return Response.json(body, { status: outcome.status, headers });
}

/** The answer to a form submission for the form named `key` (any string: an unknown one answers 404). */
export async function submitFormRequest(request: Request, key: string): Promise<Response> {
  if (!isFormKey(key)) return apiError(404, 'form_not_found', ERROR_MESSAGES.form_not_found);
  const html = wantsHtml(request);
  if (crossSitePost(request.headers, serverEnv().SITE_URL)) return crossSiteAnswer(html);

  const limit = await takeFormSubmission(clientAddress(), clientLimitSettings(FORM_RATE_LIMIT, serverEnv()));
  if (!limit.allowed) return answer(key, html, { status: 429, error: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds });

  const bytes = await readBody(request, MAX_BODY_BYTES);
  if (bytes === null) return answer(key, html, { status: 413, error: 'payload_too_large' });

  const body = await parseBody(request, bytes);
  if (!body) return answer(key, html, { status: 400, error: 'invalid_fields' });

  // A bot filled the hidden field: answer as if stored, store nothing.
  if (isHoneypotFilled(body)) return answer(key, html, { status: 201 });

  const validation = validateFormInput(FORM_DEFINITIONS[key], body);
  if (!validation.ok) return answer(key, html, { status: 400, error: validation.id, fields: validation.fields });

  const visitorKey = idempotencyKeyOf(request);
  const idempotencyKey = visitorKey && upstreamIdempotencyKey({ form: key, client: clientAddress(), key: visitorKey, data: validation.data });
  const result = await submitForm(key, validation.data, idempotencyKey);
  switch (result.kind) {
    case 'stored':
      if (key === 'guide' && validation.data.newsletter === true && typeof validation.data.email === 'string') {
        // The order is stored; the newsletter opt-in is a best-effort extra (logged when it fails).
        const subscribed = await submitForm(
          'consumer',
          { email: validation.data.email },
          idempotencyKey ? `${idempotencyKey}-newsletter` : undefined,
        );
        if (subscribed.kind !== 'stored') console.error('Guide order: newsletter opt-in not stored', subscribed);
      }
      return answer(key, html, { status: 201 });
    case 'invalid':
      return answer(key, html, { status: 400, error: result.id, fields: result.fields });
    case 'busy':
      return answer(key, html, { status: 503, error: 'busy', retryAfterSeconds: result.retryAfterSeconds });
    case 'unavailable':
      // Nothing was stored: a 503 the visitor (and any client) can try again after, with the form's values kept.
      return answer(key, html, { status: 503, error: 'request', retryAfterSeconds: result.retryAfterSeconds });
    case 'failed':
      return answer(key, html, { status: 502, error: 'request' });
  }
}
