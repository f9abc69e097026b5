'use client';

import { useId, useRef, useState } from 'react';
import { locate as browserLocate, LOCATE_MESSAGES, type LocateResult } from '@/lib/map/locate';
import styles from './LocateControl.module.css';

export interface LocateControlProps {
  /** Called with the visitor's position; the map centres there at the locate zoom (17). */
  onLocated: (position: { longitude: number; latitude: number; accuracy: number }) => void;
  /** Injectable for tests; defaults to the browser's Geolocation API. */
  locate?: () => Promise<LocateResult>;
}

type Status = keyof typeof LOCATE_MESSAGES | '';

/** "Show my location": one position fix on request (never on page load), with a polite message when it fails. */
export function LocateControl({ onLocated, locate = browserLocate }: LocateControlProps) {
  const [status, setStatus] = useState<Status>('');
  const busy = useRef(false);
  const messageId = useId();

  const onClick = async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus('locating');
    try {
      const result = await locate();
      if (result.ok) {
        onLocated({ longitude: result.longitude, latitude: result.latitude, accuracy: result.accuracy });
        setStatus('located');
      } else {
        setStatus(result.reason);
      }
    } finally {
      busy.current = false;
    }
  };

  const failed = status !== '' && status !== 'locating' && status !== 'located';
  return (
    <div className={styles.locate}>
      <button type="button" className={styles.button} onClick={onClick} aria-describedby={failed ? messageId : undefined}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <circle cx="8" cy="8" r="2" fill="currentColor" />
          <path d="M8 0v3M8 13v3M0 8h3M13 8h3" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        Show my location
      </button>
      {/* Always in the DOM so screen readers announce changes; visible only while it has something to say. */}
      <p id={messageId} role="status" aria-live="polite" className={failed ? styles.message : 'visually-hidden'}>
        {status ? LOCATE_MESSAGES[status] : ''}
      </p>
    </div>
  );
}
