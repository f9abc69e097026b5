/**
 * The tag-manager data layer. Pushing is always harmless: without consent (or off the production host)
 * nothing reads `window.dataLayer`, because the tag-manager script is never loaded.
 */
export type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push(event);
}
