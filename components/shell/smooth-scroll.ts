import { SCROLL } from '@/lib/config/frame-constants';
import { prefersReducedMotion } from './events';

/** ease-in-out: slow start, fast middle, slow end (t and the result in 0…1). */
export const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t);

let cancelRunning: (() => void) | null = null;

/**
 * Scrolls the window to `y` over `duration` ms with ease-in-out; instant under reduced motion. A newer call
 * cancels a running one, so two scrolls never fight over the window.
 */
export function smoothScrollTo(y: number, duration: number = SCROLL.durationMs): void {
  cancelRunning?.();
  cancelRunning = null;
  const targetY = Math.max(0, y);
  if (prefersReducedMotion() || duration <= 0 || typeof requestAnimationFrame !== 'function') {
    window.scrollTo(0, targetY);
    return;
  }
  const startY = window.scrollY;
  const start = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const t = Math.min(1, Math.max(0, (now - start) / duration));
    window.scrollTo(0, startY + (targetY - startY) * easeInOut(t));
    frame = t < 1 ? requestAnimationFrame(step) : 0;
    if (t >= 1) cancelRunning = null;
  };
  frame = requestAnimationFrame(step);
  cancelRunning = () => cancelAnimationFrame(frame);
}

/** The element a URL hash names (by id), or null. */
export function hashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep as written */
  }
  return document.getElementById(id);
}

/** Eases to the element named by `hash`, landing 20 px above it; false when no element matches. */
export function scrollToHash(hash: string): boolean {
  const element = hashTarget(hash);
  if (!element) return false;
  smoothScrollTo(element.getBoundingClientRect().top + window.scrollY + SCROLL.offset);
  return true;
}
