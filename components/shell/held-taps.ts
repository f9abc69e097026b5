/**
 * Taps on parts of the page that hydrate on demand (hydrate-on-demand.tsx), kept until the part's code has arrived
 * and then carried out on the same control.
 *
 * Why: React does not replay a click on server HTML whose code is still loading; the browser then does what the
 * HTML alone says (a link or a GET form loads a whole page, the newsletter form posts without validation). On a
 * phone the first tap often comes before the code. So an inline script (HeldTapsScript.tsx), running before any
 * bundle, stops such a click or submission in the capture phase, keeps it here, and the part replays it once it
 * has hydrated. Modified clicks (new tab, new window) go through untouched. A part that has not hydrated within
 * 10 s gets its taps back as the browser's own (the page still works, as it does without script).
 *
 * A plain module with only what the browser code needs to replay: the script's source and what only it uses are
 * in HeldTapsScript.tsx (Turbopack ships a client module whole, unused exports included).
 */

/** The attribute marking an on-demand part; its value is the part's name. */
export const ON_DEMAND_ATTRIBUTE = 'data-hydrate-on-demand';
/** Set on the part once it has hydrated: taps inside it are no longer held. */
export const HYDRATED_ATTRIBUTE = 'data-part-hydrated';

export interface HeldTap {
  /** The on-demand part tapped into. */
  part: Element;
  /** The control clicked, or the form submitted (Enter in a field of a form without a submit button). */
  control: HTMLElement;
  /** A form's submitter, if any. */
  submitter: HTMLElement | null;
}

export interface HeldTaps extends Array<HeldTap> {
  /** True while a tap is handed back to the browser (the script lets that one through). */
  passing?: boolean;
}

declare global {
  interface Window {
    __heldTaps?: HeldTaps;
  }
}

/** Whether the visitor has already tapped into `part` (its code is wanted now). */
export const hasHeldTaps = (part: Element) => Boolean(window.__heldTaps?.some((tap) => tap.part === part));

/**
 * Marks `part` hydrated (taps inside it are no longer held) and, a task later — once state the part set while
 * hydrating (a choice taken over) is rendered — carries out the taps held for it, on the same controls.
 */
export function partHydrated(part: Element | null): void {
  part?.setAttribute(HYDRATED_ATTRIBUTE, '');
  setTimeout(() => {
    const held = window.__heldTaps ?? [];
    for (const tap of held.filter((t) => t.part === part)) {
      held.splice(held.indexOf(tap), 1);
      if (!tap.control.isConnected) continue;
      if (tap.control instanceof HTMLFormElement) tap.control.requestSubmit(tap.submitter ?? undefined);
      else tap.control.click();
    }
  });
}
