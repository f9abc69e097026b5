/**
 * What a status link says (docs/product.md#submitting-an-event): received, approved with the public page, or
 * declined with the editor's reason. Read from the draft on the host (preview phases, the server's keys); a
 * submission still in this instance's outbox is received. A token whose secret does not match says nothing.
 */
import 'server-only';
import { DRAFT_PHASE, PUBLISHED_PHASE, type WireEntry } from '@/content-client/wire';
import { upstreamFormClient } from '@/lib/content/upstream';
import { submissionOf } from '@/lib/event-submit/entry';
import { entryPath } from '@/lib/text';
import { eventSubmitKey } from './submit-event-secret';
import { keptEvent } from './submit-event-store';
import { parseStatusToken, secretMatches } from './submit-event-status-token';

export type SubmissionStatus =
  | { state: 'received'; title: string }
  | { state: 'approved'; title: string; path: string }
  | { state: 'declined'; title: string; reason: string };

export function statusOfEntry(entry: Pick<WireEntry, 'id' | 'title' | 'phase' | 'elements'>, secret: string): SubmissionStatus | null {
  const record = submissionOf(entry);
  if (!record || !secretMatches(secret, record.status)) return null;
  if (entry.phase === PUBLISHED_PHASE) return { state: 'approved', title: entry.title, path: entryPath(entry) };
  if (record.decision?.state === 'declined') return { state: 'declined', title: entry.title, reason: record.decision.reason ?? '' };
  return { state: 'received', title: entry.title };
}

/** The status a token opens, or null (unknown, forged, or the host cannot say now: the page asks to try later). */
export async function submissionStatus(token: string): Promise<SubmissionStatus | null | 'unavailable'> {
  const parsed = parseStatusToken(token, eventSubmitKey('status'));
  if (!parsed) return null;
  let entryId: string;
  if ('outboxKey' in parsed.ref) {
    const kept = keptEvent(parsed.ref.outboxKey);
    if (!kept) return null;
    if ('entry' in kept) {
      const { title, elements = [] } = kept.entry;
      return statusOfEntry({ id: parsed.ref.outboxKey, title, phase: DRAFT_PHASE, elements: elements as WireEntry['elements'] }, parsed.secret);
    }
    entryId = kept.entryId;
  } else entryId = parsed.ref.entryId;
  try {
    const entry = await upstreamFormClient().entry(entryId, { preview: true });
    return entry ? statusOfEntry(entry, parsed.secret) : null;
  } catch (error) {
    console.error('Submission status: the content service did not answer', { error: error instanceof Error ? error.message : String(error) });
    return 'unavailable';
  }
}
