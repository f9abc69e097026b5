/** The email, image-URL, script-tag and http(s) URL patterns in one module (docs/product.md#text-links-and-images). */

export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

const IMAGE_EXT = '(?:jpe?g|gif|png|svg|tif|ico|webp)';
/** http(s) URL whose path ends in an image extension; query string and hash allowed. */
export const IMAGE_URL_PATTERN = new RegExp(`^https?://[^\\s/?#]+[^\\s?#]*\\.${IMAGE_EXT}(?:\\?[^\\s#]*)?(?:#\\S*)?$`, 'i');
/** Site-relative image path (e.g. /images/x.jpg, /webcams/y.jpg), not protocol-relative. */
export const LOCAL_IMAGE_PATTERN = new RegExp(`^/(?!/)[^\\s?#]*\\.${IMAGE_EXT}(?:\\?[^\\s#]*)?$`, 'i');
export const SCRIPT_TAG_PATTERN = /<\s*\/?\s*script\b/i;
export const HTTP_URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

export function isEmail(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v.length <= 254 && EMAIL_PATTERN.test(v);
}

export function isImageUrl(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return IMAGE_URL_PATTERN.test(v) || LOCAL_IMAGE_PATTERN.test(v);
}

export function hasScriptTag(value: string | null | undefined): boolean {
  return SCRIPT_TAG_PATTERN.test(value ?? '');
}

export function isHttpUrl(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  if (!HTTP_URL_PATTERN.test(v)) return false;
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
}

/** The URL's scheme in lower case (control characters and whitespace ignored, as browsers do), or ''. */
export function schemeOf(url: string): string {
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return m ? m[1].toLowerCase() : '';
}

const UNSAFE_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

/** The trimmed URL, or null for empty and javascript:, vbscript:, data: URLs. */
export function safeHref(url: string | null | undefined): string | null {
  const v = (url ?? '').trim();
  if (!v) return null;
  return UNSAFE_SCHEMES.has(schemeOf(v)) ? null : v;
}

/** True for URLs on the photo-sharing site (hosts from settings.photoEmbed.hosts). */
export function isOnHosts(url: string, hosts: readonly string[]): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && hosts.includes(u.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** Image source: http → https, only image-pattern URLs (absolute or site-relative); else null. */
export function imageSrc(src: string | null | undefined): string | null {
  const v = (src ?? '').trim();
  if (!isImageUrl(v)) return null;
  return v.replace(/^http:\/\//i, 'https://');
}
