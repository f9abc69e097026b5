/**
 * An event submission (POST /api/events/submit; docs/product.md#submitting-an-event): refused when cross-site, then
 * the forms' per-client limit, the body read up to its cap, the same checks as the browser
 * (lib/event-submit/validate.ts), the honeypot, the form token (./submit-event-token.ts) and
 * the proof of work (./submit-event-proof.ts), the image made safe (./submit-event-image.ts), and the draft stored on the host
 * or kept in the outbox (./submit-event-store.ts), flagged with what it may duplicate. A script's post gets JSON; a plain HTML post a 303: to the thanks
 * page, or back to the form with what was typed and what is wrong in a sealed cookie (./submit-event-carry.ts).
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { messages } from '@/lib/config/messages';
import { serverEnv } from '@/lib/config/server-config';
import { eventSubmitOptions, publishedEvents } from '@/lib/content/event-submit-choices';
import { findDuplicates } from '@/lib/event-submit/duplicates';
import { todayInZone } from '@/lib/dates';
import { eventEntryInput } from '@/lib/event-submit/entry';
import { EVENT_SUBMIT_PATH, EVENT_SUBMIT_THANKS_PATH, type EventField } from '@/lib/event-submit/fields';
import { eventSubmitCopy } from '@/lib/event-submit/messages';
import { validateEventSubmission, type Problem } from '@/lib/event-submit/validate';
import { clientLimitSettings, takeFormSubmission } from '@/lib/limits/client-limit';
import { clientAddress } from '@/lib/server/client-address';
import { crossSitePost } from '@/lib/server/same-site';
import { upstreamIdempotencyKey } from './idempotency-key';
import { carryCookieHeader, noticeMessage, sealCarried, type CarriedNotice } from './submit-event-carry';
import { FORM_TOKEN_FIELD, isFormTokenFresh, issueFormToken } from './submit-event-token';
import { prepareImage } from './submit-event-image';
import { admittedByProof, PROOF_FIELD } from './submit-event-proof';
import { crossSiteAnswer, idempotencyKeyOf, parseBody, readBody, wantsHtml, type PostedFields } from './submit-request';
import { eventSubmitKey } from './submit-event-secret';
import { answeredBefore, pendingEvents, rememberAnswer, storeOrKeep } from './submit-event-store';
import { notifyReceived } from './submit-event-notify';
import { statusSecret, statusToken } from './submit-event-status-token';
import { statusPath } from '@/lib/event-submit/review-paths';
import { isHoneypotFilled } from './validate';

/** The image's 8 MB and the fields' few kB. */
export const MAX_EVENT_BODY_BYTES = 8 * 1024 * 1024 + 64 * 1024;
/** Posts read and decoded at once in this process: each may hold an image of 8 MB and its decoding. */
const MAX_CONCURRENT = 4;
const IDEMPOTENCY_FIELD = 'idempotency_key';

let active = 0;

interface Refusal {
  status: number;
  problems?: Partial<Record<EventField, Problem>>;
  notice?: CarriedNotice;
  retryAfterSeconds?: number;
}

function secure(): boolean {
  return serverEnv().SITE_URL.startsWith('https://');
}

function accepted(html: boolean, token: string): Response {
  // The thanks page shows the status link; the JSON answer names it for the form to show.
  if (html) return new Response(null, { status: 303, headers: { Location: `${EVENT_SUBMIT_THANKS_PATH}?status=${token}`, 'Cache-Control': 'no-store', 'Set-Cookie': carryCookieHeader(null, secure()) } });
  return Response.json({ ok: true, message: eventSubmitCopy.received, status: statusPath(token) }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
}

function refused(html: boolean, fields: PostedFields, refusal: Refusal): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (refusal.retryAfterSeconds) headers.set('Retry-After', String(refusal.retryAfterSeconds));
  const problems = refusal.problems ?? {};
  if (html) {
    const values = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    const sealed = sealCarried({ values, problems, ...(refusal.notice ? { notice: refusal.notice } : {}) });
    headers.set('Location', EVENT_SUBMIT_PATH);
    headers.append('Set-Cookie', carryCookieHeader(sealed, secure()));
    return new Response(null, { status: 303, headers });
  }
  const message = refusal.notice ? noticeMessage(refusal.notice) : messages.error.invalid_fields;
  const id = refusal.notice ?? 'invalid_fields';
  // Not accepted (a bot's check, or a stale page): a fresh token lets a person send the same form again.
  const formToken = refusal.notice === 'not_accepted' ? issueFormToken() : undefined;
  return Response.json({ error: { id, fields: Object.keys(problems), problems, message, ...(formToken ? { formToken } : {}) } }, { status: refusal.status, headers });
}

/** The answer to a post of the event submission form. */
export async function submitEventRequest(request: Request): Promise<Response> {
  const html = wantsHtml(request);
  if (crossSitePost(request.headers, serverEnv().SITE_URL)) return crossSiteAnswer(html);
  if (!eventSubmitKey('carry')) return Response.json({ error: { id: 'closed', fields: [], message: messages.error.request } }, { status: 503, headers: { 'Cache-Control': 'no-store' } });

  const limit = await takeFormSubmission(clientAddress(), clientLimitSettings(serverEnv().FORM_RATE_LIMIT, serverEnv()));
  if (!limit.allowed) return refused(html, {}, { status: 429, notice: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds });
  if (active >= MAX_CONCURRENT) return refused(html, {}, { status: 503, notice: 'busy', retryAfterSeconds: 5 });
  active += 1;
  try {
    return await submit(request, html);
  } finally {
    active -= 1;
  }
}

async function submit(request: Request, html: boolean): Promise<Response> {
  const bytes = await readBody(request, MAX_EVENT_BODY_BYTES);
  if (bytes === null) return refused(html, {}, { status: 413, notice: 'too_large' });
  const fields = await parseBody(request, bytes, { files: true });
  if (!fields) return refused(html, {}, { status: 400, notice: 'request' });

  const today = todayInZone();
  const options = await eventSubmitOptions();
  const choices = { categories: options.categories.map((o) => o.id), venues: options.venues.map((o) => o.id) };
  const checked = validateEventSubmission(fields, choices, today);
  if (!checked.ok) return refused(html, fields, { status: 400, problems: checked.problems });
  const { data } = checked;
  // A bot's marks — the hidden field filled, no token, a forged one, one used at once or hours later — all get one
  // answer that names none of them, and nothing is stored.
  if (isHoneypotFilled(fields) || !isFormTokenFresh(fields[FORM_TOKEN_FIELD])) return refused(html, fields, { status: 400, notice: 'not_accepted' });
  // The proof of work last, so only a post that passed every other check spends a solution or an unproven turn.
  if (!(await admittedByProof(fields[PROOF_FIELD], clientAddress()))) return refused(html, fields, { status: 400, notice: 'not_accepted' });

  let image: { data: string; alt: string; credit: string } | undefined;
  if (data.image && fields.image instanceof Blob) {
    const prepared = await prepareImage(new Uint8Array(await fields.image.arrayBuffer()));
    if (!prepared.ok) return refused(html, fields, { status: 400, problems: { image: 'image' } });
    image = { data: prepared.data.toString('base64'), ...data.image };
  }

  const visitorKey = idempotencyKeyOf(request) ?? (typeof fields[IDEMPOTENCY_FIELD] === 'string' ? fields[IDEMPOTENCY_FIELD] : undefined);
  const key = upstreamIdempotencyKey({ form: 'event', client: clientAddress(), key: visitorKey && /^[\w-]{8,128}$/.test(visitorKey) ? visitorKey : randomUUID(), data: { ...data, image: image?.data.length } });
  const before = answeredBefore(key);
  if (before) return accepted(html, before);
  const categoryLabel = options.categories.find((o) => o.id === data.category)?.label;
  const duplicates = findDuplicates({ title: data.title, dates: data.pairs, ...('id' in data.venue ? { venueId: data.venue.id } : {}) }, [
    ...(await publishedEvents(today)),
    ...pendingEvents(),
  ]);
  const statusKey = eventSubmitKey('status')!;
  const status = statusSecret(key, statusKey);
  const entry = eventEntryInput(data, { categoryLabel, duplicates, status: { hash: status.hash, ref: key } });
  const result = await storeOrKeep({ key, entry, ...(image ? { image } : {}) });
  switch (result.kind) {
    case 'stored':
    case 'kept': {
      const token = statusToken(result.kind === 'stored' ? { entryId: result.id } : { outboxKey: key }, status.secret, statusKey);
      notifyReceived({ title: data.title, email: data.submitter.email, token });
      rememberAnswer(key, token);
      return accepted(html, token);
    }
    case 'busy':
    case 'unavailable':
      return refused(html, fields, { status: 503, notice: 'busy', retryAfterSeconds: result.retryAfterSeconds });
    case 'invalid':
      return refused(html, fields, { status: 400, notice: 'request' });
    case 'failed':
      return refused(html, fields, { status: 502, notice: 'request' });
  }
}
