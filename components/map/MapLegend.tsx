import type { LegendItem } from '@/lib/map/geojson';
import { MapIcon } from './MapIcon';
import styles from './MapLegend.module.css';

const KIND_LABEL = { path: 'path', point: 'point', polygon: 'area' } as const;

/** Legend of the site's feature types: the type's icon as the map draws it, a colour swatch shaped like what it marks, and its name. */
export function MapLegend({ items }: { items: readonly LegendItem[] }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.legend}>
      <h2 className={styles.heading}>Legend</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.typeId} className={styles.item}>
            <MapIcon glyph={item.glyph} color={item.color} />
            {item.kind !== 'point' && (
              // Points are drawn as the badge itself; paths and areas also show their line / fill.
              <span
                className={`${styles.swatch} ${styles[item.kind]}`}
                style={{ ['--swatch' as string]: item.color }}
                aria-hidden="true"
              />
            )}
            {item.name}
            <span className="visually-hidden"> ({KIND_LABEL[item.kind]})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
