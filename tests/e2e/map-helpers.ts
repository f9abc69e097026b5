/** Shared by the map specs: opening a map and reading MapLibre's state in the page. */
import { expect, type Page } from '@playwright/test';

// MapLibre's instance, as MapView leaves it on its element once loaded (`data-map-ready`, `maplibreMap`).
// Typed loosely here: the browser side of page.evaluate cannot import maplibre's types.
export type LooseMap = {
  queryRenderedFeatures(options: { layers: string[] }): Array<{ properties: Record<string, string>; geometry: { type: string; coordinates: [number, number] } }>;
  project(lngLat: [number, number]): { x: number; y: number };
  getCenter(): { lng: number; lat: number };
  getZoom(): number;
  getCanvas(): HTMLCanvasElement;
  getSource(id: string): { getData(): Promise<{ features: Array<{ id?: string | number; properties: Record<string, unknown>; geometry: { coordinates: unknown } }> }> } | undefined;
  hasImage(id: string): boolean;
  isMoving(): boolean;
  jumpTo(options: { zoom: number }): void;
  loaded(): boolean;
};

export const mapView = (page: Page) => page.locator('[data-map-ready]');
export const facadeButton = (page: Page) => page.getByRole('button', { name: 'Show interactive map' });

/** Opens a map URL directly: the map in the first HTML is a facade until the visitor asks for it. */
export async function openMap(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('[data-hydrated]').filter({ has: facadeButton(page) })).toHaveCount(1);
  await facadeButton(page).click();
}

/**
 * Runs `fn(map, arg)` in the page. The function travels as source text and is evaluated by the DevTools
 * protocol (like any page.evaluate), so the site's Content-Security-Policy does not get in the way; it must not
 * use anything from its surroundings.
 */
export async function onMap<R, A = undefined>(page: Page, fn: (map: LooseMap, arg: A) => R, arg?: A): Promise<Awaited<R>> {
  await expect(mapView(page)).toHaveCount(1, { timeout: 15_000 });
  return page.evaluate(
    `(${fn.toString()})(document.querySelector('[data-map-ready]').maplibreMap, ${JSON.stringify(arg ?? null)})`,
  ) as Promise<Awaited<R>>;
}

export async function settled(page: Page) {
  await expect.poll(() => onMap(page, (map) => !map.isMoving() && map.loaded()), { timeout: 10_000 }).toBe(true);
}
