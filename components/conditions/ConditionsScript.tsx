import { CONDITIONS_NOTICES_SLOT } from '@/lib/conditions/live-script';
import { pageScriptSrc } from '@/lib/page-scripts';

/**
 * The script that shows the current conditions' strip and notices on cached pages (lib/conditions/live-script.ts), as a
 * cached file (lib/page-scripts.ts). Async, so React puts it in the head: it asks for the summary while the page
 * still parses and draws once it is parsed.
 */
export function ConditionsScript() {
  return <script async src={pageScriptSrc('conditions')} />;
}

/**
 * Where the script puts the notices the conditions raise (above the top bar). Its content is the script's: React
 * leaves markup set through dangerouslySetInnerHTML as it is when it hydrates, whenever the script ran.
 */
export function ConditionsNoticesSlot() {
  return <div {...{ [CONDITIONS_NOTICES_SLOT]: '' }} dangerouslySetInnerHTML={{ __html: '' }} />;
}
