'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useHydrated } from '@/components/shell/use-hydrated';
import { byCount, format } from '@/lib/config/format';
import { tripPageMessages as text } from '@/lib/config/trip-page-messages';
import { TRIP_MAX_ITEMS } from '@/lib/trip/ids';
import { TRIP_PATH } from '@/lib/trip/urls';
import { getTripIds, saveAllToTrip } from './trip-store';

/** What "Save all" did: how many were added and how many did not fit. */
export function saveAllMessage(added: number, missed: number): string {
  const saved = added === 0 && missed === 0 ? text.saved_none : format(byCount(added, text.saved_all_one, text.saved_all), { n: added });
  return missed > 0 ? `${saved} ${format(text.did_not_fit, { n: missed, max: TRIP_MAX_ITEMS })}` : saved;
}

/** A shared trip's "Save all to my trip": adds the shown entries to this browser's trip, as many as fit. */
export function SaveAllButton({ ids }: { ids: readonly string[] }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState('');
  if (!hydrated) return null;

  const saveAll = () => {
    const before = getTripIds().length;
    const missed = saveAllToTrip(ids);
    setStatus(saveAllMessage(getTripIds().length - before, missed));
  };

  return (
    <div>
      <button type="button" className="button" onClick={saveAll}>
        {text.save_all}
      </button>
      <p role="status" aria-live="polite">
        {status}
        {status ? (
          <>
            {' '}
            <Link href={TRIP_PATH}>{text.open_own}</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
