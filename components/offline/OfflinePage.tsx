import Link from 'next/link';
import { offlinePageMessages as text } from '@/lib/offline/messages';
import { TRIP_PATH } from '@/lib/trip/paths';
import styles from './OfflinePage.module.css';

/**
 * What the service worker answers for a page that is neither reachable nor saved on the device
 * (docs/product.md#offline-and-installing): what does work offline, with links. The same for everyone, precached per build.
 */
export function OfflinePage() {
  return (
    <div className={`page-width ${styles.page}`} data-offline-page>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      <h2>{text.available_heading}</h2>
      <ul>
        <li>
          <Link href={TRIP_PATH} prefetch={false}>
            {text.trip}
          </Link>
          , {text.trip_note}
        </li>
        <li>
          <Link href="/" prefetch={false}>
            {text.home}
          </Link>
          , {text.home_note}
        </li>
        <li>{text.recent}</li>
      </ul>
      <p>{text.retry}</p>
    </div>
  );
}
