import type { ElementType, WireElement, WireElementInput } from '../../content-client/wire';
import type { Db } from '../store/db';
import { filesById } from '../store/files';

/** Bounds of one written entry: the 64 kB body bounds it too, these keep each part sane. */
const MAX_ELEMENTS = 60;
const MAX_TEXT = 20_000;
const MAX_ITEMS = 50;
const MAX_DATE_PAIRS = 400;
const MAX_FILES = 10;
const ID = /^[a-z0-9][a-z0-9._-]{0,79}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
const IANA_TYPES = ['text/plain', 'text/markdown', 'text/html', 'application/json', 'application/geo+json'];
const DATA_TYPES = ['date/time', 'date', 'time'];
/** What a writer may send; embeds and geo data come from the editors' own tools. */
const WRITABLE: readonly ElementType[] = ['text', 'id', 'number', 'boolean', 'datetime', 'option', 'contact', 'entry', 'file'];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const isRefList = (v: unknown, max: number): v is Obj[] => Array.isArray(v) && v.length <= max && v.every((item) => isObj(item) && isText(item.id, 80) && ID.test(item.id as string));

function preferencesOf(type: ElementType, value: unknown): WireElement['preferences'] | null | undefined {
  if (value === undefined) return undefined;
  if (!isObj(value)) return null;
  const out: Obj = {};
  for (const [key, v] of Object.entries(value)) {
    if (type === 'text' && key === 'iana_type' && IANA_TYPES.includes(v as string)) out.iana_type = v;
    else if (type === 'datetime' && key === 'data_type' && DATA_TYPES.includes(v as string)) out.data_type = v;
    else return null;
  }
  return out as WireElement['preferences'];
}

function datePoint(value: unknown, dataType: unknown): number | null {
  if (typeof value !== 'string') return null;
  const pattern = dataType === 'date' ? DAY : dataType === 'time' ? TIME : TIMESTAMP;
  if (!pattern.test(value)) return null;
  if (dataType === 'time') return Number(value.slice(0, 2)) * 60 + Number(value.slice(3));
  const ms = Date.parse(dataType === 'date' ? `${value}T00:00:00Z` : value);
  return Number.isNaN(ms) ? null : ms;
}

/** The element's data when valid for its type (null clears it); undefined when invalid. */
function dataOf(db: Db, type: ElementType, data: unknown, dataType: unknown): unknown {
  if (data === null) return null;
  switch (type) {
    case 'text':
    case 'id':
      return isText(data, MAX_TEXT) ? data : undefined;
    case 'number':
      return typeof data === 'number' && Number.isFinite(data) ? data : undefined;
    case 'boolean':
      return typeof data === 'boolean' ? data : undefined;
    case 'datetime': {
      if (!Array.isArray(data) || data.length > MAX_DATE_PAIRS) return undefined;
      const ok = data.every((pair) => {
        if (!Array.isArray(pair) || pair.length !== 2) return false;
        const [start, end] = [datePoint(pair[0], dataType), datePoint(pair[1], dataType)];
        return start !== null && end !== null && end >= start;
      });
      return ok ? data.map(([start, end]) => [start, end]) : undefined;
    }
    case 'option':
      return isRefList(data, MAX_ITEMS) && data.every((o) => isText(o.text, 200)) ? data.map((o) => ({ id: o.id, text: o.text })) : undefined;
    case 'contact':
    case 'entry':
      return isRefList(data, MAX_ITEMS) ? data.map((ref) => ({ id: ref.id })) : undefined;
    case 'file': {
      if (!isRefList(data, MAX_FILES)) return undefined;
      const files = filesById(db, data.map((ref) => ref.id as string));
      return files.length === data.length ? files : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Check written elements; each bad one is named `elements.{id}` (or `elements[{i}]` without a usable id). Stored
 * files are resolved, so an entry carries the file objects a reader expects.
 */
export function elementsOf(db: Db, value: unknown, bad: string[]): WireElement[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_ELEMENTS) {
    bad.push('elements');
    return [];
  }
  const seen = new Set<string>();
  const out: WireElement[] = [];
  value.forEach((raw: unknown, i) => {
    const el = (isObj(raw) ? raw : {}) as Partial<Record<keyof WireElementInput, unknown>>;
    const id = typeof el.id === 'string' && ID.test(el.id) && !seen.has(el.id) ? el.id : null;
    const type = WRITABLE.includes(el.type as ElementType) ? (el.type as ElementType) : null;
    const preferences = type ? preferencesOf(type, el.preferences) : null;
    const name = el.name === undefined ? id : isText(el.name, 200) ? el.name : null;
    const data = type && preferences !== null ? dataOf(db, type, el.data, preferences?.data_type) : undefined;
    if (!id || !type || preferences === null || name === null || data === undefined) {
      bad.push(id ? `elements.${id}` : `elements[${i}]`);
      return;
    }
    seen.add(id);
    out.push({ id, type, name: name ?? id, ...(preferences ? { preferences } : {}), data } as WireElement);
  });
  return out;
}
