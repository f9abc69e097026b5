/** Calendar-day helpers in the site's zone (America/Denver). */
export const SITE_TIME_ZONE = 'America/Denver';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' });

export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of an instant, in Denver. */
export function denverDay(ms: number): string {
  return dayFormat.format(new Date(ms));
}

/** Denver's UTC offset at an instant, as `-06:00` / `-07:00`. */
export function denverOffset(ms: number): string {
  const name = offsetFormat.formatToParts(new Date(ms)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number);
  return sign * (h * 60 + m);
}

/** The instant a Denver calendar day starts, or null for a malformed day. */
export function denverDayStart(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(utcMidnight) || denverDayFromParts(utcMidnight) !== day) return null;
  // Offset just before local midnight (DST switches happen at 02:00, so this is the offset at midnight).
  return utcMidnight - offsetMinutes(denverOffset(utcMidnight + 6 * 3600_000)) * 60_000;
}

function denverDayFromParts(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/** ISO timestamp with Denver's offset, e.g. `2026-07-04T18:00:00-06:00`, for a Denver day and local hour. */
export function denverTimestamp(day: string, hour: number, minute = 0): string {
  const start = denverDayStart(day);
  if (start === null) throw new Error(`invalid day ${day}`);
  const guess = start + (hour * 60 + minute) * 60_000;
  const offset = denverOffset(guess);
  return `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00${offset}`;
}
