/**
 * Author HTML → React without dangerouslySetInnerHTML: parse to hast, sanitise with lib's schema
 * (no scripts, no on* handlers, no style, safe URL schemes only), then render through react/jsx-runtime.
 * Links and images additionally pass lib's link/image policy. Server- and client-safe (no hooks).
 */
import { fromHtml } from 'hast-util-from-html';
import { sanitize } from 'hast-util-sanitize';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { sanitizeSchema } from '@/lib/markdown-policy';
import { htmlTooComplex, plainParagraphs, warnTooComplex } from '@/lib/markup-bounds';
import { PolicyImage, PolicyLink } from './policy-elements';

const COMPONENTS = { a: PolicyLink, img: PolicyImage } as Partial<Components>;

export interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
}

/**
 * The sanitised React tree for an HTML string (exported for reuse, e.g. search-result titles); plain paragraphs for
 * one too deeply nested or too large to parse safely (lib/markup-bounds.ts).
 */
export function renderSafeHtml(html: string) {
  const tooComplex = htmlTooComplex(html);
  if (tooComplex) {
    warnTooComplex('html', html, tooComplex);
    return plainParagraphs(html, true).map((paragraph, i) => jsx('p', { children: paragraph }, String(i)));
  }
  const tree = sanitize(fromHtml(html, { fragment: true }), sanitizeSchema);
  return toJsxRuntime(tree, { Fragment, jsx, jsxs, components: COMPONENTS, passKeys: true });
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  if (!html) return null;
  return <div className={className}>{renderSafeHtml(html)}</div>;
}
