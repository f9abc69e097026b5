/**
 * The badge's data as list cards and entry pages carry it (lib/hours/live.ts says how it stays right). Kept apart
 * from the script's source so the components that render a badge ship only these few bytes to the browser.
 */

export type HoursState = 'open' | 'closed';

/** [from (ms since the epoch), state, label]: the label holds from `from` until the next step's `from`. */
export type HoursStep = readonly [number, HoursState, string];

export interface HoursLive {
  steps: readonly HoursStep[];
  /** Where the steps end (ms): past it the badge is hidden rather than shown wrong. */
  until: number;
}

/** The attribute a badge carries its steps in (JSON of HoursLive). */
export const HOURS_ATTRIBUTE = 'data-hours';
