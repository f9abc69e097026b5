/**
 * App types for Elebase content. Components read these, never the wire shapes.
 */
import type { Phase, TextIanaType } from '@/content-client/wire';
import type { DateDataType, DateRange } from '../dates';

export type { Phase, DateRange, DateDataType };
export type TextFormat = TextIanaType;

/** A chosen or available option (categories, hero media…). */
export interface Option {
  id: string;
  label: string;
}

export interface Embed {
  id: string;
  url: string;
  title: string;
  description: string;
  locale: string;
  attribution: string;
  /** description and attribution joined by ' – ' */
  caption: string;
}

export interface FileItem {
  id: string;
  name: string;
  title: string;
  description: string;
  attribution: string;
  locale: string;
  /** IANA media type */
  type: string;
  url: string;
  caption: string;
  isImage: boolean;
  /** Pixel width, when the host measured the image. */
  width?: number;
}

export interface EntryRef {
  id: string;
  phase: Phase | null;
  title: string;
}

export interface ContactRef {
  id: string;
}

export type GeoKind = 'point' | 'path' | 'polygon';

export interface GeoFeature {
  id: string;
  ordinal: number;
  kind: GeoKind;
  typeId: string;
  typeName: string;
  /** '#rrggbb' */
  color: string;
  icon: string | null;
  geometry: GeoJSON.Geometry;
  text: string;
}

export interface GeoData {
  id: string;
  /** [longitude, latitude] */
  point: [number, number] | null;
  zoom: number | null;
  features: GeoFeature[];
}

interface ElementBase {
  id: string;
  name: string;
  groups: string[];
  options: Option[];
  preferences: Record<string, unknown>;
  /** Raw presentation data (notices: JSON text or object); parse with lib/notices. */
  appearance?: unknown;
}

export type EntryElement =
  | (ElementBase & { type: 'text'; format: TextFormat; data: string })
  | (ElementBase & { type: 'id'; data: string })
  | (ElementBase & { type: 'number'; data: number | null })
  | (ElementBase & { type: 'boolean'; data: boolean | null })
  | (ElementBase & { type: 'datetime'; dataType: DateDataType; data: DateRange[] })
  | (ElementBase & { type: 'option'; data: Option[] })
  | (ElementBase & { type: 'contact'; data: ContactRef[] })
  | (ElementBase & { type: 'entry'; data: EntryRef[] })
  | (ElementBase & { type: 'embed'; data: Embed[] })
  | (ElementBase & { type: 'file'; data: FileItem[] })
  | (ElementBase & { type: 'geo'; data: GeoData | null });

export type ElementType = EntryElement['type'];
export type ElementOf<T extends ElementType> = Extract<EntryElement, { type: T }>;

export interface Entry {
  /** Unique id in a list; recurring occurrences are `sourceId::YYYY-MM-DD`. */
  id: string;
  /** The Elebase entry id (use for links and fetching). */
  sourceId: string;
  /** Main type id (first of `types`). */
  type: string;
  /** Sub-type id for article/resource (second of `types`), else null. */
  subtype: string | null;
  types: string[];
  title: string;
  /** Chosen options of the `category` element, in the element's option order. */
  categories: Option[];
  dates: { created: string; edited: string; published: string };
  elements: EntryElement[];
  /** Elements by id (the SDK's `key.element`). */
  element: Record<string, EntryElement>;
  formatted: true;
  /** Cover image URL, else the webcam URL, else null. */
  image: string | null;
  prioritized: boolean;
  phase: Phase;
  ordinal: number;
  groups: string[];
  contacts: string[];
  /** Relevance when the request searched; null otherwise. */
  score: number | null;
  /** For an expanded recurring event: the occurrence this item stands for (the key override). */
  occurrence: DateRange | null;
}

export interface Phone {
  id: string;
  name: string;
  country: string;
  extension: string;
  number: { text: string; e164: string; i18n: string };
  /** The number as shown, the same everywhere (displayPhone: national format for North American numbers). */
  display: string;
  /** tel: link (E.164) or '' */
  href: string;
}

export interface Location {
  id: string;
  name: string;
  /** detail line(s), then 'city, division postcode' */
  lines: string[];
  country: string;
  /** [longitude, latitude] */
  point: [number, number] | null;
  directionsUrl: string;
}

export interface Contact {
  id: string;
  label: string;
  name: { first: string; last: string };
  organization: string;
  email: string;
  url: string;
  groups: string[];
  locations: Location[];
  phones: Phone[];
  ordinal: number;
}

export interface PhaseMode {
  preview: boolean;
  publicPhases: readonly number[];
}
