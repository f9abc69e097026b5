/**
 * URL and HTML policy for react-markdown / rehype-sanitize (docs/product.md#text-links-and-images). Pure functions.
 */
import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { imageSrc, safeHref, schemeOf } from './validators';

export { imageSrc } from './validators';

const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** A link target that may be rendered: http(s), mailto, tel or relative; anything else → null. */
export function linkHref(url: string | null | undefined): string | null {
  const safe = safeHref(url);
  if (!safe) return null;
  const scheme = schemeOf(safe);
  return scheme === '' || LINK_SCHEMES.has(scheme) ? safe : null;
}


/** react-markdown `urlTransform`: undefined removes the attribute (links then render as text). */
export function urlTransform(url: string, key?: string, _node?: unknown): string | undefined {
  const out = key === 'src' ? imageSrc(url) : linkHref(url);
  return out ?? undefined;
}

/** Absolute http(s) (and protocol-relative) links open in a new tab without opener. */
export function isExternal(href: string | null | undefined): boolean {
  return /^(https?:)?\/\//i.test((href ?? '').trim());
}

/** Props for an anchor: target/rel for external links. */
export function externalLinkProps(href: string | null | undefined): { target?: '_blank'; rel?: string } {
  return isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

const DROPPED_TAGS = ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'textarea', 'select', 'button'];

/**
 * rehype-sanitize schema (GitHub-style default, tightened): links, images and basic formatting stay;
 * script/style/iframe and their content are removed; no on* handlers or style attributes;
 * href limited to http(s)/mailto/tel/relative, src to http(s)/relative.
 */
export const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((t) => !DROPPED_TAGS.includes(t)),
  strip: [...new Set([...(defaultSchema.strip ?? []), ...DROPPED_TAGS])],
  attributes: {
    ...defaultSchema.attributes,
    a: [...(defaultSchema.attributes?.a ?? []), 'title'],
    img: [...(defaultSchema.attributes?.img ?? []), 'alt', 'title', 'width', 'height'],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto', 'tel'],
    src: ['http', 'https'],
  },
};
