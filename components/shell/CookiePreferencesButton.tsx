'use client';

import { openConsentPrompt } from './events';

/** Re-opens the analytics consent prompt (ConsentPrompt listens for the window event). */
export function CookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className ?? 'link-button'} onClick={openConsentPrompt}>
      Cookie preferences
    </button>
  );
}
