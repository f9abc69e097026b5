'use client';

import { useState, useSyncExternalStore } from 'react';
import { browserMessages } from '@/lib/config/shell-messages';

export const OUTDATED_BROWSER_URL = 'https://outdatedbrowser.com/';

/** CSS custom properties are the feature test (docs/product.md#browser-warning): browsers without them get the warning. */
export function supportsCustomProperties(): boolean {
  try {
    return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('--a', '0');
  } catch {
    return false;
  }
}

const subscribeToNothing = () => () => {};
const supportedOnServer = () => true;

/**
 * Browser-support warning bar. Decided on the client only (the server cannot know the browser), so the
 * server HTML and first client render are both empty: no hydration mismatch, no flash for modern browsers.
 */
export function BrowserWarning() {
  // The server (and hydration) take the browser as supported; the client's own answer follows right after.
  const supported = useSyncExternalStore(subscribeToNothing, supportsCustomProperties, supportedOnServer);
  const [dismissed, setDismissed] = useState(false);

  if (supported || dismissed) return null;

  return (
    <div className="browser-warning" role="alert">
      <p className="browser-warning__text">
        <strong>{browserMessages.outdated}</strong> {browserMessages.warning}{' '}
        <a href={OUTDATED_BROWSER_URL} target="_blank" rel="noopener noreferrer">
          {browserMessages.update}
        </a>
      </p>
      <button
        type="button"
        className="browser-warning__dismiss"
        aria-label={`${browserMessages.dismiss} browser warning`}
        onClick={() => setDismissed(true)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
