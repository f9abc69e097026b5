/** The offline support's copy (docs/product.md#offline-and-installing). */
export const OFFLINE_COPY_CLASS = 'offline-copy';

/** What the inline script shows on a page answered from the device (small: it is in every page). */
export const offlineMessages = {
  copy_from: 'Offline copy from {date}. It refreshes when you are back online.',
  copy: 'Offline copy. It refreshes when you are back online.',
  passed: '(passed)',
};

export const offlinePageMessages = {
  title: 'You are offline',
  intro: 'This page is not saved on this device, and the site cannot be reached right now.',
  available_heading: 'What works without a connection',
  trip: 'My trip',
  trip_note: 'if you saved it for offline: its places and events, their upcoming dates, its calendar file and its map.',
  home: 'Home page',
  home_note: 'as it was when you last saved your trip or opened it.',
  recent: 'Pages you opened recently on this device open as they were then.',
  retry: 'When you have a signal again, reload this page.',
};

export const tripOfflineMessages = {
  heading: 'Offline',
  save: 'Save for offline',
  update: 'Update offline copy',
  remove: 'Remove offline copy',
  intro: 'Keeps this trip, each place and event, upcoming dates, the calendar file and the map on this device, for when you have no signal.',
  waiting: 'Offline saving is getting ready…',
  unsupported: 'This browser cannot keep pages for offline use.',
  saving: 'Saving for offline: {done} of {total} ({size})…',
  saved: 'Saved for offline on {date}. {size} on this device.',
  saved_change: 'Saved for offline on {date}. {size} on this device (was {before}).',
  removed: 'The offline copy was removed.',
  failed_quota: 'Your browser refused the space for the offline copy: storage on this device is full or limited. Free some space, or save fewer places, and try again.',
  failed_too_large: 'The offline copy would be larger than {max}. Remove a few places and try again.',
  failed_network: 'Saving for offline failed: the site could not be reached. Try again when you have a signal.',
  failed_busy: 'Saving for offline failed: the site is busy right now. Try again in a minute.',
  failed_private: 'Preview pages are never saved for offline.',
  kept: 'The copy saved on {date} is kept.',
  gone_one: '1 saved item is no longer listed and was removed from the offline copy.',
  gone: '{n} saved items are no longer listed and were removed from the offline copy.',
};
