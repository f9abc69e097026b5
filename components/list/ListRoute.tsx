import Link from 'next/link';
import { Markdown } from '@/components/markdown/Markdown';
import { EVENT_SUBMIT_PATH } from '@/lib/event-submit/fields';
import { eventSubmitCopy } from '@/lib/event-submit/messages';
import type { ListView } from '@/lib/config/routes';
import { readSettings } from '@/lib/config/settings';
import { getSiteEntry } from '@/lib/content/entries';
import { getListMapPayload, getListPage } from '@/lib/content/lists';
import { getSiteShell } from '@/lib/content/site';
import { textOf, ELEMENT_IDS } from '@/lib/entries';
import { listApiUrl, type ListQuery } from '@/lib/list-query';
import { ListNow, ListOnDemand } from './ListOnDemand';
import styles from './ListRoute.module.css';
// The list's controls and cards are server HTML that hydrates on demand (./ListOnDemand); their styles must come with
// the page, not with that code, or the list is laid out unstyled (one long column) until the visitor reaches into it.
// Which CSS chunk a lazily loaded module's styles land in is the bundler's choice, so the route asks for them here
// (tests/e2e/critical-path.spec.ts fails when a part's stylesheet comes only with its code).
import '@/components/map/LazyMap.module.css';
import './ListCard.module.css';
import './ListController.module.css';

/**
 * Server entry point of a list view: the section intro, then controls and the matching results rendered
 * into the HTML (crawlers and no-JS visitors get a working GET form). The client takes over from the same
 * state: the rendered results (pages 1..page, or every place on the map tab) seed swr under their API URL,
 * so the first load fetches nothing again. `now` is the moment the list is for (its day: see app/_pages/list-page.tsx). The client code loads on demand (ListOnDemand).
 */
export async function ListRoute({ view, asked, now }: { view: ListView; asked: ListQuery; now: Date }) {
  const onMapTab = view.onMap && asked.tab === 'map';
  // The map tab shows every place of the results, the grid tab pages 1..page: only the shown tab's results.
  const [section, pages, places, shell] = await Promise.all([
    getSiteEntry(view.sectionKey),
    onMapTab ? null : getListPage(view, asked, { cumulative: true }, now),
    onMapTab ? getListMapPayload(view, asked, now) : null,
    getSiteShell(),
  ]);
  // A page past the last was ignored: the client starts from the page rendered.
  const query = pages ? { ...asked, page: pages.page } : asked;
  const fallback = pages ? { [listApiUrl(view, query)]: pages } : places ? { [listApiUrl(view, query, { map: true })]: places } : {};
  const Client = onMapTab ? ListNow : ListOnDemand;
  return (
    <div className={`${styles.page} page-width`}>
      <header className={styles.header}>
        <h1>{section?.title ?? view.label}</h1>
        <Markdown className="prose">{textOf(section, ELEMENT_IDS.intro).text}</Markdown>
        {view.key === 'events' ? (
          <p>
            <Link href={EVENT_SUBMIT_PATH}>{eventSubmitCopy.link}</Link>
          </p>
        ) : null}
      </header>
      <Client
        fallback={fallback}
        view={view}
        initialQuery={query}
        categories={shell.categories[view.categoryKey] ?? []}
        plainTitle={section?.title || view.label}
        mapStyles={readSettings().mapStyles}
        siteUrl={readSettings().siteUrl}
      />
    </div>
  );
}
