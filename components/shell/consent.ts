export type ConsentAnswer = 'yes' | 'no';
export const CONSENT_STORAGE_KEY = 'wf-consent';

export function readConsent(): ConsentAnswer | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

export function writeConsent(answer: ConsentAnswer): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, answer);
  } catch {
    /* private mode etc.: the answer holds for this page view only */
  }
}
