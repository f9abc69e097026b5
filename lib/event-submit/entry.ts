/**
 * A submission as the draft event entry the host stores (phase 1: never shown publicly). What the public page
 * would show goes in the model's own elements; the submitter and a new venue go in `submission` (JSON), which no
 * view renders, for the editor, with what it may duplicate (./duplicates.ts).
 */
import type { WireElementInput, WireEntryInput } from '@/content-client/wire';
import { ELEMENT_IDS } from '@/lib/entries/element-ids';
import type { DuplicateFlag } from './duplicates';
import type { EventSubmission } from './validate';

export const SUBMISSION_ELEMENT = ELEMENT_IDS.submission;
export const VENUE_ELEMENT = ELEMENT_IDS.venue;
export const IMAGE_ELEMENT = ELEMENT_IDS.coverImage;

const plain = (id: string, data: string): WireElementInput => ({ id, type: 'text', preferences: { iana_type: 'text/plain' }, data });

export function eventEntryInput(
  submission: EventSubmission,
  { categoryLabel, fileId, duplicates = [], status }: { categoryLabel?: string; fileId?: string; duplicates?: readonly DuplicateFlag[]; status?: { hash: string; ref: string } } = {},
): WireEntryInput {
  const { venue, submitter, recurrence, timing } = submission;
  const elements: WireElementInput[] = [
    { id: ELEMENT_IDS.eventDatetime, type: 'datetime', preferences: { data_type: 'date/time' }, data: submission.pairs },
    plain(ELEMENT_IDS.body, submission.description),
    plain(ELEMENT_IDS.pricing, submission.free ? 'Free' : (submission.price ?? '')),
    plain(SUBMISSION_ELEMENT, JSON.stringify({ submitter, ...('name' in venue ? { venue } : {}), timing, recurrence, duplicates, ...(status ? { status: status.hash, ref: status.ref } : {}) })),
  ];
  if (submission.url) elements.push(plain(ELEMENT_IDS.urlWebsite, submission.url));
  if (submission.category && categoryLabel) elements.push({ id: ELEMENT_IDS.category, type: 'option', data: [{ id: submission.category, text: categoryLabel }] });
  if ('id' in venue) elements.push({ id: VENUE_ELEMENT, type: 'entry', data: [{ id: venue.id }] });
  if (fileId) elements.push({ id: IMAGE_ELEMENT, type: 'file', data: [{ id: fileId }] });
  return { title: submission.title, phase: 1, types: ['event'], elements };
}

/** What the `submission` element holds as the review queue and the status page read it. */
export interface SubmissionRecord {
  submitter?: { name?: string; email?: string; phone?: string };
  venue?: { name?: string; address?: string };
  duplicates?: DuplicateFlag[];
  /** Hex SHA-256 of the status link's secret. */
  status?: string;
  /** The submission's idempotency key, from which the site derives that secret again to mail the link. */
  ref?: string;
  decision?: { state: 'approved' | 'declined'; reason?: string; by: string; at: string };
}

/** The `submission` element of a stored entry, or null when it has none (not a submission). */
export function submissionOf(entry: { elements?: readonly { id: string; data?: unknown }[] }): SubmissionRecord | null {
  const data = entry.elements?.find((el) => el.id === SUBMISSION_ELEMENT)?.data;
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as SubmissionRecord) : null;
  } catch {
    return null;
  }
}

/** The `submission` element as a patch writes it. */
export const submissionElement = (record: SubmissionRecord): WireElementInput => plain(SUBMISSION_ELEMENT, JSON.stringify(record));

/**
 * The venue a submitter typed, as the public `where` element an approval writes (name, then address, one a line):
 * the `submission` element that held it is private and loses it then.
 */
export function whereElement(record: SubmissionRecord): WireElementInput | null {
  const name = record.venue?.name?.trim();
  const address = record.venue?.address?.trim();
  return name && address ? plain(ELEMENT_IDS.where, `${name}\n${address}`) : null;
}
