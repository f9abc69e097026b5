'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * True once the component runs in the browser (false on the server and while hydrating the server's HTML), so
 * behaviour that needs the script, such as dropping native validation or showing carousel buttons, turns on
 * only where the script runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, onServer);
}
