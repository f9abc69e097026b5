/**
 * What one write of the replica changed, entry by entry: the id, the types it had before (null: not held) and the
 * types it has after (null: removed). Every writer of the replica returns these, and the cache tags to expire, the
 * memories to forget and the change log all follow from them alone.
 */
export interface EntryChange {
  id: string;
  before: string[] | null;
  after: string[] | null;
}

export function changeKind(change: EntryChange): 'upsert' | 'delete' {
  return change.after === null ? 'delete' : 'upsert';
}
