'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import type { EventDatesProps } from './EventDates';

// Drawn in the browser only for a `?date=` address; the code comes with it.
const EventDatesForDate = dynamic(() => import('./EventDates').then((m) => m.EventDates));

/**
 * The event's dates for the occurrence in `?date=`, read in the browser so the entry page itself stays statically
 * cached (ISR). Without `?date=` it shows `children` — the same dates rendered on the server (next date first) —
 * so a page opened at its plain address downloads no date code. Render inside <Suspense> with that same fallback.
 */
export function EventDatesFromQuery({ children, ...props }: Omit<EventDatesProps, 'date'> & { children: ReactNode }) {
  const date = useSearchParams()?.get('date') ?? null;
  return date ? <EventDatesForDate {...props} date={date} /> : children;
}
