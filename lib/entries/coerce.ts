/** Defensive readers for untrusted JSON: wrong types become safe defaults, never throws. */
export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const obj = (value: unknown): Obj => (isObj(value) ? value : {});
export const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function str(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

export function num(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Ids from `['a', {id:'b'}]`. */
export function ids(value: unknown): string[] {
  return arr(value)
    .map((item) => (isObj(item) ? str(item.id) : str(item)))
    .filter(Boolean);
}

/** '"lon,lat"' → [lon, lat] when both are finite and in range. */
export function parsePoint(value: unknown): [number, number] | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== 2 || parts.some((p) => p === '')) return null;
  const [lon, lat] = parts.map(Number);
  if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90) return null;
  return [lon, lat];
}
