/**
 * The key the service worker's code cache keeps a file under: its address without query or fragment. File names
 * carry their content's hash, so `?dpl=…` or any query a page (or an attacker's page) adds names the same bytes:
 * keyed with it, each variant would be one more copy, without bound.
 */
export function codeCacheKey(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
