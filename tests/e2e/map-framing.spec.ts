import { expect, test, type Page } from '@playwright/test';
import { onMap, openMap, settled, type LooseMap } from './map-helpers';

// The map's first view frames everything it draws, and a new set of places is framed afresh
// (docs/product.md#map). What is drawn is read from the map's own sources (the data MapLibre was given), and
// each position is projected onto the canvas: it must be inside it and not under a control.

interface Report {
  /** Features per source. */
  counts: Record<string, number>;
  ids: string[];
  positions: number;
  /** Positions off the canvas or under a control, with where they landed. */
  hidden: Array<{ lngLat: [number, number]; x: number; y: number }>;
  zoom: number;
  center: { lng: number; lat: number };
  size: { width: number; height: number };
  /** Screen position of the first place. */
  first: { x: number; y: number } | null;
  /** How much of the canvas's width and height the drawn positions span. */
  spread: { x: number; y: number };
}

/** Runs in the page: must use nothing from this module. */
async function framing(map: LooseMap, sources: string[]): Promise<Report> {
  const positions: [number, number][] = [];
  const walk = (c: unknown): void => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === 'number' && typeof c[1] === 'number') positions.push([c[0], c[1]]);
    else c.forEach(walk);
  };
  const counts: Record<string, number> = {};
  const ids: string[] = [];
  let first: [number, number] | null = null;
  for (const id of sources) {
    const source = map.getSource(id);
    if (!source) continue;
    const data = await source.getData();
    counts[id] = data.features.length;
    for (const f of data.features) {
      if (id === 'wf-entries') {
        ids.push(String(f.properties.id));
        first ??= f.geometry.coordinates as [number, number];
      }
      walk(f.geometry.coordinates);
    }
  }
  const canvas = map.getCanvas();
  const box = canvas.getBoundingClientRect();
  // The controls drawn over the map: style switcher, zoom buttons, "Show my location", attribution.
  const view = canvas.closest('[data-map-ready]')!;
  const controls = [...view.querySelectorAll('button, .maplibregl-ctrl-attrib')]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  const MARGIN = 6; // a marker's radius is 7 px and more: its centre this far inside still shows most of it
  const hidden: Report['hidden'] = [];
  const [xs, ys]: [number[], number[]] = [[], []];
  for (const lngLat of positions) {
    const { x, y } = map.project(lngLat);
    xs.push(x);
    ys.push(y);
    const [cx, cy] = [box.left + x, box.top + y];
    const offCanvas = x < MARGIN || y < MARGIN || x > box.width - MARGIN || y > box.height - MARGIN;
    const covered = controls.some((r) => cx > r.left - MARGIN && cx < r.right + MARGIN && cy > r.top - MARGIN && cy < r.bottom + MARGIN);
    if (offCanvas || covered) hidden.push({ lngLat, x: Math.round(x), y: Math.round(y) });
  }
  return {
    counts,
    ids,
    positions: positions.length,
    hidden,
    zoom: map.getZoom(),
    center: map.getCenter(),
    size: { width: box.width, height: box.height },
    first: first ? map.project(first) : null,
    spread: {
      x: xs.length ? (Math.max(...xs) - Math.min(...xs)) / box.width : 0,
      y: ys.length ? (Math.max(...ys) - Math.min(...ys)) / box.height : 0,
    },
  };
}

const report = (page: Page, sources = ['wf-entries']) => onMap(page, framing, sources);

const placesList = (page: Page) => page.getByRole('complementary', { name: 'Places on the map' });

/** "Places on the map (N)" beside the map: how many places the page lists. */
async function listedCount(page: Page): Promise<number> {
  const text = await placesList(page).getByRole('heading', { level: 2 }).textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')?.[1]);
}

/** The list's controls are live (they hydrate when the visitor reaches for them; see tests/e2e/map.spec.ts). */
async function controlsReady(page: Page) {
  const controls = page.locator('main [data-list-controls]');
  await controls.hover();
  await expect(controls).toHaveAttribute('data-list-controls', 'hydrated');
}

/**
 * Waits until the list beside the map shows the expected places (`listed` says which counts qualify), then until
 * the map shows exactly those, at rest, every one in view; returns the report.
 */
async function framedAtRest(page: Page, listed: (n: number) => boolean, sources?: string[]): Promise<Report> {
  await expect.poll(async () => listed(await listedCount(page)), { timeout: 15_000, message: 'the expected places listed' }).toBe(true);
  let last: Report | null = null;
  await expect
    .poll(
      async () => {
        await settled(page);
        last = await report(page, sources);
        return last.counts['wf-entries'] === (await listedCount(page)) && last.hidden.length === 0;
      },
      { timeout: 15_000, message: 'every place inside the map' },
    )
    .toBe(true);
  return last!;
}

test.describe('the map frames its places', () => {
  test('/stay?tab=map: the first view shows every listed place, clear of the controls', async ({ page }) => {
    await openMap(page, '/stay?tab=map');
    await settled(page);
    const first = await report(page);
    const listed = await listedCount(page);
    expect(listed).toBeGreaterThanOrEqual(5);
    expect(first.counts['wf-entries']).toBe(listed);
    expect(first.hidden, 'places off screen or under a control').toEqual([]);
    expect(first.zoom).toBeLessThanOrEqual(15);
    // Framed, not merely zoomed out: the places span most of the map's width or height.
    expect(Math.max(first.spread.x, first.spread.y)).toBeGreaterThan(0.5);
  });

  test('choosing a category on the map tab reframes to the new places; choosing a place does not', async ({ page }) => {
    await openMap(page, '/stay?tab=map');
    await settled(page);
    const all = await report(page);
    await controlsReady(page);

    await page.getByLabel('Category').selectOption({ label: 'Camping & RV' });
    await expect(page).toHaveURL(/category=stay-camping/);
    const camping = await framedAtRest(page, (n) => n < all.counts['wf-entries']);
    expect(camping.counts['wf-entries']).toBeLessThan(all.counts['wf-entries']);
    expect(camping.counts['wf-entries']).toBeGreaterThanOrEqual(2);
    // A new frame: the camera moved to the campgrounds rather than staying on all of the places.
    expect(Math.abs(camping.zoom - all.zoom) + Math.abs(camping.center.lng - all.center.lng) * 100).toBeGreaterThan(0.05);

    // Choosing a place pans to it but keeps the zoom.
    await placesList(page).getByRole('link').first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('selected')).toBeTruthy();
    await settled(page);
    const chosen = await report(page);
    expect(chosen.zoom).toBeCloseTo(camping.zoom, 5);

    // Back to all categories: every place again.
    await page.getByLabel('Category').selectOption('');
    const again = await framedAtRest(page, (n) => n === all.counts['wf-entries']);
    expect(again.counts['wf-entries']).toBe(all.counts['wf-entries']);
    expect(again.zoom).toBeCloseTo(all.zoom, 1);
  });

  test('a search with one result frames it at a sane zoom (15 at most), centred', async ({ page }) => {
    await openMap(page, '/stay?tab=map');
    await settled(page);
    await controlsReady(page);
    await page.getByRole('searchbox').fill('Kintla');
    await expect(page).toHaveURL(/search=Kintla/);
    const one = await framedAtRest(page, (n) => n === 1);
    expect(one.counts['wf-entries']).toBe(1);
    expect(one.zoom).toBeLessThanOrEqual(15);
    expect(one.zoom).toBeGreaterThanOrEqual(12);
    expect(Math.abs(one.first!.x - one.size.width / 2)).toBeLessThan(2);
    expect(Math.abs(one.first!.y - one.size.height / 2)).toBeLessThan(2);
  });

  test('a place selected in the URL still opens centred on it at zoom 15', async ({ page }) => {
    await openMap(page, '/stay?tab=map');
    await settled(page);
    const { ids } = await report(page);
    const id = ids[ids.length - 1];
    await openMap(page, `/stay?tab=map&selected=${encodeURIComponent(id)}`);
    await settled(page);
    const view = await onMap(page, (map, selected) => {
      const canvas = map.getCanvas().getBoundingClientRect();
      const marker = map.queryRenderedFeatures({ layers: ['wf-entry-selected'] }).find((f) => f.properties.id === selected);
      return { zoom: map.getZoom(), at: marker ? map.project(marker.geometry.coordinates) : null, width: canvas.width, height: canvas.height };
    }, id);
    expect(view.zoom).toBeCloseTo(15, 5);
    expect(view.at).not.toBeNull();
    expect(Math.abs(view.at!.x - view.width / 2)).toBeLessThan(2);
    expect(Math.abs(view.at!.y - view.height / 2)).toBeLessThan(2);
  });

  test("/map: the first view shows every place and every vertex of the site's trails and areas", async ({ page }) => {
    await openMap(page, '/map');
    const shown = await framedAtRest(page, (n) => n > 0, ['wf-entries', 'wf-areas']);
    expect(shown.counts['wf-areas']).toBeGreaterThan(3);
    expect(shown.positions).toBeGreaterThan(shown.counts['wf-entries'] + shown.counts['wf-areas']);
    expect(shown.zoom).toBeLessThan(15);
    expect(Math.max(shown.spread.x, shown.spread.y)).toBeGreaterThan(0.5);
  });
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 390, height: 740 }, isMobile: false });

  test('/stay?tab=map still shows every place, clear of the controls', async ({ page }) => {
    await openMap(page, '/stay?tab=map');
    const shown = await framedAtRest(page, (n) => n >= 5);
    expect(shown.size.width).toBeLessThan(390);
    expect(shown.zoom).toBeLessThanOrEqual(15);
  });
});
