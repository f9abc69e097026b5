// A query state of a list view for the bench (tests/bench/lib/list-views.mjs), read from the list's own HTML.

const decode = (s) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The non-empty option values of the `<select name="…">` in `html`, in page order; [] when there is none. */
export function selectOptions(html, name) {
  const at = html.search(new RegExp(`<select[^>]*\\bname="${name}"`));
  if (at < 0) return [];
  const end = html.indexOf('</select>', at);
  const body = html.slice(at, end < 0 ? undefined : end);
  return [...body.matchAll(/<option[^>]*\bvalue="([^"]*)"/g)].map((m) => decode(m[1])).filter(Boolean);
}

/**
 * A list state other than the default: the list's first category and the order `a-z` (else its last order),
 * as `path?category=…&order=…`; null when the page offers neither control.
 */
export function queryStatePath(listPath, html) {
  const params = new URLSearchParams();
  const [category] = selectOptions(html, 'category');
  if (category) params.set('category', category);
  const orders = selectOptions(html, 'order');
  const order = orders.includes('a-z') ? 'a-z' : orders.at(-1);
  if (order) params.set('order', order);
  const qs = params.toString();
  return qs ? `${listPath}?${qs}` : null;
}
