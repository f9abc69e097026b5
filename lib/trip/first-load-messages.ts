// The trip page's copy that its first-load client code shows (the empty trip, the buttons). Every string here is
// in the page's first-visit JavaScript; the rest is in ./messages.

export const tripPageFirstLoadMessages = {
  empty: 'Nothing saved yet — use Save on any place or event.',
  loading: 'Loading your trip…',
  failed: 'Your trip could not be loaded right now. Please try again in a moment.',
  print: 'Print',
  map_show: 'Show on map',
  save_all: 'Save all to my trip',
} as const;
