/**
 * Highlighted search text (titles and snippets from the index or an external engine) as React: the HTML is
 * first reduced to text plus <b>…</b> (every other element unwrapped, scripts and styles dropped, attributes
 * gone), then rendered through the site's sanitiser (renderSafeHtml). Server- and client-safe.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { renderSafeHtml } from '@/components/markdown/SafeHtml';

const BOLD_ONLY: Schema = {
  tagNames: ['b'],
  attributes: {},
  protocols: {},
  ancestors: {},
  required: {},
  clobber: [],
  clobberPrefix: '',
  strip: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'title', 'textarea', 'select'],
  allowComments: false,
  allowDoctypes: false,
};

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function serialize(nodes: readonly (RootContent | ElementContent)[]): string {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'text') html += escapeText(node.value);
    else if (node.type === 'element') {
      const inner = serialize((node as Element).children);
      html += node.tagName === 'b' ? `<b>${inner}</b>` : inner;
    }
  }
  return html;
}

/** The HTML reduced to escaped text and <b>…</b> (whitespace collapsed). */
export function boldOnlyHtml(html: string): string {
  const tree = sanitize(fromHtml(html.replace(/<br\s*\/?>/gi, ' '), { fragment: true }), BOLD_ONLY) as Root;
  return serialize(tree.children).replace(/\s+/g, ' ').trim();
}

/** Search-result HTML as React: only <b> survives. */
export function renderSearchHtml(html: string) {
  return renderSafeHtml(boldOnlyHtml(html));
}
