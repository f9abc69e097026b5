import { LOCALE, TIME_ZONE } from '../config/constants';
import { dayInZone } from '../dates';

/** "10:42 am" today, "Nov 26, 10:42 am" another day, in the town's time zone; '' for no time. */
export function clockLabel(iso: string | null, now: Date): string {
  const time = iso ? new Date(iso) : null;
  if (!time || Number.isNaN(time.getTime())) return '';
  const clock = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' })
    .format(time)
    .replace(/\s?([AP])M$/, (_m, half: string) => ` ${half.toLowerCase()}m`);
  if (dayInZone(time) === dayInZone(now)) return clock;
  const day = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, month: 'short', day: 'numeric' }).format(time);
  return `${day}, ${clock}`;
}

/** "just now", "4 min ago", "3 h ago", "2 days ago": how long before `now`; '' for no time. */
export function agoLabel(iso: string | null, now: Date): string {
  const ms = iso ? now.getTime() - Date.parse(iso) : NaN;
  if (!Number.isFinite(ms)) return '';
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}
