import { pageScriptSrc } from '@/lib/page-scripts';

/**
 * The script that keeps every open/closed badge on the page right for the visitor's clock (lib/hours/live.ts), as a
 * cached file (lib/page-scripts.ts). Async: React puts it in the head, so it is asked for with the document's first
 * bytes; it updates the badges parsed by then, again once the document is parsed, and those a client-side navigation
 * brings at its next tick.
 */
export function HoursScript() {
  return <script async src={pageScriptSrc('hours')} />;
}
