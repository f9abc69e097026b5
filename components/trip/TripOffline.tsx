'use client';

import { useEffect, useRef, useState } from 'react';
import { byCount, format } from '@/lib/config/format';
import { tripOfflineMessages as text } from '@/lib/offline/messages';
import type { PageMessage, TripCopyState, WorkerMessage } from '@/lib/offline/protocol';
import { goneFromCopy } from '@/lib/offline/trip-copy-plan';
import { tripCopyStatusText } from '@/lib/offline/trip-copy-text';
import styles from './TripOffline.module.css';

type Support = 'checking' | 'ready' | 'unsupported';

/**
 * "Save for offline" (docs/product.md#saving-the-trip-for-offline): the service worker downloads and keeps the
 * copy; this asks for it, shows its progress and size, and removes it. Loaded with the trip's list, so only a
 * trip with something saved carries it. `gone`: saved ids the site's answer no longer lists; while online, a copy
 * that still holds them is saved again without them, and the page says so.
 */
export function TripOffline({ ids, gone }: { ids: readonly string[]; gone: readonly string[] }) {
  // Rendered in the browser only (the trip's list is): whether the browser can keep pages is known at once.
  const [support, setSupport] = useState<Support>(() => (typeof navigator !== 'undefined' && navigator.serviceWorker && typeof caches !== 'undefined' ? 'checking' : 'unsupported'));
  const [worker, setWorker] = useState<ServiceWorker | null>(null);
  const [state, setState] = useState<TripCopyState>({ status: 'none' });
  const [dropped, setDropped] = useState(0);
  const droppedFor = useRef('');

  useEffect(() => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!container || typeof caches === 'undefined') return;
    let active = true;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as WorkerMessage | null;
      if (data?.type === 'trip-copy') setState(data.state);
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    // The page registers the worker once it is idle; `ready` waits for it.
    void container.ready.then((registration) => {
      const ready = container.controller ?? registration.active;
      if (!active || !ready) return;
      setWorker(ready);
      setSupport('ready');
      ready.postMessage({ type: 'trip-copy?' } satisfies PageMessage);
    });
    return () => {
      active = false;
      container.removeEventListener('message', onMessage);
    };
  }, []);

  useEffect(() => {
    // Offline, the answer is the copy's own: an id it lacks is one saved since, not one the site dropped.
    if (state.status !== 'saved' || !worker || !navigator.onLine) return;
    const drop = goneFromCopy(state.ids, gone);
    const key = drop.join(',');
    if (drop.length === 0 || droppedFor.current === key) return;
    droppedFor.current = key;
    setDropped(drop.length);
    worker.postMessage({ type: 'trip-copy-save', ids: ids.filter((id) => !drop.includes(id)) } satisfies PageMessage);
  }, [state, worker, gone, ids]);

  const send = (message: PageMessage) => worker?.postMessage(message);
  const save = () => {
    setState({ status: 'saving', done: 0, total: 0, bytes: 0 });
    send({ type: 'trip-copy-save', ids: [...ids] });
  };
  const saved = state.status === 'saved' || (state.status === 'failed' && state.savedAt !== null);
  const saving = state.status === 'saving';
  const status = support === 'unsupported' ? text.unsupported : support === 'checking' ? text.waiting : tripCopyStatusText(state);

  return (
    <section className={styles.offline} aria-labelledby="trip-offline-heading" data-trip-offline={state.status}>
      <h2 id="trip-offline-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <p className={styles.intro}>{text.intro}</p>
      {support !== 'unsupported' ? (
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" disabled={support !== 'ready' || saving} onClick={save}>
            {saved ? text.update : text.save}
          </button>
          {saved && !saving ? (
            <button type="button" className="link-button" onClick={() => send({ type: 'trip-copy-remove' })}>
              {text.remove}
            </button>
          ) : null}
        </div>
      ) : null}
      {saving && state.total > 0 ? <progress className={styles.progress} max={state.total} value={state.done} /> : null}
      <p role="status" aria-live="polite" className={styles.status} data-trip-offline-status>
        {status}
      </p>
      {dropped > 0 && state.status === 'saved' ? (
        <p className={styles.status} data-trip-offline-gone>
          {format(byCount(dropped, text.gone_one, text.gone), { n: dropped })}
        </p>
      ) : null}
    </section>
  );
}
