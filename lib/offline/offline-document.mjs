/**
 * The offline page as the service worker keeps it (pure; the worker's build writes it, server/main.ts serves it).
 * The worker answers a navigation it cannot reach the network for with this page. There it is read as server HTML:
 * its scripts are not on the device, so React's payload for the page (Next's `self.__next_f` rows, about 40 kB
 * with the frame's menus and footer, more than half the page) and the script tags could never run. Without them
 * the worker installs about 7 kB of page instead of 15.7 kB gzip on every first visit. The page's own inline
 * scripts (hours badges, notices, the offline-copy banner) stay: they run without the site's code.
 * Plain ESM: the worker's build script and the site's server run it with bare Node.
 */

/** Where the site's server answers with this build's offline document (and what the worker precaches). */
export const OFFLINE_DOCUMENT_PATH = '/offline-document.html';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bas="script")[^>]*>|<link\b(?=[^>]*\brel="modulepreload")[^>]*>/gi;

/**
 * Scripts that only serve the site's code: the page's payload for hydration, the chunk loader, and the script that
 * holds a tap until its part's code arrives (`__onDemand`, components/shell/OnDemandScript.tsx) — code that never
 * arrives here, so a held tap would wait out the hold's time-out instead of acting as plain HTML at once.
 */
const forTheSiteCode = (attributes, body) =>
  /\bsrc=/i.test(attributes) || /^\s*\(?self\.__next_f\b/.test(body) || /TURBOPACK/.test(body) || /\.__onDemand\s*=/.test(body);

/**
 * The frame's live conditions (lib/conditions/live-script.ts) ask the site for its summary: the worker shows this
 * document only when the site cannot be reached, so that ask always fails (about 1 kB gzip of every install).
 */
const asksTheSite = (body) => /fetch\(\s*["']\/api\//.test(body);

/** `html` (the build's prerendered offline page) without the scripts that need the site's code. */
/** @param {string} html @returns {string} */
export function offlineDocument(html) {
  return html.replace(SCRIPT, (whole, attributes, body) => (forTheSiteCode(attributes, body) || asksTheSite(body) ? '' : whole)).replace(SCRIPT_PRELOAD, '');
}
