/**
 * Whether a POST may have come from another site's page (a cross-site form post made with the visitor's browser,
 * cookies and address). Browsers say where a request comes from in headers a page cannot forge:
 * `Sec-Fetch-Site` (all current browsers) and `Origin` (on every POST, older browsers too). A request without
 * either is not a browser post from another site (curl, a server, a browser older than both), and is accepted.
 */

/** `Sec-Fetch-Site` values of a request our own pages (or the visitor, typing or bookmarking) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'same-site', 'none']);

/**
 * True when the request says it comes from another site. `Sec-Fetch-Site` decides when present; otherwise an
 * `Origin` must name the host the request was sent to, or `siteUrl` (the public origin, for a proxy that rewrites
 * Host). `Origin: null` (a sandboxed frame, a privacy redirect) names no site of ours.
 */
export function crossSitePost(headers: Pick<Headers, 'get'>, siteUrl: string): boolean {
  const fetchSite = headers.get('sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite) return !OWN_FETCH_SITES.has(fetchSite);
  const origin = headers.get('origin')?.trim();
  if (!origin) return false;
  let asked: URL;
  try {
    asked = new URL(origin);
  } catch {
    return true;
  }
  const host = headers.get('host')?.trim().toLowerCase();
  if (host && asked.host.toLowerCase() === host) return false;
  try {
    return asked.origin !== new URL(siteUrl).origin;
  } catch {
    return true;
  }
}
