import { createHash, randomUUID } from 'node:crypto';
import type { FormKey } from '../../content-client/wire';
import type { FormData } from '../forms/validate';
import type { Db } from './db';
import { answerOnce, type StoredAnswer } from './idempotency';
import type { Page } from './list-params';

export interface Submission {
  id: string;
  form: FormKey;
  created: string;
}

export interface SubmissionRecord extends Submission {
  data: FormData;
}

/** The validated submission as a digest, keys sorted: what an idempotency key is bound to. */
function requestDigest(data: FormData): string {
  const sorted = Object.keys(data)
    .sort()
    .map((key) => [key, data[key]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/**
 * Store a validated submission and build the answer, all in one transaction (committed before this
 * returns, with synchronous=FULL), once per idempotency key (`answerOnce`).
 * Newsletter (consumer) subscriptions are stored once per (email, tag): a repeat answers the existing id.
 */
export function storeSubmission(
  db: Db,
  form: FormKey,
  data: FormData,
  idempotencyKey: string | null,
  now: () => Date = () => new Date(),
): StoredAnswer {
  const request = requestDigest(data);
  return db
    .transaction((): StoredAnswer => {
      const created = now().toISOString();
      return answerOnce(db, form, idempotencyKey, request, created, () => {
        const submission = form === 'consumer' ? subscribe(db, data, now) : insert(db, form, data, now);
        return { status: 201, body: JSON.stringify({ data: submission }) };
      });
    })
    .immediate();
}

function insert(db: Db, form: FormKey, data: FormData, now: () => Date): Submission {
  const submission: Submission = { id: randomUUID(), form, created: now().toISOString() };
  db.prepare('INSERT INTO form_submissions (id, form, created, data) VALUES (?, ?, ?, ?)').run(
    submission.id,
    form,
    submission.created,
    JSON.stringify(data),
  );
  return submission;
}

function subscribe(db: Db, data: FormData, now: () => Date): Submission {
  const email = String(data.email).toLowerCase();
  const tags = data.tags as string[];
  const existing = db.prepare<[string, string], { submission_id: string }>(
    'SELECT submission_id FROM newsletter_subscriptions WHERE email_lc = ? AND tag = ?',
  );
  const newTags = tags.filter((tag) => !existing.get(email, tag));
  if (newTags.length === 0) {
    const id = existing.get(email, tags[0])!.submission_id;
    const row = db.prepare('SELECT created FROM form_submissions WHERE id = ?').get(id) as { created: string };
    return { id, form: 'consumer', created: row.created };
  }
  const submission = insert(db, 'consumer', { ...data, tags: newTags }, now);
  const add = db.prepare('INSERT INTO newsletter_subscriptions (email_lc, tag, submission_id) VALUES (?, ?, ?)');
  for (const tag of newTags) add.run(email, tag, submission.id);
  return submission;
}

export function listSubmissions(db: Db, form: FormKey, page: Page): { index: SubmissionRecord[]; total: number } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM form_submissions WHERE form = ?').get(form) as { n: number }).n;
  const rows = db
    .prepare('SELECT id, form, created, data FROM form_submissions WHERE form = ? ORDER BY seq LIMIT ? OFFSET ?')
    .all(form, page.limit, (page.page - 1) * page.limit) as { id: string; form: FormKey; created: string; data: string }[];
  return { index: rows.map((r) => ({ ...r, data: JSON.parse(r.data) })), total };
}
