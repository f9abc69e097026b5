/**
 * How much work an opening-hours value may ask for. The evaluator's cost grows with the value's time ranges and
 * rules, not its length: 80 ranges a day in 965 characters made an entry's first render take seconds and its
 * badge data 90 kB. Values come from imports and partners too, so a value past these bounds is treated like one
 * that does not parse (no badge, table or structured hours; the text still shows), before the evaluator sees it.
 * Real places need a few ranges a day: a different pair for each weekday is 28 times.
 */

/** Times of day (`10:00`, `sunset`, …): each opening and closing counts. */
export const MAX_HOURS_TIMES = 32;
/** Rules (`;`, `||`) and the selectors within them (`,`-separated days, dates, times). */
export const MAX_HOURS_RULES = 16;
export const MAX_HOURS_SELECTORS = 48;

const TIMES = /\b\d{1,2}:\d{2}\b|\b(?:sunrise|sunset|dawn|dusk)\b/gi;

/** Why a value is too costly to evaluate, or null when it is within the bounds. */
export function hoursTooComplex(value: string): string | null {
  const times = value.match(TIMES)?.length ?? 0;
  if (times > MAX_HOURS_TIMES) return `${times} times of day (at most ${MAX_HOURS_TIMES})`;
  const rules = value.split(/;|\|\|/).length;
  if (rules > MAX_HOURS_RULES) return `${rules} rules (at most ${MAX_HOURS_RULES})`;
  const selectors = value.split(/[,;]|\|\|/).length;
  if (selectors > MAX_HOURS_SELECTORS) return `${selectors} selectors (at most ${MAX_HOURS_SELECTORS})`;
  return null;
}
