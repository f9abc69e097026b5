import { EntryCard } from '@/components/entry/EntryCard';
import { Markdown } from '@/components/markdown/Markdown';
import type { ListView } from '@/lib/config/routes';
import { getSiteEntry } from '@/lib/content/entries';
import { getListResults } from '@/lib/content/lists';
import { textOf, ELEMENT_IDS } from '@/lib/entries';
import { countLabel, defaultsFor, parseQuery, type SearchParamsInput } from '@/lib/list-query';

/** Server entry point of a list view: section intro, item count and the matching cards in the HTML. */
export async function ListRoute({ view, searchParams }: { view: ListView; searchParams: SearchParamsInput }) {
  const query = parseQuery(searchParams, defaultsFor(view));
  const [section, results] = await Promise.all([getSiteEntry(view.sectionKey), getListResults(view, query)]);
  return (
    <div className="list-view page-width">
      <header className="list-header">
        <h1>{section?.title ?? view.label}</h1>
        <Markdown className="prose">{textOf(section, ELEMENT_IDS.intro).text}</Markdown>
      </header>
      <p className="list-count" role="status">
        {countLabel(results.entries.length, results.total)}
      </p>
      <div className="card-grid">
        {results.entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} today={results.today} headingLevel={2} />
        ))}
      </div>
    </div>
  );
}
