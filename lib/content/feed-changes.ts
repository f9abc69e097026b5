import 'server-only';
import { decodeCursor, encodeCursor } from '@/lib/feed/cursor';
import { pageSizeOf } from '@/lib/feed/param-values';
import type { ChangesQuery } from '@/lib/feed/params';
import type { Parsed } from '@/lib/feed/query-params';
import type { Change } from '@/lib/feed/changes-record';
import { feedContext } from './feed-context';
import { NOT_RECORDS } from './feed-entry';
import { replicaChanges } from './replica';

/** Change cursors belong to no query: any page size may follow any cursor. */
const CHANGES = 'changes';

/**
 * One page of /api/v1/changes (docs/product.md#the-open-feed): the replica's change log after the cursor, oldest
 * first, as RPDE-style items. Positions are this instance's log sequence numbers.
 */
export function feedChanges(query: ChangesQuery, now = new Date()): Parsed<{ items: Change[]; next: string; license: string; attribution: string }> {
  const after = query.after ? decodeCursor(query.after, CHANGES) : { key: 0, id: '' };
  if (!after || typeof after.key !== 'number' || after.key < 0 || !Number.isSafeInteger(after.key)) {
    return { ok: false, message: 'after: is not a cursor of the change feed (start again without it).' };
  }
  const rows = replicaChanges(after.key, pageSizeOf(query.limit));
  const { siteUrl, license, attribution } = feedContext(now);
  const items = rows
    .filter((row) => !NOT_RECORDS.has(row.types[0] ?? ''))
    .map((row): Change => ({
      id: row.id,
      state: row.kind === 'delete' ? 'deleted' : 'updated',
      kind: row.types[0] ?? '',
      modified: row.at,
      url: row.kind === 'delete' ? null : new URL(`/api/v1/entries/${encodeURIComponent(row.id)}`, `${siteUrl}/`).toString(),
    }));
  const last = rows.at(-1)?.seq ?? after.key;
  return { ok: true, value: { items, next: encodeCursor({ key: last, id: '' }, CHANGES), license, attribution } };
}
