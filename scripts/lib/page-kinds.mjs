// The kinds of page the site has (docs/product.md), one address each, found on a running site: the HTML checker
// (tests/e2e/valid-html.spec.ts) and the bench's Lighthouse section check the same pages.

/** The links in `html` whose href matches `pattern`, in page order (entities in query strings decoded). */
export const linksIn = (html, pattern) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&')).filter((h) => pattern.test(h));

/**
 * `kinds`: one address of each of the 13 page types, by name. `variants`: further states worth checking where a
 * whole page is cheap to check (the validator), not where each costs a minute (Lighthouse): the guide order form,
 * a list's map tab, a list's later page (its results twice, live and in the copy without script, each with page
 * anchors) and the conditions page. The entry, the occurrence, the later page and the shared trip are found from
 * the lists: `htmlOf(path)` answers a page's HTML.
 */
export async function pageKinds(htmlOf) {
  const [stay, events] = await Promise.all([htmlOf('/stay'), htmlOf('/events')]);
  const [entry] = linksIn(stay, /^\/entries\/[^?#]+$/);
  const [occurrence] = linksIn(events, /^\/entries\/[^#]+\?date=/);
  const [laterPage] = [...linksIn(stay, /[?&]page=2#/), ...linksIn(events, /[?&]page=2#/)].map((href) => href.split('#')[0]);
  const ids = linksIn(stay, /^\/entries\//)
    .slice(0, 2)
    .map((href) => href.split('/').pop());
  const missing = Object.entries({ 'an entry link on /stay': entry, 'an occurrence link on /events': occurrence, 'a "Show more" link on /stay or /events': laterPage }).filter(([, v]) => !v);
  if (missing.length) throw new Error(`page kinds: no ${missing.map(([what]) => what).join(', ')}`);
  return {
    kinds: {
      home: '/',
      'seasonal home': '/home-fall',
      list: '/stay',
      'dated events': '/events?when=weekend',
      entry,
      'event occurrence': occurrence,
      'content page': '/wifi',
      'form page': '/about-whitefish',
      search: '/search?q=lake',
      map: '/map',
      trip: '/trip',
      'shared trip': `/trip?ids=${ids.join(',')}`,
      404: '/no-such-page-here',
    },
    variants: {
      'guide order form': '/travel-guide-orders',
      'list map tab': '/stay?tab=map',
      'list, later page': laterPage,
      conditions: '/conditions',
    },
  };
}
