/**
 * The editors' review queue (docs/operations.md#submission-mail-and-the-review-queue): the drafts the event form stored, oldest first,
 * and an editor's decision on one. Approving publishes with the editor's own login (the host refuses anyone who may
 * not publish), drops the submitter's contacts from the entry (a typed venue becomes its public `where`), and runs the publish path so every instance lists it
 * at once; declining keeps the draft unpublished with the reason. Each decision is logged with who and when, and
 * the submitter is mailed.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';
import { ContentApiError } from '@/content-client';
import { DRAFT_PHASE, PUBLISHED_PHASE, type WireEntry } from '@/content-client/wire';
import { serverEnv } from '@/lib/config/server-config';
import { announcePublish, publishHere } from '@/lib/content/publish';
import { upstreamFormClient } from '@/lib/content/upstream';
import { ELEMENT_IDS } from '@/lib/entries/element-ids';
import { submissionElement, submissionOf, whereElement, type SubmissionRecord } from '@/lib/event-submit/entry';
import { entryPath } from '@/lib/text';
import { approvedMail, declinedMail } from './submit-event-mails';
import { eventSubmitKey } from './submit-event-secret';
import { storedStatusToken } from './submit-event-status-token';
import { sendMail } from './submit-mail';
import type { EditorSession } from './submit-review-session';

/** Drafts read for the queue: more wait only behind a flood, which the editors see as a full page. */
export const QUEUE_LIMIT = 200;
export const MAX_REASON = 1000;
const MAX_TITLE = 200;

export interface QueueItem {
  id: string;
  title: string;
  submitted: string;
  dates: [string, string][];
  record: SubmissionRecord;
  description: string;
}

function itemOf(entry: WireEntry): QueueItem | null {
  const record = submissionOf(entry);
  if (!record || record.decision || entry.phase !== DRAFT_PHASE) return null;
  const element = (id: string) => entry.elements.find((el) => el.id === id)?.data;
  const dates = element(ELEMENT_IDS.eventDatetime);
  const body = element(ELEMENT_IDS.body);
  return { id: entry.id, title: entry.title, submitted: entry.date_time.init, dates: Array.isArray(dates) ? (dates as [string, string][]) : [], record, description: typeof body === 'string' ? body : '' };
}

/** Oldest first: whoever has waited longest is answered first. */
export const queueOrder = (a: Pick<QueueItem, 'submitted' | 'id'>, b: Pick<QueueItem, 'submitted' | 'id'>): number =>
  a.submitted < b.submitted ? -1 : a.submitted > b.submitted ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Submissions waiting for a decision, oldest first. */
export async function reviewQueue(): Promise<QueueItem[]> {
  const list = await upstreamFormClient().entries({ type: 'event', phase: DRAFT_PHASE, limit: QUEUE_LIMIT, order: 'date_time.init' }, { preview: true });
  return list.index
    .map(itemOf)
    .filter((item): item is QueueItem => item !== null)
    .sort(queueOrder);
}

/** One waiting submission as the host stores it (for its preview), or null when it is not waiting. */
export async function queuedEntry(id: string): Promise<WireEntry | null> {
  const entry = await upstreamFormClient().entry(id, { preview: true });
  return entry && itemOf(entry) ? entry : null;
}

export type Decision = { kind: 'approve'; title: string } | { kind: 'decline'; reason: string };
export type DecisionResult = 'approved' | 'declined' | 'gone' | 'title_needed' | 'reason_needed' | 'not_editor' | 'expired' | 'failed';

function logDecision(state: string, id: string, session: EditorSession, at: string) {
  console.info(JSON.stringify({ time: at, level: 'info', source: 'site', event: 'submission_decided', state, entry: id, by: session.userId, editor: session.email }));
}

/** Applies an editor's decision on the draft `id`. */
export async function decide(session: EditorSession, id: string, decision: Decision): Promise<DecisionResult> {
  if (decision.kind === 'approve' && !decision.title.trim()) return 'title_needed';
  if (decision.kind === 'decline' && !decision.reason.trim()) return 'reason_needed';
  const client = upstreamFormClient();
  try {
    const entry = await client.entry(id, { preview: true });
    const item = entry ? itemOf(entry) : null;
    if (!item) return 'gone';
    const at = new Date().toISOString();
    const by = session.userId;
    const token = storedStatusToken(id, item.record, eventSubmitKey('status'));
    const email = item.record.submitter?.email;
    const origin = serverEnv().SITE_URL;
    if (decision.kind === 'approve') {
      const title = decision.title.trim().slice(0, MAX_TITLE);
      // What goes public keeps no contact of the submitter: only what the status page checks and the decision.
      const kept: SubmissionRecord = { ...(item.record.status ? { status: item.record.status } : {}), decision: { state: 'approved', by, at } };
      const where = whereElement(item.record);
      const elements = [submissionElement(kept), ...(where ? [where] : [])];
      const published = await client.updateEntry({ id, phase: PUBLISHED_PHASE, title, elements }, { user: session.token });
      const change = { ids: [id], types: ['event'], contacts: [], embeds: false, all: false };
      for (const tag of await publishHere(change)) revalidateTag(tag, { expire: 0 });
      await announcePublish(change).catch((error: unknown) => console.error('Approved submission: other instances not told', error));
      logDecision('approved', id, session, at);
      if (email && token) void sendMail(approvedMail(origin, email, title, token, entryPath(published)));
      return 'approved';
    }
    const reason = decision.reason.trim().slice(0, MAX_REASON);
    await client.updateEntry({ id, elements: [submissionElement({ ...item.record, decision: { state: 'declined', reason, by, at } })] }, { user: session.token });
    logDecision('declined', id, session, at);
    if (email && token) void sendMail(declinedMail(origin, email, item.title, token, reason));
    return 'declined';
  } catch (error) {
    if (error instanceof ContentApiError && error.status === 403) return 'not_editor';
    if (error instanceof ContentApiError && error.status === 401) return 'expired';
    console.error('Review decision failed', { entry: id, error: error instanceof Error ? error.message : String(error) });
    return 'failed';
  }
}
