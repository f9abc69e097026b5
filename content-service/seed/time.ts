/** Date helpers: everything is computed from the seed's `now`, in the town's zone (America/Denver). */
export const ZONE = 'America/Denver';
const DAY_MS = 86_400_000;

export interface LocalDate {
  y: number;
  m: number; // 1-12
  d: number;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function localParts(instant: number): LocalDate & { h: number; mi: number } {
  const p = Object.fromEntries(dateFormat.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  return { y: +p.year, m: +p.month, d: +p.day, h: +p.hour, mi: +p.minute };
}

/** The calendar date in Whitefish at `now`. */
export function localDate(now: Date): LocalDate {
  const { y, m, d } = localParts(now.getTime());
  return { y, m, d };
}

/** `date` moved by `days` calendar days (pure calendar arithmetic). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: LocalDate): number {
  return new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay();
}

export function dateKey(date: LocalDate): string {
  return `${date.y}-${String(date.m).padStart(2, '0')}-${String(date.d).padStart(2, '0')}`;
}

/** ISO timestamp of a Whitefish wall-clock time with its offset (-06:00 in summer, -07:00 in winter). */
export function denverIso(date: LocalDate, hour: number, minute = 0): string {
  for (const offset of [-6, -7]) {
    const instant = Date.UTC(date.y, date.m - 1, date.d, hour, minute) - offset * 3_600_000;
    const back = localParts(instant);
    if (back.d === date.d && back.h === hour && back.mi === minute) {
      const hh = String(hour).padStart(2, '0');
      const mm = String(minute).padStart(2, '0');
      return `${dateKey(date)}T${hh}:${mm}:00${offset === -6 ? '-06:00' : '-07:00'}`;
    }
  }
  // A wall-clock time skipped by the spring-forward change: use the hour after it.
  return denverIso(date, hour + 1, minute);
}

/** UTC ISO string `days` (may be fractional) before `now`. */
export function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/** The next date on or after `from` that falls on `month`/`day` (annual events). */
export function nextAnnual(from: LocalDate, month: number, day: number): LocalDate {
  const thisYear = { y: from.y, m: month, d: day };
  return dateKey(thisYear) >= dateKey(from) ? thisYear : { y: from.y + 1, m: month, d: day };
}

/** The first `dow` (0 = Sunday) on or after `date`. */
export function nextWeekday(date: LocalDate, dow: number): LocalDate {
  return addDays(date, (dow - weekday(date) + 7) % 7);
}

/** The `n`th (1-based) `dow` of the month containing `date` shifted by `monthOffset` months. */
export function nthWeekdayOfMonth(date: LocalDate, monthOffset: number, dow: number, n: number): LocalDate {
  const t = new Date(Date.UTC(date.y, date.m - 1 + monthOffset, 1));
  const first = { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: 1 };
  return addDays(nextWeekday(first, dow), 7 * (n - 1));
}
