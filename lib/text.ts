/** Text shortening and entry URLs (docs/product.md#text-links-and-images, docs/product.md#entry-urls). */
import { SHORTEN_MAX_LENGTH } from './config/constants';
import { PATHS } from './config/routes';

/** Collapse line breaks, trim, and cut at `max` on a word boundary with the suffix '...'. */
export function shorten(text: string | null | undefined, max: number = SHORTEN_MAX_LENGTH): string {
  const flat = String(text ?? '')
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const boundary = flat[max] === ' ' ? max : cut.lastIndexOf(' ');
  const head = (boundary > 0 ? cut.slice(0, boundary) : cut).replace(/[\s,;:.!?–-]+$/, '');
  return `${head}...`;
}

/** URL slug of a title: lowercase ASCII words joined by '-'; 'entry' when nothing is left. */
export function slugify(title: string | null | undefined): string {
  const slug = String(title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'entry';
}

/** '/entries/{slug}/{id}' — always the source entry id (occurrences link to their event). */
export function entryPath(entry: { id: string; sourceId?: string; title?: string | null }): string {
  const id = entry.sourceId ?? entry.id.split('::')[0];
  return `${PATHS.entries}/${slugify(entry.title)}/${encodeURIComponent(id)}`;
}

/** A web address as a visitor reads it: without the scheme and a trailing slash (`example.com/path`). */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
