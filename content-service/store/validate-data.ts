import type { SeedData } from './seed-data';

/** A data file that does not have the Elebase shape; `problems` name the item and the field. */
export class DataShapeError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid content data:\n  ${problems.join('\n  ')}`);
  }
}

const MAX_PROBLEMS = 25;
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string' && v !== '';

function label(kind: string, index: number, item: unknown): string {
  const id = isObj(item) && isStr(item.id) ? ` (id "${item.id}")` : '';
  return `${kind}[${index}]${id}`;
}

/**
 * Minimal shape check of an import file `{entries, contacts, groups?, featureTypes?}`. Fills in a missing
 * `date_time` with `now` and missing `groups`/`elements` with []; everything else must be present.
 */
export function validateData(value: unknown, now = new Date()): SeedData {
  const problems: string[] = [];
  const problem = (text: string) => problems.length < MAX_PROBLEMS && problems.push(text);
  if (!isObj(value)) throw new DataShapeError(['the file must hold a JSON object {"entries": [...], "contacts": [...]}']);
  const list = (key: string, required: boolean): unknown[] => {
    const v = value[key];
    if (v === undefined && !required) return [];
    if (!Array.isArray(v)) {
      problem(`"${key}" must be an array`);
      return [];
    }
    return v;
  };
  const entries = list('entries', true);
  const contacts = list('contacts', true);
  const groups = list('groups', false);
  const featureTypes = list('featureTypes', false);

  entries.forEach((entry, i) => {
    const at = label('entries', i, entry);
    if (!isObj(entry)) return problem(`${at}: must be an object`);
    if (!isStr(entry.id)) problem(`${at}: "id" must be a non-empty string`);
    if (!Number.isInteger(entry.phase) || (entry.phase as number) < 0 || (entry.phase as number) > 4)
      problem(`${at}: "phase" must be an integer 0-4`);
    if (typeof entry.title !== 'string') problem(`${at}: "title" must be a string`);
    if (!Array.isArray(entry.types) || !entry.types.every((t) => isObj(t) && isStr(t.id)))
      problem(`${at}: "types" must be an array of {id, name}`);
    if (entry.elements === undefined) entry.elements = [];
    if (!Array.isArray(entry.elements)) problem(`${at}: "elements" must be an array`);
    else
      entry.elements.forEach((el, j) => {
        if (!isObj(el) || !isStr(el.id) || !isStr(el.type)) problem(`${at}: "elements[${j}]" must be an object with string "id" and "type"`);
      });
    if (entry.groups === undefined) entry.groups = [];
    if (!Array.isArray(entry.groups) || !entry.groups.every((g) => isStr(g) || (isObj(g) && isStr(g.id))))
      problem(`${at}: "groups" must be an array of ids or {id} objects`);
    if (entry.users === undefined) entry.users = [];
    if (entry.date_time === undefined) entry.date_time = { init: now.toISOString(), edit: now.toISOString() };
    const dt = entry.date_time;
    if (!isObj(dt) || !isStr(dt.init) || !isStr(dt.edit)) problem(`${at}: "date_time" must be {init, edit} ISO strings`);
  });
  contacts.forEach((contact, i) => {
    if (!isObj(contact) || !isStr(contact.id)) problem(`${label('contacts', i, contact)}: must be an object with a string "id"`);
  });
  groups.forEach((group, i) => {
    const at = label('groups', i, group);
    if (!isObj(group) || !isStr(group.id)) return problem(`${at}: must be an object with a string "id"`);
    if (typeof group.name !== 'string') problem(`${at}: "name" must be a string`);
    if (group.prioritized === undefined) group.prioritized = false;
    if (typeof group.prioritized !== 'boolean') problem(`${at}: "prioritized" must be a boolean`);
  });
  featureTypes.forEach((type, i) => {
    const at = label('featureTypes', i, type);
    if (!isObj(type) || !isStr(type.id)) return problem(`${at}: must be an object with a string "id"`);
    if (!['point', 'path', 'polygon'].includes(type.type as string)) problem(`${at}: "type" must be point, path or polygon`);
  });
  if (problems.length) throw new DataShapeError(problems);
  return { entries, contacts, groups, featureTypes } as SeedData;
}
