'use client';

import { HYDRATED_ATTRIBUTE, ON_DEMAND_ATTRIBUTE } from './on-demand';

/** Past this, a held tap is handed back to the browser (a slow or failed chunk must not swallow it). */
const HELD_TAP_TIMEOUT_MS = 10_000;
/** How far outside the viewport a part counts as in view. */
const MARGIN = '300px';
/** The longest wait for an idle moment after the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;
/**
 * The clicks worth keeping: those whose default action the part's code takes over. Not a <summary>: a disclosure
 * opens the same with or without the code.
 */
const HELD_CONTROLS = 'a[href],button,input[type=submit],input[type=image],input[type=checkbox],input[type=radio]';
/**
 * The first interaction anywhere: React must hydrate a dehydrated boundary before it can commit a navigation (every
 * route change re-renders the layout around it), and a tap wants its part's code at once. 'click' too: assistive
 * technology and scripts may click with no pointer or key event before it; 'change' for a value chosen with neither.
 */
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart', 'click', 'change', 'popstate'];

/**
 * The script's source (ES5 syntax, so any browser that runs it runs it whole). It runs before the page's bundles
 * and listens on window in the capture phase, ahead of React's listeners on the document. `window.__onDemand`:
 * - `wanted(part, box, idle)`: a promise that resolves at the earliest of a tap held in the part, the visitor's
 *   first interaction anywhere and, once the page has loaded, the part coming within MARGIN of the viewport
 *   (through its children when it has no box) or (`idle`) the browser's first idle moment. Waiting for the load
 *   event keeps the part's code out of what the first paint waits for.
 * - `hydrated(part)`: marks the part and, a task later (state the part set while hydrating is rendered by then),
 *   clicks again each control whose click was held, or submits again each form.
 */
export const onDemandSource = () =>
  `(function () {
  var win = window, doc = document, held = [], waiting = [], interacted = false;
  function pendingPart(node) {
    var part = node && node.closest ? node.closest('[${ON_DEMAND_ATTRIBUTE}]') : null;
    return part && !part.hasAttribute('${HYDRATED_ATTRIBUTE}') ? part : null;
  }
  function heldIn(part) {
    for (var i = 0; i < held.length; i++) if (held[i].part === part) return true;
    return false;
  }
  function want(part) {
    for (var i = waiting.length - 1; i >= 0; i--) {
      if (!part || waiting[i].part === part) waiting.splice(i, 1)[0].resolve();
    }
  }
  function carryOut(tap) {
    var control = tap.control;
    held.splice(held.indexOf(tap), 1);
    if (!doc.contains(control)) return;
    if (control.tagName !== 'FORM') control.click();
    else if (control.requestSubmit) control.requestSubmit(tap.submitter || undefined);
    else control.submit();
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
    want(part);
    setTimeout(function () {
      if (held.indexOf(tap) < 0) return;
      held.passing = true;
      try { carryOut(tap); } finally { held.passing = false; }
    }, ${HELD_TAP_TIMEOUT_MS});
  }
  function interact() {
    interacted = true;
    want(null);
  }
  function afterLoad(run) {
    if (doc.readyState === 'complete') run();
    else win.addEventListener('load', run);
  }
  win.__onDemand = {
    held: held,
    wanted: function (part, box, idle) {
      return new Promise(function (resolve) {
        if (!part || interacted || heldIn(part) || !win.IntersectionObserver) return resolve();
        waiting.push({ part: part, resolve: resolve });
        afterLoad(function () {
          var seen = new IntersectionObserver(function (entries) {
            for (var i = 0; i < entries.length; i++) if (entries[i].isIntersecting) { seen.disconnect(); want(part); }
          }, { rootMargin: '${MARGIN}' });
          var elements = box ? [part] : part.children;
          for (var i = 0; i < elements.length; i++) seen.observe(elements[i]);
          if (!idle) return;
          if (win.requestIdleCallback) win.requestIdleCallback(function () { want(part); }, { timeout: ${IDLE_TIMEOUT_MS} });
          else setTimeout(function () { want(part); }, 1);
        });
      });
    },
    hydrated: function (part) {
      if (!part) return;
      part.setAttribute('${HYDRATED_ATTRIBUTE}', '');
      setTimeout(function () {
        var taps = held.slice();
        for (var i = 0; i < taps.length; i++) if (taps[i].part === part) carryOut(taps[i]);
      });
    }
  };
  var first = ${JSON.stringify(FIRST_INTERACTION)};
  for (var i = 0; i < first.length; i++) win.addEventListener(first[i], interact, { capture: true, passive: true });
  win.addEventListener('click', hold, true);
  win.addEventListener('submit', hold, true);
})();`.replace(/\n\s*/g, ''); // every statement ends with ; or }, so the lines join as they are

/**
 * When the parts that hydrate on demand load their code, and the taps on them meanwhile (./on-demand.ts). First in
 * the body, so it listens before any of those parts can be tapped; inline, so it needs no bundle. A client
 * component so that it is sent once: a server component's inline script is sent again in the Server Components
 * payload, a client component's markup is not. The bundler knows `typeof window` in each build, so the browser's
 * bundle drops the source (a function for that reason), and React keeps the server's script as it is when it hydrates.
 */
export function OnDemandScript() {
  const source = typeof window === 'undefined' ? onDemandSource() : '';
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: source }} />;
}
