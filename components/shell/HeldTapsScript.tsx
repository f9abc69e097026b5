import { HYDRATED_ATTRIBUTE, ON_DEMAND_ATTRIBUTE } from './held-taps';

/** Past this, a held tap is handed back to the browser (a slow or failed chunk must not swallow it). */
const HELD_TAP_TIMEOUT_MS = 10_000;
/**
 * The clicks worth keeping: those whose default action the part's code takes over. Not a <summary>: a disclosure
 * opens the same with or without the code.
 */
const HELD_CONTROLS = 'a[href],button,input[type=submit],input[type=image],input[type=checkbox],input[type=radio]';

/**
 * The inline script's source (ES5, so any browser that runs it runs it whole). It runs before the page's bundles
 * and listens on window in the capture phase, ahead of React's listeners on the document.
 */
const HELD_TAPS_SCRIPT = `(function () {
  var held = window.__heldTaps = [];
  function pendingPart(node) {
    var part = node && node.closest ? node.closest('[${ON_DEMAND_ATTRIBUTE}]') : null;
    return part && !part.hasAttribute('${HYDRATED_ATTRIBUTE}') ? part : null;
  }
  function handBack(tap) {
    if (held.indexOf(tap) < 0 || !tap.control.isConnected) return;
    held.splice(held.indexOf(tap), 1);
    held.passing = true;
    try {
      if (tap.control.tagName === 'FORM') tap.control.submit(); else tap.control.click();
    } finally { held.passing = false; }
  }
  function hold(event) {
    if (held.passing || event.defaultPrevented) return;
    var part = pendingPart(event.target), control = event.target;
    if (!part) return;
    if (event.type === 'click') {
      if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      control = event.target.closest(${JSON.stringify(HELD_CONTROLS)});
      if (!control || !part.contains(control) || control.disabled) return;
    }
    event.preventDefault();
    event.stopPropagation();
    var tap = { part: part, control: control, submitter: event.submitter || null };
    held.push(tap);
    setTimeout(function () { handBack(tap); }, ${HELD_TAP_TIMEOUT_MS});
  }
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
})();`;

/**
 * Keeps taps on on-demand parts until their code has arrived (./held-taps.ts). First in the body, so it listens
 * before any of those parts can be tapped, and inline, so it needs no bundle.
 */
export function HeldTapsScript() {
  return <script dangerouslySetInnerHTML={{ __html: HELD_TAPS_SCRIPT }} />;
}
