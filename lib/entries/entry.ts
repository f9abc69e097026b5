/** Entries: wire → app (`normalizeEntry`). Never throws; returns null only when there is no entry id. */
import { arr, ids, isObj, num, obj, str } from './coerce';
import { imageSrc } from '../validators';
import { normalizeElement } from './element';
import { DEFAULT_PRIORITIZED_GROUPS, ELEMENT_IDS } from './element-ids';
import type { Entry, EntryElement, Phase } from './types';

export interface NormalizeOptions {
  /** Group ids whose entries are prioritized (sort first under order=priority). */
  prioritizedGroups?: readonly string[];
  /** Position in the answer (client-set ordering). */
  ordinal?: number;
}

function phaseOf(value: unknown): Phase {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= 4 ? (n as Phase) : 0;
}

function coverImage(element: Record<string, EntryElement>): string | null {
  const cover = element[ELEMENT_IDS.coverImage];
  // Only image-pattern URLs (docs/product.md#text-links-and-images): a hostile cover or webcam URL never reaches an <img src>.
  if (cover?.type === 'file') {
    const image = cover.data.map((f) => (f.isImage ? imageSrc(f.url) : null)).find(Boolean);
    if (image) return image;
  }
  const webcam = element[ELEMENT_IDS.urlWebcam];
  return webcam?.type === 'text' ? imageSrc(webcam.data) : null;
}

/** What orders a list and decides an entry's visibility: read from the wire without normalizing the rest. */
export type EntryKeys = Pick<Entry, 'id' | 'title' | 'prioritized' | 'ordinal' | 'score' | 'phase'>;

function entryKeys(wire: Record<string, unknown>, id: string, options: NormalizeOptions): EntryKeys {
  const groups = ids(wire.groups);
  const prioritized = options.prioritizedGroups ?? DEFAULT_PRIORITIZED_GROUPS;
  return {
    id,
    title: str(wire.title).trim(),
    prioritized: groups.some((g) => prioritized.includes(g)),
    ordinal: options.ordinal ?? 0,
    score: num(wire.score),
    phase: phaseOf(wire.phase),
  };
}

export function normalizeEntry(wire: unknown, options: NormalizeOptions = {}): Entry | null {
  if (!isObj(wire)) return null;
  const id = str(wire.id);
  if (!id) return null;
  const keys = entryKeys(wire, id, options);
  const types = arr(wire.types)
    .map((t) => (isObj(t) ? str(t.id) : str(t)))
    .filter(Boolean);
  const elements = arr(wire.elements)
    .map(normalizeElement)
    .filter((e): e is EntryElement => e !== null);
  const element: Record<string, EntryElement> = {};
  for (const el of elements) if (!(el.id in element)) element[el.id] = el;
  const category = element[ELEMENT_IDS.category];
  const dateTime = obj(wire.date_time);

  return {
    ...keys,
    sourceId: id,
    type: types[0] ?? '',
    subtype: types[1] ?? null,
    types,
    categories: category?.type === 'option' ? category.data : [],
    dates: { created: str(dateTime.init), edited: str(dateTime.edit), published: str(wire.public) },
    elements,
    element,
    formatted: true,
    image: coverImage(element),
    groups: ids(wire.groups),
    contacts: ids(wire.contacts),
    occurrence: null,
  };
}

/** An entry of a list answer: its keys at once, the whole entry normalized on first use (a list orders up to 500 entries and shows a page of them). */
export interface ListedEntry extends EntryKeys {
  entry(): Entry;
}

/**
 * A single entry, an array, or a list answer `{index, total}` → listed entries with ordinal = index.
 * `total` is the answer's total when numeric, else 0.
 */
export function listedEntries(answer: unknown, options: Omit<NormalizeOptions, 'ordinal'> = {}): { entries: ListedEntry[]; total: number } {
  const items = Array.isArray(answer) ? answer : arr(obj(answer).index);
  const entries: ListedEntry[] = [];
  items.forEach((item, ordinal) => {
    const id = isObj(item) ? str(item.id) : '';
    if (!id) return;
    const whole = { ...options, ordinal };
    let normalized: Entry | undefined;
    entries.push({ ...entryKeys(item as Record<string, unknown>, id, whole), entry: () => (normalized ??= normalizeEntry(item, whole)!) });
  });
  const total = Array.isArray(answer) ? entries.length : (num(obj(answer).total) ?? 0);
  return { entries, total };
}

/** The same, every entry normalized. */
export function normalizeEntryList(answer: unknown, options: Omit<NormalizeOptions, 'ordinal'> = {}): { entries: Entry[]; total: number } {
  const { entries, total } = listedEntries(answer, options);
  return { entries: entries.map((listed) => listed.entry()), total };
}
