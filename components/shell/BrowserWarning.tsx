import { messages } from '@/lib/config/messages';

const browserMessages = messages.browser;

export const OUTDATED_BROWSER_URL = 'https://outdatedbrowser.com/';
export const BROWSER_WARNING_TOGGLE_ID = 'browser-warning-dismissed';

/**
 * Browser-support warning bar (docs/product.md#browser-warning), decided by CSS alone: globals.css hides it in
 * every browser that supports CSS custom properties (`@supports (--a: 0)`), so it shows exactly where they are
 * missing — old browsers that may not run the site's scripts at all. "Dismiss" is a checkbox toggle (label +
 * visually hidden checkbox, keyboard-operable), which needs no JavaScript either.
 */
export function BrowserWarning() {
  return (
    <div className="browser-warning-frame">
      <input
        type="checkbox"
        id={BROWSER_WARNING_TOGGLE_ID}
        className="browser-warning__toggle"
        aria-label={`${browserMessages.dismiss} browser warning`}
      />
      <div className="browser-warning" role="alert">
        <p className="browser-warning__text">
          <strong>{browserMessages.outdated}</strong> {browserMessages.warning}{' '}
          <a href={OUTDATED_BROWSER_URL} target="_blank" rel="noopener noreferrer">
            {browserMessages.update}
          </a>
        </p>
        {/* The checkbox carries the name; the label is only its visible target (a label of a control may not be
            aria-hidden, its glyph may). */}
        <label htmlFor={BROWSER_WARNING_TOGGLE_ID} className="browser-warning__dismiss">
          <span aria-hidden="true">×</span>
        </label>
      </div>
    </div>
  );
}
