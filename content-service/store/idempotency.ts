import { ApiError } from '../http/errors';
import type { Db } from './db';

/** An answer as it was first given, so a retry gets the same bytes. */
export interface StoredAnswer {
  status: number;
  body: string;
}

/**
 * Call inside a write transaction. With a key, a repeat of the same request (`request`: a digest of what was asked)
 * returns the first answer unchanged; another request under a used key is refused (422 `idempotency_key_reused`),
 * never answered with the first one's 201. `scope` keeps one caller's forms and entries apart (a form key, or
 * `entries`, `files`). Rows written before digests were kept carry '' and replay as before.
 */
export function answerOnce(
  db: Db,
  scope: string,
  key: string | null,
  request: string,
  created: string,
  produce: () => StoredAnswer,
): StoredAnswer {
  if (key !== null) {
    const previous = db
      .prepare('SELECT status, response, request FROM form_idempotency WHERE form = ? AND key = ?')
      .get(scope, key) as { status: number; response: string; request: string } | undefined;
    if (previous && previous.request !== '' && previous.request !== request) throw new ApiError(422, 'idempotency_key_reused');
    if (previous) return { status: previous.status, body: previous.response };
  }
  const answer = produce();
  if (key !== null) {
    db.prepare('INSERT INTO form_idempotency (form, key, status, response, created, request) VALUES (?, ?, ?, ?, ?, ?)').run(
      scope,
      key,
      answer.status,
      answer.body,
      created,
      request,
    );
  }
  return answer;
}
