import { conditionsMessages as text } from '@/lib/conditions/messages';
import { PATHS } from '@/lib/config/routes';

/** Without script (or until the summary arrives): one link to the page. Fixed copy, no markup in it. */
const FALLBACK = `<li class="conditions-strip__item"><a href="${PATHS.conditions}">${text.strip_fallback}</a></li>`;

/**
 * The compact strip of the home and trip pages: the worst current item per kind, each linking to its section of
 * /conditions. Those pages are cached, so the HTML holds only a link; the inline conditions script fills the list
 * from the live summary (lib/conditions/live-script.ts). An aside: it is beside the page's own content, not part of it.
 */
export function ConditionsStrip({ id }: { id: string }) {
  return (
    <aside className="conditions-strip" aria-labelledby={id} data-conditions-strip="">
      <h2 id={id} className="conditions-strip__heading">
        {text.strip_heading}
      </h2>
      {/* Its items are the script's: React leaves markup set this way as it is when it hydrates the page. */}
      <ul className="conditions-strip__list" dangerouslySetInnerHTML={{ __html: FALLBACK }} />
      <p className="conditions-strip__more">
        <a href={PATHS.conditions}>{text.strip_link}</a>
      </p>
    </aside>
  );
}
