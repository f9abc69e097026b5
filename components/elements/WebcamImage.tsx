'use client';

import { useEffect, useRef, useState } from 'react';
import { format } from '@/lib/config/format';
import { formatDate } from '@/lib/dates';
import { ELEMENT_LABELS } from './labels';
import styles from './elements.module.css';

export const WEBCAM_REFRESH_MS = 60_000;

/** The minute of a timestamp (ms) — the cache-busting value. */
export const minuteOf = (ms: number) => Math.floor(ms / 60_000);

/** The image URL with `t=<minute>` so neither the browser nor a CDN serves an old frame. */
export function freshWebcamSrc(src: string, stamp: number): string {
  const [beforeHash, hash = ''] = src.split('#');
  const [path, query = ''] = beforeHash.split('?');
  const params = new URLSearchParams(query);
  params.set('t', String(minuteOf(stamp)));
  return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
}

/** 'h:mm AM' in America/Denver (same text on server and browser). */
export function webcamTime(stamp: number): string {
  return formatDate(new Date(minuteOf(stamp) * 60_000).toISOString(), 'time');
}

export interface WebcamImageProps {
  /** Vetted image URL (http(s) or site-relative). */
  src: string;
  alt: string;
  /** When the server rendered the page (ms); server HTML and the first client render use it. */
  stamp: number;
  width?: number;
  height?: number;
  refreshMs?: number;
}

/**
 * A live webcam frame: cache-busted per minute, refreshed every minute, with the time it was loaded and a
 * clear "not available" state when the image fails (retried on the next refresh).
 */
export function WebcamImage({ src, alt, stamp: initialStamp, width = 1200, height = 800, refreshMs = WEBCAM_REFRESH_MS }: WebcamImageProps) {
  const [stamp, setStamp] = useState(initialStamp);
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0 && el.currentSrc) setFailed(true);
    const refresh = () => {
      setFailed(false);
      setStamp(Date.now());
    };
    // A cached page may carry an old stamp: catch up at once.
    if (minuteOf(Date.now()) !== minuteOf(initialStamp)) refresh();
    const timer = window.setInterval(refresh, refreshMs);
    return () => window.clearInterval(timer);
  }, [initialStamp, refreshMs]);

  return (
    <figure className={styles.webcam}>
      <div className={styles.webcamFrame} style={{ aspectRatio: `${width} / ${height}` }}>
        {failed ? (
          <p className={styles.webcamUnavailable} role="status">
            {ELEMENT_LABELS.webcamUnavailable}
          </p>
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- a live frame must bypass image optimisation caches
          <img
            ref={img}
            className={styles.webcamImage}
            src={freshWebcamSrc(src, stamp)}
            alt={alt}
            width={width}
            height={height}
            fetchPriority="high"
            onError={() => setFailed(true)}
          />
        )}
      </div>
      <figcaption className={styles.caption}>
        <time dateTime={new Date(minuteOf(stamp) * 60_000).toISOString()}>
          {format(ELEMENT_LABELS.webcamUpdated, { time: webcamTime(stamp) })}
        </time>{' '}
        <span className={styles.muted}>· {ELEMENT_LABELS.webcamRefresh}</span>
      </figcaption>
    </figure>
  );
}
