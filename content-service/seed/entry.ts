/** The one entry builder: ids, dates, types, groups, phase and public time are set the same way for all. */
import type { Phase, WireElement, WireEntry, WireRef, WireType } from '../../content-client/wire';
import { EDITOR_ID, stableId, stableInt } from './ids';
import { daysBefore } from './time';

export type MainType =
  | 'article'
  | 'deal'
  | 'dine'
  | 'event'
  | 'explore'
  | 'general'
  | 'hero'
  | 'home'
  | 'meetings'
  | 'notice'
  | 'professional'
  | 'resource'
  | 'section'
  | 'shop'
  | 'site'
  | 'stay'
  | 'webcam';
export type SubType = 'about' | 'here' | 'informational' | 'more' | 'media' | 'member';

const TYPE_NAMES: Record<MainType | SubType, string> = {
  article: 'Article',
  deal: 'Deal',
  dine: 'Dine',
  event: 'Event',
  explore: 'Explore',
  general: 'General',
  hero: 'Hero',
  home: 'Home',
  meetings: 'Meetings',
  notice: 'Notice',
  professional: 'Professional',
  resource: 'Resource',
  section: 'Section',
  shop: 'Shop',
  site: 'Site',
  stay: 'Stay',
  webcam: 'Webcam',
  about: 'About',
  here: 'Here',
  informational: 'Informational',
  more: 'More',
  media: 'Media',
  member: 'Member',
};

export type GroupId = 'featured' | 'spotlight';

export const GROUPS: { id: GroupId; name: string; prioritized: boolean }[] = [
  { id: 'featured', name: 'Featured', prioritized: true },
  { id: 'spotlight', name: 'Spotlight', prioritized: false },
];

export interface EntryInit {
  /** Stable key: the id is derived from it unless `id` is given (named site entries). */
  key: string;
  id?: string;
  title: string;
  type: MainType;
  subtype?: SubType;
  phase?: Phase;
  groups?: GroupId[];
  elements: WireElement[];
  contacts?: string[];
  /** Scheduled publication in the future (phase 3 only): days after `now`. */
  scheduleInDays?: number;
}

export function typeRef(id: MainType | SubType): WireType {
  return { id, name: TYPE_NAMES[id] };
}

export function entryId(key: string): string {
  return stableId(`entry:${key}`);
}

export function makeEntry(now: Date, init: EntryInit): WireEntry {
  const phase = init.phase ?? 4;
  const ageDays = 20 + stableInt(`age:${init.key}`, 500);
  const editDays = stableInt(`edit:${init.key}`, ageDays - 1) + 0.25;
  const initIso = daysBefore(now, ageDays);
  let publicIso = '';
  if (phase === 4 || phase === 0) publicIso = daysBefore(now, ageDays - 0.5);
  else if (init.scheduleInDays) publicIso = daysBefore(now, -init.scheduleInDays);
  const contacts: WireRef[] | undefined = init.contacts?.map((id) => ({ id }));
  return {
    id: init.id ?? entryId(init.key),
    date_time: { init: initIso, edit: daysBefore(now, editDays) },
    phase,
    public: publicIso,
    title: init.title,
    users: [EDITOR_ID],
    types: init.subtype ? [typeRef(init.type), typeRef(init.subtype)] : [typeRef(init.type)],
    elements: init.elements,
    ...(contacts ? { contacts } : {}),
    groups: init.groups ?? [],
  };
}
