/**
 * Window events the shell's client parts use to talk to each other without a shared React tree.
 */
export const SHELL_EVENTS = {
  /** Re-open the analytics consent prompt (footer "Cookie preferences" button). */
  consentOpen: 'wf:consent-open',
  /** Start the navigation progress bar (programmatic navigations: router.push etc.). */
  navigationStart: 'wf:navigation-start',
  /** A navigation failed: the progress bar finishes in the failure colour. */
  navigationError: 'wf:navigation-error',
} as const;

function emit(name: string, detail?: unknown): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(name, { detail }));
}

export const openConsentPrompt = (): void => emit(SHELL_EVENTS.consentOpen);
/** `target` (pathname + search) lets the bar finish after 500 ms when it is the page already shown. */
export const startNavigationProgress = (target?: string): void => emit(SHELL_EVENTS.navigationStart, target);
export const failNavigationProgress = (): void => emit(SHELL_EVENTS.navigationError);

/** True when the visitor asked the OS/browser for reduced motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
