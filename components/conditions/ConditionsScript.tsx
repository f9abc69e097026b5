import { CONDITIONS_SCRIPT } from '@/lib/conditions/live-script';

/** The inline script that shows the current conditions' strip and notices on cached pages (lib/conditions/live-script.ts). */
export function ConditionsScript() {
  return <script dangerouslySetInnerHTML={{ __html: CONDITIONS_SCRIPT }} />;
}
