/** Contacts, locations and phones: wire → app. */
import { arr, ids, isObj, obj, parsePoint, str } from './coerce';
import type { Contact, Location, Phone } from './types';

const MAPS_DIR = 'https://www.google.com/maps/dir/?api=1&destination=';

const NANP = /^\+?1?(\d{3})(\d{3})(\d{4})$/;

/**
 * The number as a visitor reads it, the same everywhere (footer, entry pages): North American numbers in national
 * format, '(406) 862-3501'; other numbers in their international form as given.
 */
export function displayPhone(number: Phone['number']): string {
  for (const candidate of [number.e164, number.text, number.i18n]) {
    const digits = candidate.replace(/[^\d+]/g, '');
    const nanp = (!digits.startsWith('+') || digits.startsWith('+1')) && NANP.exec(digits);
    if (nanp) return `(${nanp[1]}) ${nanp[2]}-${nanp[3]}`;
  }
  return number.i18n || number.text || number.e164;
}

export function normalizePhone(wire: unknown): Phone | null {
  if (!isObj(wire)) return null;
  const raw = wire.number;
  const n = isObj(raw) ? raw : { text: str(raw) };
  const number = { text: str(n.text).trim(), e164: str(n.e164).trim(), i18n: str(n.i18n).trim() };
  if (!number.text && !number.e164 && !number.i18n) return null;
  // tel: from the E.164 form (else the digits as written), only when it is a dialable number
  const dial = (number.e164 || number.text || number.i18n).replace(/[^\d+]/g, '');
  const extension = str(wire.extension).trim();
  const href = /^\+?\d{3,}$/.test(dial) ? `tel:${dial}${extension ? `,${extension.replace(/\D/g, '')}` : ''}` : '';
  return {
    id: str(wire.id),
    name: str(wire.name).trim(),
    country: str(wire.country),
    extension,
    number,
    display: displayPhone(number),
    href,
  };
}

/** 'US-MT' → 'MT'; text when there is no code. */
function division(value: unknown): string {
  const d = obj(value);
  const code = str(d.code).trim();
  return code ? code.replace(/^[A-Z]{2}-/, '') : str(d.text).trim();
}

export function addressLines(wire: unknown): string[] {
  const w = obj(wire);
  const detail = str(w.detail)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const regionLine = [division(w.division), str(w.postcode).trim()].filter(Boolean).join(' ');
  const last = [str(w.city).trim(), regionLine].filter(Boolean).join(', ');
  return last ? [...detail, last] : detail;
}

/** Directions URL to a point [lon, lat] (Google wants lat,lon) or else to the address; '' when neither. */
export function directionsUrl(point: [number, number] | null, lines: string[]): string {
  if (point) return `${MAPS_DIR}${point[1]},${point[0]}`;
  if (lines.length) return `${MAPS_DIR}${encodeURIComponent(lines.join(', '))}`;
  return '';
}

export function normalizeLocation(wire: unknown): Location | null {
  if (!isObj(wire)) return null;
  const lines = addressLines(wire);
  const point = parsePoint(wire.point);
  return {
    id: str(wire.id),
    name: str(wire.name).trim(),
    lines,
    country: str(wire.country),
    point,
    directionsUrl: directionsUrl(point, lines),
  };
}

export function normalizeContact(wire: unknown, ordinal = 0): Contact | null {
  if (!isObj(wire)) return null;
  const id = str(wire.id);
  if (!id) return null;
  const n = obj(wire.name);
  const name = { first: str(n.first).trim(), last: str(n.last).trim() };
  const organization = str(wire.organization).trim();
  const fullName = [name.first, name.last].filter(Boolean).join(' ');
  return {
    id,
    label: fullName || organization,
    name,
    organization,
    email: str(wire.email).trim(),
    url: str(wire.url).trim(),
    groups: ids(wire.groups),
    locations: arr(wire.locations).map(normalizeLocation).filter((l): l is Location => l !== null),
    phones: arr(wire.phones).map(normalizePhone).filter((p): p is Phone => p !== null),
    ordinal,
  };
}

/** A list answer (or array) of contacts; ordinal = index. */
export function normalizeContacts(list: unknown): Contact[] {
  const items = Array.isArray(list) ? list : arr(obj(list).index);
  return items.map((c, i) => normalizeContact(c, i)).filter((c): c is Contact => c !== null);
}
