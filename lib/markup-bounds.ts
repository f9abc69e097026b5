/**
 * How much structure an editor's (or an import's) markdown or HTML may ask the renderer to build. The parsers' cost
 * grows with nesting and unmatched delimiters, not only length: 5,000 nested quotes overflowed the stack (an error
 * page), 20,000 unclosed `[a](` took seconds. A text past these bounds is shown as plain text instead, with one
 * warning an hour. Real pages stay far below them.
 */
import { logOnce } from './log-once';

export const MAX_MARKUP_CHARS = 100_000;
/** Quote and list levels on one line (markdown), open elements (HTML). */
export const MAX_MARKUP_DEPTH = 32;
/** Link and code delimiters (`[`, backtick runs) a markdown text may hold. */
export const MAX_MARKDOWN_DELIMITERS = 2_000;
/** Tags an HTML text may hold. */
export const MAX_HTML_TAGS = 5_000;

/** Why a markdown text is too costly to parse, or null. */
export function markdownTooComplex(text: string): string | null {
  if (text.length > MAX_MARKUP_CHARS) return `${text.length} characters`;
  let depth = 0;
  for (const line of text.split('\n')) {
    const prefix = /^[\s>*+-]*/.exec(line)?.[0] ?? '';
    const levels = (prefix.match(/>/g)?.length ?? 0) + Math.floor((prefix.match(/ /g)?.length ?? 0) / 2) + (prefix.match(/\t/g)?.length ?? 0) * 2;
    depth = Math.max(depth, levels);
    if (depth > MAX_MARKUP_DEPTH) return `nesting deeper than ${MAX_MARKUP_DEPTH}`;
  }
  const delimiters = (text.match(/\[|`+/g)?.length ?? 0);
  return delimiters > MAX_MARKDOWN_DELIMITERS ? `${delimiters} link or code delimiters` : null;
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Why an HTML text is too costly to parse, or null. Depth is counted as written (a browser would close some). */
export function htmlTooComplex(html: string): string | null {
  if (html.length > MAX_MARKUP_CHARS) return `${html.length} characters`;
  let depth = 0;
  let tags = 0;
  for (const [, closing, name, selfClosing] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    if (++tags > MAX_HTML_TAGS) return `more than ${MAX_HTML_TAGS} tags`;
    if (closing) depth = Math.max(0, depth - 1);
    else if (!selfClosing && !VOID_ELEMENTS.has(name.toLowerCase())) depth += 1;
    if (depth > MAX_MARKUP_DEPTH) return `elements nested deeper than ${MAX_MARKUP_DEPTH}`;
  }
  return null;
}

/** The text as plain paragraphs (tags dropped): what a too-complex text shows instead. */
export function plainParagraphs(text: string, html = false): string[] {
  const plain = html ? text.replace(/<[^>]*>?/g, ' ') : text;
  return plain
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** One warning an hour per text (keyed by its start and length), never the text itself in full. */
export function warnTooComplex(kind: 'markdown' | 'html', text: string, reason: string): void {
  logOnce(`markup:${kind}:${text.length}:${text.slice(0, 80)}`, () =>
    console.warn(JSON.stringify({ time: new Date().toISOString(), level: 'warn', source: 'markup', event: 'markup_too_complex', kind, reason, start: text.slice(0, 80) })),
  );
}
