/**
 * The browser side of the conditions on cached pages (kept to ES5, no bundle): pages are cached for long, the
 * conditions change on their own schedule, so a page never carries them in its HTML. This script fetches the
 * summary (GET /api/conditions/summary, computed by the server from its local store) and renders:
 * - the compact strip(s) marked `data-conditions-strip`: the worst item per kind, replacing the list's fallback link
 *   (kept as is without script or when the answer fails);
 * - the notices the conditions raise, in a region of their own in the slot above the top bar, each dismissible. A dismissal is
 *   remembered by the notice's key (its id and version, as editors' notices are), so a new alert shows again;
 *   remembered keys are pruned to those the summary still names.
 * Text goes in with textContent only; links are the server's own paths.
 * The summary is asked for while the page still parses and drawn once it is parsed (the strip and the top bar exist
 * by then): the request leaves beside the page's bundles rather than after them and their hydration, which run
 * before DOMContentLoaded. A failed answer draws nothing.
 */
export const CONDITIONS_STORAGE_KEY = 'wf-dismissed-conditions';
export const CONDITIONS_SUMMARY_PATH = '/api/conditions/summary';
/** The attribute of the element the notices go in (rendered by the frame above the top bar). */
export const CONDITIONS_NOTICES_SLOT = 'data-conditions-notices-slot';

const SCRIPT = `function () {
  var STORE = ${JSON.stringify(CONDITIONS_STORAGE_KEY)}, SLOT = ${JSON.stringify(`[${CONDITIONS_NOTICES_SLOT}]`)}, doc = document;
  if (!window.fetch || !doc.querySelector) return;
  function el(tag, cls, text) {
    var node = doc.createElement(tag);
    if (cls) node.className = cls;
    if (text) node.textContent = text;
    return node;
  }
  function link(href, text) { var a = el('a', '', text); a.setAttribute('href', href); return a; }
  function stored() {
    try { var list = JSON.parse(localStorage.getItem(STORE) || '[]'); return list instanceof Array ? list : []; } catch (e) { return null; }
  }
  function save(list) { try { localStorage.setItem(STORE, JSON.stringify(list.slice(-20))); } catch (e) {} }
  function strip(items) {
    var lists = doc.querySelectorAll('[data-conditions-strip] ul');
    for (var i = 0; i < lists.length; i++) {
      var list = lists[i];
      if (!items.length) { list.setAttribute('data-quiet', ''); continue; }
      while (list.firstChild) list.removeChild(list.firstChild);
      for (var j = 0; j < items.length; j++) {
        var item = items[j], li = el('li', 'conditions-strip__item');
        li.setAttribute('data-level', String(item.level));
        li.appendChild(el('span', 'conditions-strip__kind', item.label));
        li.appendChild(link(item.href, item.title));
        if (item.summary) li.appendChild(el('span', 'conditions-strip__summary', item.summary));
        list.appendChild(li);
      }
    }
  }
  function notices(items) {
    var dismissed = stored();
    if (dismissed === null) dismissed = [];
    var keys = items.map(function (n) { return n.key; });
    dismissed = dismissed.filter(function (key) { return keys.indexOf(key) >= 0; });
    save(dismissed);
    var shown = items.filter(function (n) { return dismissed.indexOf(n.key) < 0; });
    var slot = doc.querySelector(SLOT), bar = doc.querySelector('.top-bar');
    if (!slot) return;
    while (slot.firstChild) slot.removeChild(slot.firstChild);
    if (!shown.length) return;
    var region = el('section', 'notices notices--conditions');
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', 'Conditions alerts');
    region.setAttribute('data-conditions-notices', '');
    shown.forEach(function (n) {
      var box = el('div', 'notice notice--conditions'), inner = el('div', 'notice__inner'), text = el('div', 'notice__text');
      box.setAttribute('data-conditions-notice', n.key);
      var p = el('p', 'notice__plain');
      p.appendChild(link(n.href, n.title));
      if (n.summary) p.appendChild(doc.createTextNode(': ' + n.summary));
      text.appendChild(p);
      var button = el('button', 'notice__dismiss', '\\u00d7');
      button.setAttribute('type', 'button');
      button.setAttribute('aria-label', 'Dismiss: ' + n.title);
      button.onclick = function () {
        var now = stored() || [];
        if (now.indexOf(n.key) < 0) now.push(n.key);
        save(now);
        var next = box.nextSibling || box.previousSibling;
        region.removeChild(box);
        if (!region.firstChild) { slot.removeChild(region); if (bar) bar.querySelector('a').focus(); }
        else next.querySelector('button').focus();
      };
      inner.appendChild(text);
      inner.appendChild(button);
      box.appendChild(inner);
      region.appendChild(box);
    });
    slot.appendChild(region);
  }
  function draw(summary) {
    if (!summary || !summary.enabled) return;
    strip(summary.strip || []);
    notices(summary.notices || []);
  }
  var summary = fetch(${JSON.stringify(CONDITIONS_SUMMARY_PATH)}, { credentials: 'omit' })
    .then(function (r) { return r.ok ? r.json() : null; })
    .catch(function () { return null; });
  function parsed() { summary.then(draw).catch(function () {}); }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', parsed); else parsed();
}`;

/** The inline script: asks at once, draws once the document is parsed. */
export const CONDITIONS_SCRIPT = `(${SCRIPT.replace(/\n\s*/g, ' ')})();`;
