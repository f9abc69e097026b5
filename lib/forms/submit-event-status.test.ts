import { randomBytes } from 'node:crypto';
import { submissionElement } from '@/lib/event-submit/entry';
import { statusOfEntry } from './submit-event-status';
import { statusSecret } from './submit-event-status-token';

const { secret, hash } = statusSecret('submission-key', randomBytes(32));
const id = '0b5c1c5e-6f2a-4c1e-9a57-3d2f1e0c9b8a';
const entry = (phase: 1 | 4, decision?: { state: 'approved' | 'declined'; reason?: string }) => ({
  id,
  title: 'Lakeside Jazz',
  phase,
  elements: [{ ...submissionElement({ status: hash, ...(decision ? { decision: { ...decision, by: 'u', at: '2026-12-02T12:00:00Z' } } : {}) }), name: 'Submission' }] as never,
});

test('a draft is received, a published entry approved with its page, a declined draft says why', () => {
  expect(statusOfEntry(entry(1), secret)).toEqual({ state: 'received', title: 'Lakeside Jazz' });
  expect(statusOfEntry(entry(4, { state: 'approved' }), secret)).toEqual({ state: 'approved', title: 'Lakeside Jazz', path: `/entries/lakeside-jazz/${id}` });
  expect(statusOfEntry(entry(1, { state: 'declined', reason: 'Outside the valley.' }), secret)).toEqual({ state: 'declined', title: 'Lakeside Jazz', reason: 'Outside the valley.' });
});

test('another secret, or an entry that is no submission, says nothing', () => {
  expect(statusOfEntry(entry(1), statusSecret('other', randomBytes(32)).secret)).toBeNull();
  expect(statusOfEntry({ ...entry(4), elements: [] }, secret)).toBeNull();
});
