'use client';

import { useEffect, useState } from 'react';
import { byCount, format } from '@/lib/config/format';
import { tripPageMessages as text } from '@/lib/trip/messages';
import type { CardData } from '@/lib/list-query/cards';
import type { MapStyles } from '@/lib/map/config';
import type { TripPayload } from '@/lib/trip/groups';
import { tripApiUrl, tripCalendarUrl } from '@/lib/trip/urls';
import { todayInZone } from '@/lib/dates';
import { TripGroups } from './TripGroups';
import { TripOffline } from './TripOffline';
import { TripShare } from './TripShare';
import { TripTools } from './TripTools';
import { TRIP_HEADING_ID } from './trip-heading';
import { removeFromTrip } from './trip-store';
import styles from './Trip.module.css';

export interface TripSavedProps {
  /** The saved ids (never empty), oldest first. */
  ids: readonly string[];
  origin: string;
  mapStyles: MapStyles;
}

interface Loaded {
  asked: readonly string[];
  payload: TripPayload;
}

async function loadTrip(ids: readonly string[], signal: AbortSignal): Promise<TripPayload> {
  const response = await fetch(tripApiUrl(ids), { signal });
  if (!response.ok) throw new Error(`GET /api/trip answered ${response.status}`);
  return (await response.json()) as TripPayload;
}

/**
 * The visitor's own trip (docs/product.md#the-trip-page), loaded with the page's code only when something is saved.
 * The entries come from GET /api/trip; a removal (here or in another tab) only hides an item, and only ids the
 * last answer did not cover are asked for again.
 */
export function TripSaved({ ids, origin, mapStyles }: TripSavedProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState('');
  const covered = loaded !== null && ids.every((id) => loaded.asked.includes(id));

  useEffect(() => {
    if (covered) return;
    const controller = new AbortController();
    loadTrip(ids, controller.signal).then(
      (payload) => {
        setFailed(false);
        setLoaded({ asked: ids, payload });
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [covered, ids, attempt]);

  if (!loaded) {
    return failed ? <Failed onRetry={() => setAttempt((n) => n + 1)} /> : <p role="status">{text.loading}</p>;
  }

  const saved = new Set(ids);
  const groups = loaded.payload.groups
    .map((group) => ({ ...group, items: group.items.filter((item) => saved.has(item.sourceId)) }))
    .filter((group) => group.items.length > 0);
  const items = groups.flatMap((group) => group.items);
  const shown = new Set(items.map((item) => item.sourceId));
  const unavailable = ids.filter((id) => loaded.asked.includes(id) && !shown.has(id));

  const remove = (item: CardData) => {
    // Focus moves on before the button goes: to the next item's Remove button, else to the page's heading.
    const next = items[items.findIndex((other) => other.sourceId === item.sourceId) + 1];
    const target = next ? document.querySelector<HTMLElement>(`[data-trip-item="${next.sourceId}"] button`) : null;
    (target ?? document.getElementById(TRIP_HEADING_ID))?.focus();
    removeFromTrip(item.sourceId);
    setStatus(format(text.removed, { title: item.title }));
  };

  return (
    <>
      {failed ? <Failed onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {unavailable.length > 0 ? (
        <p className={styles.note}>
          {format(byCount(unavailable.length, text.left_out_one, text.left_out), { n: unavailable.length })}{' '}
          <button type="button" className="link-button" onClick={() => unavailable.forEach(removeFromTrip)}>
            {text.remove_left_out}
          </button>
        </p>
      ) : null}
      {items.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <>
          <TripTools items={items} mapStyles={mapStyles}>
            {items.some((item) => item.type === 'event') ? (
              <a className="button button--secondary" href={tripCalendarUrl(ids)}>
                {text.calendar}
              </a>
            ) : null}
          </TripTools>
          <TripOffline ids={ids} gone={unavailable} />
          <TripGroups
            groups={groups}
            origin={origin}
            today={staleSince(loaded.payload.today)}
            action={(item) => (
              <button type="button" className={`link-button ${styles.remove}`} onClick={() => remove(item)}>
                {text.remove}
                <span className="visually-hidden"> {item.title}</span>
              </button>
            )}
          />
          <TripShare origin={origin} ids={ids.filter((id) => shown.has(id))} />
        </>
      )}
      <p role="status" aria-live="polite" className="visually-hidden">
        {status}
      </p>
    </>
  );
}

/** Today, when the list was made for an earlier day (an offline copy): its next dates may have passed since. */
function staleSince(listDay: string): string | undefined {
  const today = todayInZone();
  return listDay < today ? today : undefined;
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="alert" className={styles.note}>
      {text.failed}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {text.retry}
      </button>
    </p>
  );
}
