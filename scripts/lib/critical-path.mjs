// What a page's HTML makes a browser wait for before its first paint, read from the document alone: the e2e guard
// (tests/e2e/critical-path.spec.ts) checks every page kind with it, so a new page cannot add a round trip unnoticed.

/** The document's <head>, or the whole document when it has none. */
const headOf = (html) => html.match(/<head[^>]*>([\s\S]*?)<\/head>/i)?.[1] ?? html;

/** An attribute's value in one tag's source, or undefined. */
const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`, 'i'))?.slice(1).find((v) => v !== undefined) ?? (new RegExp(`\\s${name}[\\s/>=]`, 'i').test(tag) ? '' : undefined);

/**
 * The stylesheets in <head> that hold the first paint: rel=stylesheet with no media that rules it out for the
 * screen (print, or the onload swap trick that starts as print) and not disabled.
 */
export function blockingStylesheets(html) {
  return [...headOf(html).matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /(^|\s)stylesheet(\s|$)/i.test(attribute(tag, 'rel') ?? ''))
    .filter((tag) => {
      const media = (attribute(tag, 'media') ?? 'all').trim().toLowerCase();
      return attribute(tag, 'disabled') === undefined && (media === 'all' || media === 'screen' || media === '');
    })
    .map((tag) => attribute(tag, 'href') ?? tag);
}

/** The Server Components payload inlined in the document: every `self.__next_f.push([1,"…"])` string, joined. */
export function inlinePayload(html) {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)].map(([, literal]) => JSON.parse(literal)).join('');
}

/** Inline classic scripts of the page's own (not the framework's payload and bootstrap pushes), by their text. */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, text]) => !/\ssrc=/i.test(attrs) && text.trim() !== '')
    .filter(([, attrs]) => !/type=["']?application\/(ld\+)?json/i.test(attrs))
    .map(([, , text]) => text)
    .filter((text) => !/^\s*\(?self\.__next_[a-z]/.test(text) && !text.includes('self.__next_f='));
}

/**
 * The inline scripts whose text the payload carries again (a server component rendering a <script> is sent as
 * HTML and once more inside the payload for hydration): each is its first 60 characters.
 */
export function scriptsSentTwice(html) {
  const payload = inlinePayload(html);
  return inlineScripts(html)
    // The payload holds props as JSON, so a script's text is there JSON-escaped.
    .filter((text) => payload.includes(JSON.stringify(text.slice(0, 200)).slice(1, -1)))
    .map((text) => text.slice(0, 60));
}
