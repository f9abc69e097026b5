'use client';

import { useSearchParams } from 'next/navigation';
import { EventDates, type EventDatesProps } from './EventDates';

/**
 * EventDates with `?date=` read in the browser, so the entry page itself stays statically cached (ISR).
 * Render inside <Suspense fallback={<EventDates … />}> — the fallback (next date first) is the server HTML.
 */
export function EventDatesFromQuery(props: Omit<EventDatesProps, 'date'>) {
  const date = useSearchParams()?.get('date') ?? null;
  return <EventDates {...props} date={date} />;
}
