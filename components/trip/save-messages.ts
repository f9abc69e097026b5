// The trip's Save toggle and the top bar's trip link. Their server wrappers (./SaveToggle.tsx, ./TripCount.tsx)
// hand this copy to the client part as props; apart from the trip page's copy (lib/trip/messages.ts), which only
// that page loads.

export const saveMessages = {
  /** The toggle's visible label, unpressed and pressed; its accessible name is always "Save <title>". */
  save: 'Save',
  saved: 'Saved',
  full: 'Your trip holds at most {max} places and events. Remove one on My trip to save another.',
  trip: 'My trip',
  /** The top bar link's accessible name; {count} is 0 when nothing is saved. */
  count: 'My trip, {count} saved',
} as const;
