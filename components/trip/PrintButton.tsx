'use client';

import { useHydrated } from '@/components/shell/use-hydrated';
import { tripPageMessages as text } from '@/lib/config/trip-page-messages';

/** Prints the page (the trip's print stylesheet leaves the list alone); shown only where the script runs. */
export function PrintButton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="button button--secondary" onClick={() => window.print()}>
      {text.print}
    </button>
  );
}
