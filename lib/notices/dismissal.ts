/**
 * Dismissing notices (docs/product.md#notices). The notices are part of every page's cached HTML, so a dismissal
 * is applied in the browser, by a small inline script the server renders just before the notices: it runs before
 * they are parsed (nothing shows and then vanishes) and ships no client bundle.
 *
 * A dismissal is remembered per notice *version*: the key holds the notice id and its last edit, so an edited
 * notice shows again. The browser keeps one localStorage item, a JSON array of keys, pruned on every page to the
 * notices that page shows (an old version or a notice taken down is forgotten).
 */
import { createHash } from 'node:crypto';
import type { Notice } from './notice';

export const DISMISSED_NOTICES_STORAGE_KEY = 'wf-dismissed-notices';

/** Upper bound on remembered dismissals whatever the page shows. */
export const MAX_DISMISSED_NOTICES = 20;

/** Keys use these characters only, so the script can put them in CSS selectors as they are. */
export const NOTICE_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{1,16}$/;

/** A short, stable hash of the text, for notices without an edit time. */
const textHash = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 12);

/**
 * `<id>.<version>`: the version is the last edit (ms, base 36), or a hash of the text when the entry has no valid
 * edit time. Characters outside the key alphabet in the id become `_`.
 */
export function noticeKey(notice: Pick<Notice, 'id' | 'edited' | 'text'>): string {
  const id = notice.id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'notice';
  const time = Date.parse(notice.edited);
  const version = Number.isFinite(time) && time >= 0 ? time.toString(36) : `t${textHash(notice.text)}`;
  return `${id}.${version}`;
}

/**
 * The browser side, as the source of a function of the page's notice keys (kept to ES5 so any browser that runs
 * it at all runs it whole). On load it reads the remembered keys (anything malformed counts as none), keeps those
 * of notices on this page, and writes a <style> in <head> that shows the dismiss buttons (hidden without script
 * or storage), hides the dismissed notices (the region when none is left) and picks the "Show all notices (N)"
 * label for the notices left. A click on a dismiss button remembers its notice, re-writes the style and moves focus
 * to the next notice's button, else the previous one's, else the first focusable element after the region.
 * Storage that fails (blocked, full) leaves notices as they are.
 */
const DISMISSAL_SCRIPT = `function (present) {
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

// Every line of the source ends a statement or a block, so the line breaks and indentation can go (it ships twice
// on every page: in the HTML and in the React payload).
const MINIFIED_SCRIPT = DISMISSAL_SCRIPT.replace(/\n\s*/g, '');

/** The inline script for a page showing notices with these keys (in page order); keys that do not fit are left out. */
export function noticeDismissalScript(keys: readonly string[]): string {
  const safe = keys.filter((key) => NOTICE_KEY_PATTERN.test(key));
  return `(${MINIFIED_SCRIPT})(${JSON.stringify(safe)});`;
}
