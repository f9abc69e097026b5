import { HOURS_SCRIPT } from '@/lib/hours/live';

/**
 * The inline script that keeps every open/closed badge on the page right for the visitor's clock (lib/hours/live.ts).
 * Rendered by the frame, so it also runs for badges a client-side navigation brings; running it twice is harmless.
 */
export function HoursScript() {
  return <script dangerouslySetInnerHTML={{ __html: HOURS_SCRIPT }} />;
}
