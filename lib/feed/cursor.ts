/**
 * Opaque paging cursors. A cursor holds the sort key and id of the last record a page held, not an offset: the next
 * page starts after that record wherever it now is, so an edit, insertion or deletion meanwhile neither repeats nor
 * skips a record that stayed. It also holds a digest of the query, so a cursor cannot carry over to another query.
 */
import { createHash } from 'node:crypto';

export type SortKey = string | number;

export interface Position {
  key: SortKey;
  id: string;
}

interface CursorBody {
  k: SortKey;
  i: string;
  q: string;
}

/** The query a cursor belongs to: its parameters but the cursor, in a fixed order. */
export function queryDigest(query: Record<string, unknown>): string {
  const stable = Object.keys(query)
    .filter((key) => key !== 'cursor' && query[key] !== undefined)
    .sort()
    .map((key) => `${key}=${String(query[key])}`)
    .join('&');
  return createHash('sha256').update(stable).digest('base64url').slice(0, 12);
}

export function encodeCursor(position: Position, digest: string): string {
  return Buffer.from(JSON.stringify({ k: position.key, i: position.id, q: digest } satisfies CursorBody)).toString('base64url');
}

/** The position a cursor names, or null when it is not one this query gave out. */
export function decodeCursor(cursor: string, digest: string): Position | null {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { k, i, q } = body as Partial<CursorBody>;
  if ((typeof k !== 'string' && typeof k !== 'number') || typeof i !== 'string' || q !== digest) return null;
  if (typeof k === 'number' && !Number.isFinite(k)) return null;
  return { key: k, id: i };
}

const compareKeys = (a: SortKey, b: SortKey): number => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0);
const comparePositions = (a: Position, b: Position): number => compareKeys(a.key, b.key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Records in (key, id) order, so that a position is a place in the order whatever else changed. */
export function byPosition<T>(positionOf: (item: T) => Position): (a: T, b: T) => number {
  return (a, b) => comparePositions(positionOf(a), positionOf(b));
}

export interface Page<T> {
  items: T[];
  /** The cursor of the next page, null on the last. */
  next: string | null;
}

/** One page of records sorted with `byPosition`: those after `after`, at most `size`. */
export function pageAfter<T>(sorted: readonly T[], positionOf: (item: T) => Position, after: Position | null, size: number, digest: string): Page<T> {
  const found = after ? sorted.findIndex((item) => comparePositions(positionOf(item), after) > 0) : 0;
  const from = found === -1 ? sorted.length : found;
  const items = sorted.slice(from, from + size);
  const last = items.at(-1);
  return { items, next: from + size < sorted.length && last ? encodeCursor(positionOf(last), digest) : null };
}
