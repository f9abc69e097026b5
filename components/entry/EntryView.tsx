import { Markdown } from '@/components/markdown/Markdown';
import { SafeHtml } from '@/components/markdown/SafeHtml';
import { textOf, ELEMENT_IDS, type Entry } from '@/lib/entries';

/** The body of a content page or entry: title, cover image, intro, body and any HTML-format text. */
export function EntryView({ entry }: { entry: Entry }) {
  const html = textOf(entry, ELEMENT_IDS.html).text;
  return (
    <article className="entry page-width">
      <h1>{entry.title}</h1>
      {entry.image && (
        // eslint-disable-next-line @next/next/no-img-element
        <img className="entry-image" src={entry.image} alt="" width={1200} height={800} fetchPriority="high" />
      )}
      <Markdown className="prose entry-intro">{textOf(entry, ELEMENT_IDS.intro).text}</Markdown>
      <Markdown className="prose">{textOf(entry, ELEMENT_IDS.body).text}</Markdown>
      {html && <SafeHtml className="prose" html={html} />}
    </article>
  );
}
