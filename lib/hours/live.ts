/**
 * The open/closed badge as plain data, safe for browser code (docs/product.md#opening-hours).
 *
 * Pages are cached (a list state for its whole day, an entry page for up to an hour or more), so the state computed
 * when a page was rendered is soon wrong. The server therefore renders, with the badge, its *steps*: every moment in
 * the next days at which the label changes, with the label from then on. A small inline script (no bundle, and no
 * evaluator in the browser) picks the step for the visitor's clock at once and again every few seconds, so the badge
 * is right within a minute whatever the age of the cached page; without script the page shows the state at render.
 */
import { HOURS_ATTRIBUTE, type HoursLive, type HoursStep } from './badge';

export { HOURS_ATTRIBUTE, type HoursLive, type HoursState, type HoursStep } from './badge';

/** The step that holds at `now`, or null before the first or after `until`. */
export function stepAt(live: HoursLive, now: number): HoursStep | null {
  if (now >= live.until) return null;
  let found: HoursStep | null = null;
  for (const step of live.steps) {
    if (step[0] > now) break;
    found = step;
  }
  return found;
}

/** How often the script looks at the clock again (ms): well inside the minute the badge must be right within. */
export const HOURS_REFRESH_MS = 15_000;

/**
 * The browser side, kept to ES5. It updates every element carrying HOURS_ATTRIBUTE: its text, its `data-state`,
 * and `hidden` when its steps do not reach the present. Elements added later (more list results) are picked up at
 * the next tick, badges streamed in after the script when the document is complete. A malformed attribute leaves the
 * element as rendered.
 */
export const HOURS_SCRIPT = `(function () {
  var ATTR = ${JSON.stringify(HOURS_ATTRIBUTE)};
  function update() {
    var now = Date.now(), els = document.querySelectorAll('[' + ATTR + ']');
    for (var i = 0; i < els.length; i++) {
      var el = els[i], live;
      try { live = JSON.parse(el.getAttribute(ATTR)); } catch (e) { continue; }
      if (!live || !(live.steps instanceof Array)) continue;
      var step = null;
      for (var j = 0; j < live.steps.length && live.steps[j][0] <= now; j++) step = live.steps[j];
      if (!step || now >= live.until) { el.hidden = true; continue; }
      el.hidden = false;
      if (el.getAttribute('data-state') !== step[1]) el.setAttribute('data-state', step[1]);
      if (el.textContent !== step[2]) el.textContent = step[2];
    }
  }
  update();
  if (window.__wfHours) return;
  // Streamed parts of the page (Suspense) arrive after this script has run: once more when the document is complete.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', update);
  window.__wfHours = setInterval(update, ${HOURS_REFRESH_MS});
})();`;
