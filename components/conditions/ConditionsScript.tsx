import { CONDITIONS_NOTICES_SLOT, CONDITIONS_SCRIPT } from '@/lib/conditions/live-script';

/** The inline script that shows the current conditions' strip and notices on cached pages (lib/conditions/live-script.ts). */
export function ConditionsScript() {
  return <script dangerouslySetInnerHTML={{ __html: CONDITIONS_SCRIPT }} />;
}

/**
 * Where the script puts the notices the conditions raise (above the top bar). Its content is the script's: React
 * leaves markup set through dangerouslySetInnerHTML as it is when it hydrates, whenever the script ran.
 */
export function ConditionsNoticesSlot() {
  return <div {...{ [CONDITIONS_NOTICES_SLOT]: '' }} dangerouslySetInnerHTML={{ __html: '' }} />;
}
