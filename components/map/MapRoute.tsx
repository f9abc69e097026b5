import { Markdown } from '@/components/markdown/Markdown';
import { readSettings } from '@/lib/config/settings';
import { getSiteEntry } from '@/lib/content/entries';
import { getMapPayload } from '@/lib/content/lists';
import { getSiteShell } from '@/lib/content/site';
import { elementOf, textOf, ELEMENT_IDS } from '@/lib/entries';
import { parseQuery, type SearchParamsInput } from '@/lib/list-query';
import { MapExplorer } from './MapExplorer';
// The map page shares the list views' page frame.
import styles from '@/components/list/ListRoute.module.css';

/** /map: the map site entry's intro, then all map-listed places with the site's trails, points and areas. */
export async function MapRoute({ searchParams }: { searchParams: SearchParamsInput }) {
  const { selected } = parseQuery(searchParams, { selected: '' });
  const [section, payload, shell] = await Promise.all([getSiteEntry('map'), getMapPayload(), getSiteShell()]);
  const features = elementOf(shell.site, ELEMENT_IDS.geo, 'geo')?.data?.features ?? [];
  const intro = textOf(section, ELEMENT_IDS.intro).text || textOf(section, ELEMENT_IDS.body).text;
  return (
    <div className={`${styles.page} page-width`}>
      <header className={styles.header}>
        <h1>{section?.title ?? 'Map'}</h1>
        {intro && <Markdown className="prose">{intro}</Markdown>}
      </header>
      <MapExplorer payload={payload} features={features} initialSelected={selected} mapStyles={readSettings().mapStyles} />
    </div>
  );
}
