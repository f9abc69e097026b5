/**
 * A submission as the draft event entry the host stores (phase 1: never shown publicly). What the public page
 * would show goes in the model's own elements; the submitter and a new venue go in `submission` (JSON), which no
 * view renders, for the editor, with what it may duplicate (./duplicates.ts).
 */
import type { WireElementInput, WireEntryInput } from '@/content-client/wire';
import { ELEMENT_IDS } from '@/lib/entries/element-ids';
import type { DuplicateFlag } from './duplicates';
import type { EventSubmission } from './validate';

export const SUBMISSION_ELEMENT = 'submission';
export const VENUE_ELEMENT = 'venue';
export const IMAGE_ELEMENT = ELEMENT_IDS.coverImage;

const plain = (id: string, data: string): WireElementInput => ({ id, type: 'text', preferences: { iana_type: 'text/plain' }, data });

export function eventEntryInput(
  submission: EventSubmission,
  { categoryLabel, fileId, duplicates = [] }: { categoryLabel?: string; fileId?: string; duplicates?: readonly DuplicateFlag[] } = {},
): WireEntryInput {
  const { venue, submitter, recurrence, timing } = submission;
  const elements: WireElementInput[] = [
    { id: ELEMENT_IDS.eventDatetime, type: 'datetime', preferences: { data_type: 'date/time' }, data: submission.pairs },
    plain(ELEMENT_IDS.body, submission.description),
    plain(ELEMENT_IDS.pricing, submission.free ? 'Free' : (submission.price ?? '')),
    plain(SUBMISSION_ELEMENT, JSON.stringify({ submitter, ...('name' in venue ? { venue } : {}), timing, recurrence, duplicates })),
  ];
  if (submission.url) elements.push(plain(ELEMENT_IDS.urlWebsite, submission.url));
  if (submission.category && categoryLabel) elements.push({ id: ELEMENT_IDS.category, type: 'option', data: [{ id: submission.category, text: categoryLabel }] });
  if ('id' in venue) elements.push({ id: VENUE_ELEMENT, type: 'entry', data: [{ id: venue.id }] });
  if (fileId) elements.push({ id: IMAGE_ELEMENT, type: 'file', data: [{ id: fileId }] });
  return { title: submission.title, phase: 1, types: ['event'], elements };
}
