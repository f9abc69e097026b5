import { SourceFormatError, type ConditionItem, type ConditionKind } from './types';

/**
 * Reading agencies' JSON defensively: every answer is untrusted, so fields are taken only when they have the
 * documented type, text is trimmed and bounded, and an answer that is too big or not JSON is refused whole.
 */

/** Bigger answers are refused (a normal one is a few kB to a few hundred kB). */
export const MAX_ANSWER_BYTES = 2_000_000;
/** More items than this in one answer is not a real answer for one town. */
export const MAX_ITEMS = 200;
const MAX_TEXT = 4_000;

export function parseJsonText(text: string, maxBytes: number = MAX_ANSWER_BYTES): unknown {
  if (text.length > maxBytes || new TextEncoder().encode(text).length > maxBytes) throw new SourceFormatError(`answer is over ${maxBytes} bytes`);
  try {
    return JSON.parse(text);
  } catch {
    throw new SourceFormatError('answer is not JSON');
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Plain text: strings only, whitespace runs kept as the agency wrote line breaks, bounded. */
export function text(value: unknown, max: number = MAX_TEXT): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.replace(/\r\n?/g, '\n').trim();
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed;
}

export function finite(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** An ISO time from an ISO string or epoch milliseconds; anything else null. */
export function isoTime(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  if (typeof value !== 'string' || value.trim() === '') return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** An https link (agencies' own pages); anything else null, so no script or data URL reaches a page. */
export function httpsUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The list an answer holds, refused when it is not a list or longer than MAX_ITEMS. */
export function listOf(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new SourceFormatError(`${what} is not a list`);
  if (value.length > MAX_ITEMS) throw new SourceFormatError(`${what} has over ${MAX_ITEMS} items`);
  return value;
}

/** A row the adapter recognised (it has the fields of the agency's documented shape) but does not show: expired,
 * cancelled, replaced, out of range. Unlike null (a row it cannot read), it counts as understood. */
export const NOT_SHOWN = Symbol('not shown');
export type RowReading = ConditionItem | typeof NOT_SHOWN | null;

/**
 * The items of an answer's list. An answer whose rows are all unreadable is a format error, not "nothing right
 * now": the agency changed its shape (or the address answers something else), and an empty section would pass
 * for current.
 */
export function readItems(values: unknown[], what: string, read: (value: unknown) => RowReading): ConditionItem[] {
  const readings = values.map(read);
  if (values.length > 0 && readings.every((reading) => reading === null)) {
    throw new SourceFormatError(`none of the ${values.length} ${what} has the documented fields`);
  }
  return readings.filter((reading): reading is ConditionItem => reading !== null && reading !== NOT_SHOWN);
}

/** An item with every optional field empty, for adapters to fill in. */
export function blankItem(kind: ConditionKind, id: string, title: string): ConditionItem {
  return {
    id,
    kind,
    title,
    summary: '',
    detail: '',
    instruction: '',
    level: 0,
    levelLabel: '',
    issued: null,
    starts: null,
    ends: null,
    url: null,
    area: '',
    point: null,
    miles: null,
    direction: '',
    color: '',
  };
}
