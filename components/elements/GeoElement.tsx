import Link from 'next/link';
import { format } from '@/lib/config/messages';
import { PATHS } from '@/lib/config/routes';
import { directionsUrl, type GeoData } from '@/lib/entries';
import { ELEMENT_LABELS } from './labels';
import styles from './elements.module.css';

function coordinate(value: number, pos: string, neg: string): string {
  return `${Math.abs(value).toFixed(4)}° ${value >= 0 ? pos : neg}`;
}

/** A static location summary (no map library here): coordinates, a link to the map view and directions. */
export function GeoElement({ geo, entryId }: { geo: GeoData | null; entryId: string }) {
  if (!geo || (!geo.point && geo.features.length === 0)) return null;
  const point = geo.point;
  const mapHref = `${PATHS.map}?selected=${encodeURIComponent(entryId)}`;
  const directions = point ? directionsUrl(point, []) : '';
  return (
    <section className={styles.section} aria-label={ELEMENT_LABELS.location}>
      <h2 className={styles.heading}>{ELEMENT_LABELS.location}</h2>
      {point && (
        <p className={styles.muted}>
          {coordinate(point[1], 'N', 'S')}, {coordinate(point[0], 'E', 'W')}
        </p>
      )}
      {!point && geo.features.length > 0 && <p>{format(ELEMENT_LABELS.mapFeatures, { n: geo.features.length })}</p>}
      <p className={styles.links}>
        <Link href={mapHref}>{ELEMENT_LABELS.showOnMap}</Link>
        {directions && (
          <a href={directions} target="_blank" rel="noopener noreferrer">
            {ELEMENT_LABELS.directions}
            <span className={styles.visuallyHidden}> {ELEMENT_LABELS.opensInNewTab}</span>
          </a>
        )}
      </p>
    </section>
  );
}
