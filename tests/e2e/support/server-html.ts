/**
 * A page's server HTML as a browser with script reads it. Parts that hydrate on demand are also sent inside
 * <noscript> for visitors without script (components/hydration/hydrate-on-demand.tsx), so counting matches in the raw
 * HTML would count them twice.
 */
export function htmlWithScript(html: string): string {
  return html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
}
