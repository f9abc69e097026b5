/**
 * Search snippets (docs/product.md#search): an entry's text reduced to clean prose — no markup, URLs, file paths
 * or repeats — then cut to a window around the first match, with the query's words in <b>…</b>.
 */
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString as mdastText } from 'mdast-util-to-string';
import type { TextFormat } from '../entries/types';
import { markdownTooComplex } from '../markup-bounds';
import { escapeHtml, stripTags } from './rules';

/** Longest snippet, in characters, before the ellipsis. */
export const SNIPPET_LENGTH = 200;
/** The product's shortening suffix (docs/product.md#text-links-and-images). */
const ELLIPSIS = '...';
/** Characters of context kept before the first match when the snippet cannot start at the text's start. */
const LEAD_CONTEXT = 40;
const MAX_KEYWORDS = 10;

/**
 * The query's words as the full-text search sees them: letters and digits, lower-case, distinct, at most 10.
 * Words of one character are left out when longer ones exist (they match nearly everything).
 */
export function searchKeywords(query: string): string[] {
  const words = [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_KEYWORDS);
  const long = words.filter((w) => w.length >= 2);
  return long.length ? long : words;
}

/** Blocks whose text is one line of prose; everything else is walked into (lists, quotes, tables). */
const PROSE_BLOCKS = new Set<Nodes['type']>(['paragraph', 'heading', 'tableCell']);
/** Blocks that hold no prose a visitor would search: code, link definitions, rules. */
const SKIPPED_BLOCKS = new Set<Nodes['type']>(['code', 'definition', 'footnoteDefinition', 'thematicBreak', 'yaml']);

/** Markdown as lines of text, one per paragraph, heading or table cell: links keep their text, images are dropped. */
function markdownToText(markdown: string): string {
  // Too deep or delimiter-heavy to parse (lib/markup-bounds.ts): its words as written.
  if (markdownTooComplex(markdown)) return markdown;
  const lines: string[] = [];
  const visit = (node: Nodes) => {
    if (SKIPPED_BLOCKS.has(node.type)) return;
    if (node.type === 'html') lines.push(htmlToLines(node.value));
    else if (PROSE_BLOCKS.has(node.type)) lines.push(stripTags(mdastText(node, { includeImageAlt: false, includeHtml: false })));
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(fromMarkdown(markdown));
  return lines.join('\n');
}

const FILE_EXTENSIONS = 'pdf|docx?|xlsx?|pptx?|csv|txt|zip|jpe?g|png|gif|svg|webp|tiff?|ico|mp3|mp4|mov|m4v|webm';

/** Punctuation after an address belongs to the sentence, not to the address. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"”’»]+$/;
const dropAddress = (address: string, before = '') => `${before} ${TRAILING_PUNCTUATION.exec(address)?.[0] ?? ''}`;

/** URLs, e-mail and telephone links, site and file paths removed (not hidden), leaving the words around them. */
function withoutAddresses(text: string): string {
  return text
    .replace(/\b(?:https?|ftp|mailto|tel|javascript|data):\S*/gi, (m) => dropAddress(m))
    .replace(/\bwww\.\S+/gi, (m) => dropAddress(m))
    .replace(/(^|[\s(["'])(\/\S*)/g, (_, before: string, path: string) => dropAddress(path, before)) // /files/…, /deals
    .replace(/\b[\w-]+(?:\.[\w-]+)+\/\S*/g, (m) => dropAddress(m)) // host.tld/path
    .replace(new RegExp(`\\S+\\.(?:${FILE_EXTENSIONS})\\b\\S*`, 'gi'), (m) => dropAddress(m)) // file names
    .replace(/[([{]\s*[)\]}]/g, ' '); // brackets left empty
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/([.,;:!?])(?:\s*\1)+/g, '$1')
    .replace(/^[\s.,;:!?–-]+/, '')
    .trim();
}

/** HTML as lines of text: blocks and line breaks end a line, other tags are word breaks. */
function htmlToLines(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(?:p|div|h[1-6]|li|tr|blockquote|section|article)\s*>/gi, '\n')
    .split('\n')
    .map((line) => stripTags(line.replace(/<[^>]*>/g, ' ')))
    .join('\n');
}

/**
 * One text element as plain prose: markup reduced to its text, addresses removed, whitespace collapsed. A line
 * that does not end a sentence (a heading, a tagline, a list item) gets a full stop, so lines never run together.
 */
export function plainText(text: string, format: TextFormat | string = 'text/plain'): string {
  const lines = format === 'text/html' ? htmlToLines(text) : format === 'text/markdown' ? markdownToText(text) : text;
  return lines
    .split(/\n/)
    .map((line) => tidy(withoutAddresses(line)))
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .map((line) => (/[.!?…:;,]["'”’)]*$/.test(line) ? line : `${line}.`))
    .join(' ');
}

const comparable = (sentence: string) => sentence.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * Sentences a snippet is made from: every sentence is compared with every other, so a text of thousands of short
 * sentences (an import) would cost millions of comparisons per search result. A long article's first 500 say it.
 */
export const MAX_SNIPPET_SENTENCES = 500;

/**
 * Several text elements (overview, intro, body…) as one prose text in which nothing is said twice: a sentence
 * (or a phrase such as a tagline) that another sentence repeats or contains is dropped; the first of equals stays.
 */
export function searchableText(parts: readonly { text: string; format?: TextFormat | string }[]): string {
  const sentences = parts
    .flatMap((part) => plainText(part.text, part.format).split(/(?<=[.!?…])\s+/))
    .slice(0, MAX_SNIPPET_SENTENCES)
    .map((text) => ({ text, key: ` ${comparable(text)} ` }))
    .filter((s) => s.key.trim());
  const repeated = (s: (typeof sentences)[number], i: number) =>
    sentences.some((other, j) => j !== i && other.key.includes(s.key) && (other.key.length > s.key.length || j < i));
  return sentences
    .filter((s, i) => !repeated(s, i))
    .map((s) => s.text)
    .join(' ');
}

/** `(?<![letter/digit])(kw1|kw2)[letters/digits]*`: whole words that start with a keyword (the search's prefix match). */
export function keywordPattern(keywords: readonly string[], flags = 'giu'): RegExp | null {
  if (!keywords.length) return null;
  const alternatives = [...keywords].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}])((?:${alternatives.join('|')})[\\p{L}\\p{N}]*)`, flags);
}

/** The text escaped as HTML, with every word that starts with a keyword in <b>…</b>. */
export function highlightText(text: string, keywords: readonly string[]): string {
  const pattern = keywordPattern(keywords);
  if (!pattern) return escapeHtml(text);
  return text
    .split(pattern)
    .map((part, i) => (i % 2 === 1 ? `<b>${escapeHtml(part)}</b>` : escapeHtml(part)))
    .join('');
}

/**
 * At most `max` characters of the text around the first keyword match (its start when nothing matches), cut
 * at word boundaries, with the product's '...' where text was left out.
 */
export function snippetWindow(text: string, keywords: readonly string[], max: number = SNIPPET_LENGTH): string {
  if (text.length <= max) return text;
  const first = keywordPattern(keywords, 'iu')?.exec(text)?.index ?? 0;
  let start = 0;
  if (first + 20 > max) {
    const from = Math.max(0, first - LEAD_CONTEXT);
    const space = text.lastIndexOf(' ', from);
    start = Math.min(space < 0 ? 0 : space + 1, first);
  }
  const rest = text.slice(start);
  if (rest.length <= max) return `${start > 0 ? ELLIPSIS : ''}${rest}`;
  const cut = rest.slice(0, max);
  const boundary = rest[max] === ' ' ? max : cut.lastIndexOf(' ');
  const head = (boundary > 0 ? cut.slice(0, boundary) : cut).replace(/[\s,;:.!?–-]+$/, '');
  return `${start > 0 ? ELLIPSIS : ''}${head}${ELLIPSIS}`;
}

/** The highlighted snippet (HTML: escaped text and <b> only) of a prose text for a query's keywords. */
export function searchSnippet(text: string, keywords: readonly string[], max: number = SNIPPET_LENGTH): string {
  return highlightText(snippetWindow(text, keywords, max), keywords);
}

/**
 * Highlighted HTML from an external engine (escaped text and <b> only, lib/search/html) with URLs and paths removed
 * from its text as from our own summaries; the engine's wording and marks are kept.
 */
export function withoutAddressesHtml(html: string): string {
  return html
    .split(/(<\/?b>)/)
    .map((part) => (/^<\/?b>$/.test(part) ? part : withoutAddresses(part)))
    .join('')
    .replace(/<b>\s*<\/b>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}
