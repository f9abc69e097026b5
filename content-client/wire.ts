/**
 * Elebase v1 wire shapes: one definition used by the client (`content-client/`) and by the embedded
 * Elebase-compatible service (`content-service/`). App code never reads these directly; `lib/` turns
 * them into app types first.
 */

export type Phase = 0 | 1 | 2 | 3 | 4;

/** Every phase but deleted (0): what preview shows, drafts to published. */
export const PREVIEW_PHASES: readonly Phase[] = [1, 2, 3, 4];

export type ElementType =
  | 'text'
  | 'id'
  | 'number'
  | 'boolean'
  | 'datetime'
  | 'option'
  | 'contact'
  | 'entry'
  | 'embed'
  | 'file'
  | 'geo';

/** `preferences.iana_type` of a text element. */
export type TextIanaType =
  | 'text/plain'
  | 'text/markdown'
  | 'text/html'
  | 'application/json'
  | 'application/geo+json';

export interface WireElementPreferences {
  iana_type?: TextIanaType;
  /** datetime elements: `date/time` (ISO timestamps, default), `date` (YYYY-MM-DD) or `time` (HH:MM). */
  data_type?: 'date/time' | 'date' | 'time';
  [key: string]: unknown;
}

export interface WireOption {
  id: string;
  text: string;
}

/** A [start, end] pair; start === end means a single value. */
export type WireDateRange = [string, string];

export interface WireRef {
  id: string;
  [key: string]: unknown;
}

export interface WireEntryRef extends WireRef {
  phase?: Phase;
  title?: string;
}

export interface WireEmbedItem {
  id: string;
  url: string;
  title?: string;
  description?: string;
  locale?: string;
  ip_attribution?: string;
}

export interface WireFile {
  id: string;
  name: string;
  title?: string;
  description?: string;
  ip_attribution?: string;
  locale?: string;
  /** IANA media type, e.g. image/jpeg, application/pdf */
  type: string;
  url: string;
  /** Pixel size of an image, when the host knows it. */
  width?: number;
  height?: number;
}

export interface WireGeoFeatureType {
  id: string;
  type: 'point' | 'path' | 'polygon';
  name: string;
  /** hex triplet without '#' */
  color: string;
  enabled?: boolean;
  default?: boolean;
  quantity?: [number, number];
  attributes?: { icon?: string; [key: string]: unknown };
}

export interface WireGeoFeature {
  id: string;
  ordinal?: number;
  type: WireGeoFeatureType;
  /** a GeoJSON geometry, as JSON text */
  json: string;
  text?: string;
  attributes?: Record<string, unknown>;
}

export interface WireGeoData {
  id: string;
  /** "lon,lat" */
  point?: string;
  zoom?: number;
  features: WireGeoFeature[];
}

interface WireElementBase {
  id: string;
  name: string;
  description?: string;
  enabled?: boolean;
  optional?: boolean;
  groups?: { element?: string[] };
  preferences?: WireElementPreferences;
  options?: WireOption[];
  /** Presentation data some elements carry (e.g. notices); JSON text or object. */
  appearance?: unknown;
}

export type WireElement =
  | (WireElementBase & { type: 'text' | 'id'; data: string | null })
  | (WireElementBase & { type: 'number'; data: number | null })
  | (WireElementBase & { type: 'boolean'; data: boolean | null })
  | (WireElementBase & { type: 'datetime'; data: WireDateRange[] | null })
  | (WireElementBase & { type: 'option'; data: WireOption[] | null })
  | (WireElementBase & { type: 'contact'; data: WireRef[] | null })
  | (WireElementBase & { type: 'entry'; data: WireEntryRef[] | null })
  | (WireElementBase & { type: 'embed'; data: WireEmbedItem[] | null })
  | (WireElementBase & { type: 'file'; data: WireFile[] | null })
  | (WireElementBase & { type: 'geo'; data: WireGeoData | null });

export interface WireType {
  id: string;
  name: string;
  groups?: { type?: string[] };
}

export interface WireEntry {
  id: string;
  date_time: { init: string; edit: string };
  phase: Phase;
  /** ISO publication time; empty or future means not public */
  public?: string;
  queued?: string;
  title: string;
  users: string[];
  types: WireType[];
  elements: WireElement[];
  contacts?: WireRef[];
  /** entry group ids (or objects with an id) */
  groups: Array<string | { id: string }>;
  key?: Record<string, unknown>;
  /** relevance, present when the request searched (order=score) */
  score?: number;
}

export interface WirePhone {
  id: string;
  country?: string;
  extension?: string;
  name?: string;
  number: { text: string; e164?: string; i18n?: string } | string;
}

export interface WireLocation {
  id: string;
  name?: string;
  /** ISO 3166-1 alpha-2 */
  country?: string;
  division?: { code?: string; text?: string };
  city?: string;
  postcode?: string;
  detail?: string;
  /** "lon,lat" */
  point?: string;
}

export interface WireContact {
  id: string;
  name?: { first?: string; last?: string };
  organization?: string;
  email?: string;
  url?: string;
  groups?: Array<string | { id: string }>;
  locations?: WireLocation[];
  phones?: WirePhone[];
}

export interface WireOEmbed {
  type: 'video' | 'photo' | 'rich' | 'link';
  version: '1.0';
  html?: string;
  title?: string;
  author_name?: string;
  provider_name?: string;
  thumbnail_url?: string;
  width?: number;
  height?: number;
  [key: string]: unknown;
}

export interface WireEmbedData {
  oembed: WireOEmbed;
}

export interface WireList<T> {
  index: T[];
  total: number;
}

export interface WireEnvelope<T> {
  data: T;
}

export interface WireErrorBody {
  error: { id: string; data: unknown };
}

export interface WireGeoErrorBody {
  error: { code?: string; info?: string; type?: string };
}

/** Phases a writer may set without an editor's login; 4 (published) needs a user of level 2 or more. */
export const DRAFT_PHASE: Phase = 1;
export const PUBLISHED_PHASE: Phase = 4;

/** User levels: 0 base, 1 contributor, 2 editor, 3 manager (editors and managers may publish). */
export type UserLevel = 0 | 1 | 2 | 3;
export const PUBLISHING_LEVEL: UserLevel = 2;

export interface WireUser {
  id: string;
  email: string;
  name: { first: string; last: string };
  level: UserLevel;
}

/** `POST /user/login` → a login token for the `<user>` slot of the Authorization header, bound to the caller's key. */
export interface WireLogin {
  id: string;
  token: string;
  /** ISO time after which the token is refused */
  expires: string;
  user: WireUser;
}

/** An element as a writer sends it: file elements name stored files by id (`data: [{id}]`). */
export type WireElementInput = Omit<WireElementBase, 'name'> & { name?: string; type: ElementType; data: unknown };

/** `POST /entries`: a new entry (its id, users and times are the service's). */
export interface WireEntryInput {
  title: string;
  phase?: Phase;
  types: Array<string | { id: string; name?: string }>;
  elements?: WireElementInput[];
  groups?: string[];
}

/** `PUT /entries`: the fields given replace the entry's; elements are replaced by id, `data: null` clears one. */
export interface WireEntryPatch {
  id: string;
  title?: string;
  phase?: Phase;
  elements?: WireElementInput[];
  groups?: string[];
}

/** `POST /files`: the file's bytes as base64, its type checked against them. */
export interface WireFileInput {
  name: string;
  type: string;
  data: string;
  title?: string;
  description?: string;
  ip_attribution?: string;
}

/** Form keys the service accepts under POST /forms/{key}. */
export const FORM_KEYS = ['consumer', 'contact', 'media', 'guide', 'member'] as const;
export type FormKey = (typeof FORM_KEYS)[number];

/** Usage-limit headers Elebase sends on every answer. */
export const USAGE_LIMIT_INFO_HEADER = 'X-Usage-Limit-Info';
export const USAGE_LIMIT_TIME_HEADER = 'X-Usage-Limit-Time';
