/**
 * Highlighted search text as React. The server sends titles and snippets reduced to escaped text plus <b>…</b>
 * (lib/search/html.ts); this splits on <b> and renders text nodes only, so whatever arrives, nothing but text
 * and <b> can reach the page — and no HTML parser is shipped to the browser.
 */
import { Fragment, type ReactNode } from 'react';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' };

function decode(text: string): string {
  return text.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]);
}

export function renderSearchHtml(html: string): ReactNode {
  let bold = false;
  // Script and style bodies are not text a visitor should see (the server never sends them anyway).
  return html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '').split(/(<\/?b>)/i).map((part, i) => {
    if (/^<b>$/i.test(part)) bold = true;
    else if (/^<\/b>$/i.test(part)) bold = false;
    else if (part) return bold ? <b key={i}>{decode(part)}</b> : <Fragment key={i}>{decode(part)}</Fragment>;
    return null;
  });
}
