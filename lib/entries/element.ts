/** Elements: wire → app, discriminated by type. Unknown types / malformed data get safe defaults. */
import type { DateDataType, DateRange } from '../dates';
import { arr, ids, isObj, num, obj, str } from './coerce';
import { normalizeGeoData } from './geo';
import { normalizeEmbeds, normalizeFiles } from './media';
import type { ContactRef, EntryElement, EntryRef, Option, Phase, TextFormat } from './types';

const TEXT_FORMATS: TextFormat[] = ['text/plain', 'text/markdown', 'text/html', 'application/json', 'application/geo+json'];
const DATA_TYPES: DateDataType[] = ['date/time', 'date', 'time'];

export function normalizeOption(value: unknown): Option | null {
  if (!isObj(value)) return null;
  const id = str(value.id);
  if (!id) return null;
  return { id, label: str(value.text ?? value.label).trim() || id };
}

export function normalizeOptions(value: unknown): Option[] {
  return arr(value).map(normalizeOption).filter((o): o is Option => o !== null);
}

/** Chosen options ordered by the element's option order (unknown ids last, in their given order). */
export function orderByOptions(chosen: Option[], options: Option[]): Option[] {
  const rank = new Map(options.map((o, i) => [o.id, i]));
  return chosen
    .map((o, i) => ({ o, i, r: rank.get(o.id) ?? options.length + i }))
    .sort((a, b) => a.r - b.r)
    .map(({ o }) => o);
}

function dateRanges(value: unknown): DateRange[] {
  const out: DateRange[] = [];
  for (const item of arr(value)) {
    if (typeof item === 'string' && item) out.push([item, item]);
    else if (Array.isArray(item) && typeof item[0] === 'string' && item[0]) {
      out.push([item[0], typeof item[1] === 'string' && item[1] ? item[1] : item[0]]);
    }
  }
  return out;
}

function phaseOf(value: unknown): Phase | null {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= 4 ? (n as Phase) : null;
}

function entryRefs(value: unknown): EntryRef[] {
  return arr(value)
    .map((v) => (isObj(v) ? v : { id: v }))
    .map((v) => ({ id: str(v.id), phase: phaseOf(v.phase), title: str(v.title) }))
    .filter((r) => r.id);
}

export function normalizeElement(wire: unknown): EntryElement | null {
  if (!isObj(wire)) return null;
  const id = str(wire.id);
  if (!id) return null;
  const preferences = obj(wire.preferences);
  const options = normalizeOptions(wire.options);
  const base = {
    id,
    name: str(wire.name).trim(),
    groups: ids(obj(wire.groups).element),
    options,
    preferences,
    ...(wire.appearance !== undefined ? { appearance: wire.appearance } : {}),
  };
  const data = wire.data;
  switch (wire.type) {
    case 'text': {
      const iana = preferences.iana_type as TextFormat;
      return { ...base, type: 'text', format: TEXT_FORMATS.includes(iana) ? iana : 'text/plain', data: str(data) };
    }
    case 'id':
      return { ...base, type: 'id', data: str(data) };
    case 'number':
      return { ...base, type: 'number', data: num(data) };
    case 'boolean':
      return { ...base, type: 'boolean', data: typeof data === 'boolean' ? data : null };
    case 'datetime': {
      const dt = preferences.data_type as DateDataType;
      return { ...base, type: 'datetime', dataType: DATA_TYPES.includes(dt) ? dt : 'date/time', data: dateRanges(data) };
    }
    case 'option':
      return { ...base, type: 'option', data: orderByOptions(normalizeOptions(data), options) };
    case 'contact':
      return { ...base, type: 'contact', data: ids(data).map((cid): ContactRef => ({ id: cid })) };
    case 'entry':
      return { ...base, type: 'entry', data: entryRefs(data) };
    case 'embed':
      return { ...base, type: 'embed', data: normalizeEmbeds(data) };
    case 'file':
      return { ...base, type: 'file', data: normalizeFiles(data) };
    case 'geo':
      return { ...base, type: 'geo', data: normalizeGeoData(data) };
    default:
      return null;
  }
}
