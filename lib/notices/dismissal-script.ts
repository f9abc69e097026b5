/**
 * The dismissal script's source (lib/notices/dismissal.ts says why it exists), apart from the key's hash so that a
 * client component can import it with no server code: components/shell/NoticeDismissalScript.tsx.
 */

export const DISMISSED_NOTICES_STORAGE_KEY = 'wf-dismissed-notices';

/** Upper bound on remembered dismissals whatever the page shows. */
export const MAX_DISMISSED_NOTICES = 20;

/** Keys use these characters only, so the script can put them in CSS selectors as they are. */
export const NOTICE_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{1,16}$/;

/**
 * The browser side, as the source of a function of the page's notice keys (kept to ES5 so any browser that runs
 * it at all runs it whole). On load it reads the remembered keys (anything malformed counts as none), keeps those
 * of notices on this page, and writes a <style> in <head> that shows the dismiss buttons (hidden without script
 * or storage), hides the dismissed notices (the region when none is left) and picks the "Show all notices (N)"
 * label for the notices left. A click on a dismiss button remembers its notice, re-writes the style and moves focus
 * to the next notice's button, else the previous one's, else the first focusable element after the region.
 * Storage that fails (blocked, full) leaves notices as they are.
 */
const dismissalSource = () => `function (present) {
  var STORE = ${JSON.stringify(DISMISSED_NOTICES_STORAGE_KEY)}, MAX = ${MAX_DISMISSED_NOTICES}, KEY = ${NOTICE_KEY_PATTERN};
  var doc = document, storage, stored = [];
  try {
    storage = window.localStorage;
    var raw = storage.getItem(STORE);
    try { stored = JSON.parse(raw || '[]'); } catch (e) { stored = null; }
  } catch (e) { return; }
  if (!(stored instanceof Array)) stored = raw ? null : [];
  var dismissed = (stored || []).filter(function (key, i, all) {
    return present.indexOf(key) >= 0 && all.indexOf(key) === i;
  }).slice(-MAX);
  function save() {
    try {
      if (dismissed.length) storage.setItem(STORE, JSON.stringify(dismissed));
      else storage.removeItem(STORE);
    } catch (e) {}
  }
  if (!stored || dismissed.length !== stored.length) save();
  var style = doc.createElement('style');
  style.setAttribute('data-notice-dismissals', '');
  function render(keys) {
    var css = '.notices .notice__dismiss{display:inline-flex}';
    var left = keys.filter(function (key) { return dismissed.indexOf(key) < 0; });
    for (var i = 0; i < dismissed.length; i++) css += '[data-notice-key="' + dismissed[i] + '"]{display:none!important}';
    if (!left.length) css += '.notices{display:none!important}';
    else if (left.length < keys.length) {
      css += '.notices .notices__count--all{display:none}.notices .notices__count[data-count="' + left.length + '"]{display:inline}';
    }
    style.textContent = css;
  }
  render(present);
  doc.head.appendChild(style);
  function shown(el) { return el.getClientRects().length > 0; }
  doc.addEventListener('click', function (event) {
    var button = event.target && event.target.closest ? event.target.closest('[data-notice-dismiss]') : null;
    var notice = button && button.closest('[data-notice-key]');
    var region = notice && notice.closest('.notices');
    var key = notice && notice.getAttribute('data-notice-key');
    if (!region || !KEY.test(key)) return;
    var buttons = [].slice.call(region.querySelectorAll('[data-notice-dismiss]'));
    var at = buttons.indexOf(button);
    if (dismissed.indexOf(key) < 0) dismissed = dismissed.concat(key).slice(-MAX);
    save();
    render([].map.call(region.querySelectorAll('[data-notice-key]'), function (el) { return el.getAttribute('data-notice-key'); }));
    var next = buttons.slice(at + 1).concat(buttons.slice(0, at).reverse()).filter(shown)[0];
    if (!next) {
      next = [].filter.call(doc.querySelectorAll('a[href],button,input,select,textarea,summary,[tabindex]'), function (el) {
        return el.tabIndex >= 0 && !el.disabled && (region.compareDocumentPosition(el) & 4) && !region.contains(el) && shown(el);
      })[0];
    }
    if (next) next.focus();
  });
}`;

// Every line of the source ends a statement or a block, so the line breaks and indentation can go. A function, not a
// constant: where nothing calls it (the browser's bundle) it is dropped whole.
const minifiedSource = () => dismissalSource().replace(/\n\s*/g, '');

/** The inline script for a page showing notices with these keys (in page order); keys that do not fit are left out. */
export function noticeDismissalScript(keys: readonly string[]): string {
  const safe = keys.filter((key) => NOTICE_KEY_PATTERN.test(key));
  return `(${minifiedSource()})(${JSON.stringify(safe)});`;
}
