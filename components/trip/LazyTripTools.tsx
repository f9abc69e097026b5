'use client';

import dynamic from 'next/dynamic';

/**
 * The shared trip's buttons, in a chunk of their own: preloaded where a shared trip is rendered, never on the
 * own trip's first load (which shows them from its lazily loaded list).
 */
export const LazyTripTools = dynamic(() => import('./TripTools').then((m) => m.TripTools));
