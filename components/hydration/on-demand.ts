/**
 * Parts of a page that hydrate on demand (hydrate-on-demand.tsx) and the taps on them before their code arrives.
 *
 * Why: React does not replay a click on server HTML whose code is still loading; the browser then does what the
 * HTML alone says (a link or a GET form loads a whole page, the newsletter form posts without validation). On a
 * phone the first tap often comes before the code, and a finger does not point first. So an inline script
 * (OnDemandScript.tsx), running before any bundle, decides when each part's code is wanted and stops a click or
 * submission aimed into a part still waiting, in the capture phase; the part, once hydrated, has it carried out on
 * the same control. Modified clicks (new tab, new window) go through untouched. A part that has not hydrated
 * within 10 s gets its taps back as the browser's own (the page still works, as it does without script).
 *
 * The script is inline rather than in the bundle because it must run before anything can be tapped, and so that
 * the pages' first-visit JavaScript carries only the two calls below. This module holds what both sides share.
 */

/** The attribute marking an on-demand part; its value is the part's name. */
export const ON_DEMAND_ATTRIBUTE = 'data-hydrate-on-demand';
/** Set on the part once it has hydrated: taps inside it are no longer held. */
export const HYDRATED_ATTRIBUTE = 'data-part-hydrated';

/** What the inline script offers the bundle, as `window.__onDemand`. */
export interface OnDemand {
  /** Resolves when the part's code is wanted (a tap held in it, the first interaction, in view or `idle` after load). */
  wanted(part: Element | null, box: boolean, idle: boolean): Promise<void>;
  /** The part has hydrated: mark it and carry out the taps held in it. */
  hydrated(part: Element | null): void;
  /** The taps held (for tests). */
  held: { part: Element; control: HTMLElement; submitter: HTMLElement | null }[];
}

declare global {
  interface Window {
    __onDemand?: OnDemand;
  }
}
