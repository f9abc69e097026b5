/** Content-vendor delivery host image URLs (docs/product.md#text-links-and-images). Other URLs pass through unchanged. */

export const IMAGE_HOST = 'cdn.elebase.io';

function vendorUrl(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.hostname.toLowerCase() === IMAGE_HOST ? u : null;
  } catch {
    return null;
  }
}

function withDefaults(u: URL, params: Record<string, string | number>, force = false): string {
  for (const [key, value] of Object.entries(params)) {
    if (force || !u.searchParams.has(key)) u.searchParams.set(key, String(value));
  }
  return u.toString();
}

/** Adds q=75 and rot=auto when absent (vendor host only). */
export function imageUrl(url: string, extra: Record<string, string | number> = {}): string {
  const u = vendorUrl(url);
  if (!u) return url;
  withDefaults(u, extra, true);
  return withDefaults(u, { q: 75, rot: 'auto' });
}
