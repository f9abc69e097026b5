import { randomUUID } from 'node:crypto';
import { PUBLISHED_PHASE, PUBLISHING_LEVEL, type Phase, type WireEntry, type WireType, type WireUser } from '../../content-client/wire';
import { ApiError } from '../http/errors';
import type { Db } from '../store/db';
import { elementsOf } from './element-input';

const MAX_TITLE = 200;
const MAX_TYPES = 5;
const MAX_GROUPS = 10;
const TYPE_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const isPhase = (v: unknown): v is Phase => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 4;

function titleOf(value: unknown, bad: string[]): string {
  const title = typeof value === 'string' ? value.trim() : '';
  if (title === '' || title.length > MAX_TITLE) bad.push('title');
  return title;
}

/** A type by id as stored entries name it (the service has no type table of its own). */
function typesOf(db: Db, value: unknown, bad: string[]): WireType[] {
  const ids = Array.isArray(value) ? value.map((t) => (typeof t === 'string' ? t : isObj(t) ? t.id : null)) : [];
  if (ids.length === 0 || ids.length > MAX_TYPES || !ids.every((id): id is string => typeof id === 'string' && TYPE_ID.test(id))) {
    bad.push('types');
    return [];
  }
  const known = db.prepare("SELECT json_extract(doc, '$.types') AS types FROM entries e JOIN entry_types t ON t.entry_seq = e.seq WHERE t.type_id = ? LIMIT 1");
  return [...new Set(ids)].map((id) => {
    const row = known.get(id) as { types: string } | undefined;
    const found = row ? (JSON.parse(row.types) as WireType[]).find((t) => t.id === id) : undefined;
    if (!found) bad.push('types');
    return found ?? { id, name: id };
  });
}

function groupsOf(db: Db, value: unknown, bad: string[]): string[] {
  if (value === undefined) return [];
  const known = db.prepare('SELECT 1 FROM groups WHERE id = ?');
  if (!Array.isArray(value) || value.length > MAX_GROUPS || !value.every((g) => typeof g === 'string' && known.get(g))) {
    bad.push('groups');
    return [];
  }
  return [...new Set(value as string[])];
}

function phaseOf(value: unknown, fallback: Phase, bad: string[]): Phase {
  if (value === undefined) return fallback;
  if (!isPhase(value)) bad.push('phase');
  return isPhase(value) ? value : fallback;
}

/** Publishing, or changing what is published, takes the login of a user who may publish (Elebase's editors). */
function requirePublisher(user: WireUser | null): void {
  if (!user || user.level < PUBLISHING_LEVEL) throw new ApiError(403, 'publish_not_allowed');
}

function fail(bad: string[]): never {
  throw new ApiError(400, 'invalid_fields', [...new Set(bad)]);
}

/** A new entry from a `POST /entries` body (a draft unless an editor publishes it). */
export function newEntry(db: Db, body: unknown, user: WireUser | null, now: Date): WireEntry {
  const input = isObj(body) ? body : {};
  const bad: string[] = [];
  const title = titleOf(input.title, bad);
  const types = typesOf(db, input.types, bad);
  const elements = elementsOf(db, input.elements, bad);
  const groups = groupsOf(db, input.groups, bad);
  const phase = phaseOf(input.phase, 1, bad);
  if (bad.length > 0) fail(bad);
  if (phase === PUBLISHED_PHASE) requirePublisher(user);
  const time = now.toISOString();
  return {
    id: randomUUID(),
    date_time: { init: time, edit: time },
    phase,
    ...(phase === PUBLISHED_PHASE ? { public: time } : {}),
    title,
    users: user ? [user.id] : [],
    types,
    elements: elements.filter((el) => el.data !== null),
    groups,
  };
}

/** The stored entry with a `PUT /entries` body applied: given fields replace, elements by id (`data: null` drops one). */
export function patchedEntry(db: Db, current: WireEntry, body: Obj, user: WireUser | null, now: Date): WireEntry {
  const bad: string[] = [];
  const title = body.title === undefined ? current.title : titleOf(body.title, bad);
  const phase = phaseOf(body.phase, current.phase, bad);
  const groups = body.groups === undefined ? current.groups : groupsOf(db, body.groups, bad);
  const changes = elementsOf(db, body.elements, bad);
  if (bad.length > 0) fail(bad);
  if (phase === PUBLISHED_PHASE || current.phase === PUBLISHED_PHASE) requirePublisher(user);
  const byId = new Map(changes.map((el) => [el.id, el]));
  const kept = current.elements.flatMap((el) => {
    const change = byId.get(el.id);
    if (!change) return [el];
    byId.delete(el.id);
    return change.data === null ? [] : [{ ...el, ...change, name: change.name === change.id ? el.name : change.name }];
  });
  const added = [...byId.values()].filter((el) => el.data !== null);
  const time = now.toISOString();
  const publishedNow = phase === PUBLISHED_PHASE && current.phase !== PUBLISHED_PHASE;
  const users = user && !current.users.includes(user.id) ? [...current.users, user.id] : current.users;
  return {
    ...current,
    title,
    phase,
    groups,
    users,
    elements: [...kept, ...added] as WireEntry['elements'],
    date_time: { ...current.date_time, edit: time },
    ...(publishedNow ? { public: time } : {}),
  };
}
