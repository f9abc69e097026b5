/** Instants as Whitefish reads them: its wall-clock time with the offset in force then (-07:00 MST, -06:00 MDT). */
import { partsInZone } from '../dates';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-03-08T10:00:00-06:00` for any instant; a day (`YYYY-MM-DD`) stays a day; null for what is neither. */
export function whitefishTime(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const at = new Date(Math.floor(ms / 1000) * 1000);
  const { y, m, d, h, min, s } = partsInZone(at);
  const offsetMinutes = Math.round((Date.UTC(y, m - 1, d, h, min, s) - at.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${y}-${pad(m)}-${pad(d)}T${pad(h)}:${pad(min)}:${pad(s)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
