import { HOURS_ATTRIBUTE, type HoursLive } from '@/lib/hours/badge';
import styles from './hours.module.css';

/**
 * "Open now · closes 8 pm": the label at render time, with every later change in `data-hours` for the frame's
 * inline script (lib/hours/live.ts), which shows the one for the visitor's clock. That script changes the text
 * before React hydrates a list's cards, hence suppressHydrationWarning. Safe for client and server components.
 */
export function HoursBadge({ live }: { live: HoursLive }) {
  const [, state, label] = live.steps[0] ?? [];
  if (!state) return null;
  return (
    <p className={styles.badge} data-state={state} {...{ [HOURS_ATTRIBUTE]: JSON.stringify(live) }} suppressHydrationWarning>
      {label}
    </p>
  );
}
