'use client';

import { useState } from 'react';
import { tripPageMessages as text } from '@/lib/trip/messages';
import { tripShareUrl } from '@/lib/trip/urls';
import styles from './Trip.module.css';

/** The own trip's share link: a plain link to `/trip?ids=…` and a button that copies it, with a polite confirmation. */
export function TripShare({ origin, ids }: { origin: string; ids: readonly string[] }) {
  const [status, setStatus] = useState('');
  const url = tripShareUrl(origin, ids);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(text.copied);
    } catch {
      setStatus(text.copy_failed);
    }
  };

  return (
    <section className={styles.share} aria-labelledby="trip-share">
      <h2 id="trip-share" className={styles.groupHeading}>
        {text.share}
      </h2>
      <p className={styles.intro}>{text.share_hint}</p>
      <a href={url} className={styles.shareLink}>
        {url}
      </a>
      <button type="button" className="button button--secondary" onClick={() => void copy()}>
        {text.copy}
      </button>{' '}
      <span role="status" aria-live="polite">
        {status}
      </span>
    </section>
  );
}
