/**
 * Search-result HTML from an external engine reduced, on the server, to escaped text plus <b>…</b> (every other
 * element unwrapped, scripts and styles dropped, attributes gone). The browser then needs no HTML parser.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { htmlTooComplex, plainParagraphs } from '../markup-bounds';

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

/** The HTML reduced to escaped text and <b>…</b> (whitespace collapsed); escaped text alone when too complex to parse. */
export function boldOnlyHtml(html: string): string {
  if (htmlTooComplex(html)) return escapeText(plainParagraphs(html, true).join(' '));
  const tree = sanitize(fromHtml(html.replace(/<br\s*\/?>/gi, ' '), { fragment: true }), BOLD_ONLY) as Root;
  return serialize(tree.children).replace(/\s+/g, ' ').trim();
}
