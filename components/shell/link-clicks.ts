/**
 * The link a click follows when it is a plain left click on a same-origin link that opens in this tab (no
 * modifier key, no download, no other target); null for anything the browser or the visitor handles otherwise.
 */
export function followedLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.origin !== window.location.origin) return null;
  return anchor;
}

/** pathname + search of a URL, the part a route is rendered from. */
export const routeOf = (url: { pathname: string; search: string }): string => url.pathname + url.search;
