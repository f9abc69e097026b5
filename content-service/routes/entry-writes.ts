import { createHash } from 'node:crypto';
import type { WireEntry } from '../../content-client/wire';
import { data } from '../http/answer';
import { ApiError } from '../http/errors';
import { idempotencyKey } from '../http/idempotency-key';
import { upsertEntry } from '../store/entries';
import { answerOnce, type StoredAnswer } from '../store/idempotency';
import { newEntry, patchedEntry } from '../writes/entry-input';
import type { Handler } from './types';

function storedEntry(ctx: Parameters<Handler>[0], id: unknown): WireEntry {
  const row = typeof id === 'string' ? (ctx.db.prepare('SELECT doc FROM entries WHERE id = ?').get(id) as { doc: string } | undefined) : undefined;
  if (!row) throw new ApiError(404, 'entry_not_found');
  return JSON.parse(row.doc) as WireEntry;
}

/**
 * `POST /entries`: a new entry, a draft (phase 1) unless the caller's user may publish; 201 with it once committed.
 * An Idempotency-Key makes a retry create it once (the same body again gets the first answer).
 */
export const createEntry: Handler = (ctx) => {
  const user = ctx.user();
  const request = createHash('sha256').update(ctx.bodyText).digest('hex');
  const key = idempotencyKey(ctx.headers);
  return ctx.db
    .transaction((): StoredAnswer => {
      const now = new Date();
      return answerOnce(ctx.db, 'entries', key, request, now.toISOString(), () => {
        const entry = newEntry(ctx.db, ctx.body(), user, now);
        upsertEntry(ctx.db, entry);
        return data(entry, 201) as StoredAnswer;
      });
    })
    .immediate();
};

/** `PUT /entries` `{id, …}`: change an entry's phase and fields; what is or becomes published takes an editor's login. */
export const updateEntry: Handler = (ctx) => {
  const user = ctx.user();
  const body = ctx.body();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'invalid_fields', ['id']);
  const patch = body as Record<string, unknown>;
  return ctx.db
    .transaction(() => {
      const entry = patchedEntry(ctx.db, storedEntry(ctx, patch.id), patch, user, new Date());
      upsertEntry(ctx.db, entry);
      return data(entry);
    })
    .immediate();
};
