/**
 * Which requests /mcp answers (DNS rebinding): a Host naming this site, and no Origin but this site's. A page on
 * another site whose name resolves to this server sends its own name in both; a client outside a browser sends no
 * Origin. In development loopback names count as this site, whatever port the site listens on.
 */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function hostnameOf(value: string): string | null {
  try {
    return new URL(`http://${value}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function isSiteHost(host: string | null, siteUrl: string, development: boolean): boolean {
  const name = host ? hostnameOf(host) : null;
  if (!name) return false;
  return name === new URL(siteUrl).hostname.toLowerCase() || (development && LOOPBACK.test(name));
}

export function isSiteOrigin(origin: string | null, siteUrl: string, development: boolean): boolean {
  if (origin === null) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && isSiteHost(url.host, siteUrl, development);
}
