import styles from './LazyMap.module.css';

/** What a map's frame shows while the map's code loads. */
export function MapPlaceholder() {
  return (
    <div className={styles.placeholder} role="status">
      Loading map…
    </div>
  );
}
