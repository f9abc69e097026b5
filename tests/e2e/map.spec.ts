import { expect, test, type Page, type Response } from '@playwright/test';
import { facadeButton, mapView, onMap, openMap, settled } from './map-helpers';

/**
 * In-page navigation needs the page hydrated (before that a link click loads the URL afresh). A list view's
 * controls hydrate when the visitor reaches for them (components/list/ListOnDemand.tsx): point at them first, as a
 * mouse user does on the way to a tab.
 */
async function hydrated(page: Page) {
  await expect(page.locator('header .search')).toHaveAttribute('data-hydrated', 'true');
  const list = page.locator('main [data-list-controls]');
  if ((await list.count()) > 0) {
    await list.hover();
    await expect(list).toHaveAttribute('data-list-controls', 'hydrated');
  }
  await page.waitForLoadState('networkidle');
}

/** Waits for features of a layer to be drawn and returns them (ids, titles, screen positions). */
async function rendered(page: Page, layer: string) {
  await expect
    .poll(() => onMap(page, (map, id) => map.queryRenderedFeatures({ layers: [id] }).length, layer), { timeout: 15_000 })
    .toBeGreaterThan(0);
  return onMap(
    page,
    (map, id) =>
      map.queryRenderedFeatures({ layers: [id] }).map((f) => ({
        id: f.properties.id,
        title: f.properties.title,
        icon: f.properties.icon,
        // Screen position of points (lines and areas have no single one).
        ...(f.geometry.type === 'Point' ? map.project(f.geometry.coordinates) : { x: NaN, y: NaN }),
      })),
    layer,
  );
}

/** Number of distinct colours in a screenshot of the map canvas (decoded in the page: no PNG library needed). */
async function canvasColours(page: Page): Promise<{ distinct: number; hasMarkerBlue: boolean }> {
  const png = await page.locator('canvas.maplibregl-canvas').screenshot();
  return page.evaluate(async (base64) => {
    // No fetch of a data: URL — the site's Content-Security-Policy (connect-src) rightly refuses it.
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    const colours = new Set<number>();
    let hasMarkerBlue = false;
    for (let i = 0; i < data.length; i += 4) {
      colours.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
      // ENTRY_COLOR #0077d4 (lib/map/layers), allowing for antialiasing.
      if (Math.abs(data[i]) < 30 && Math.abs(data[i + 1] - 0x77) < 30 && Math.abs(data[i + 2] - 0xd4) < 30) hasMarkerBlue = true;
    }
    return { distinct: colours.size, hasMarkerBlue };
  }, png.toString('base64'));
}

test.describe('the map tab', () => {
  test('draws the places as markers on a canvas that is not blank', async ({ page }) => {
    await openMap(page, '/dine?tab=map');
    const markers = await rendered(page, 'wf-entry-points');
    expect(markers.length).toBeGreaterThan(0);
    await settled(page);
    const { distinct, hasMarkerBlue } = await canvasColours(page);
    expect(distinct).toBeGreaterThan(1);
    expect(hasMarkerBlue).toBe(true);
  });

  test('clicking a marker selects its place: the URL and its card', async ({ page }) => {
    await openMap(page, '/stay?tab=map');
    await settled(page);
    const canvas = page.locator('canvas.maplibregl-canvas');
    const box = (await canvas.boundingBox())!;
    const markers = await rendered(page, 'wf-entry-points');
    // The marker nearest the middle, clear of the controls in the corners.
    const target = markers
      .filter((m) => m.x > 60 && m.y > 60 && m.x < box.width - 60 && m.y < box.height - 60)
      .sort((a, b) => Math.hypot(a.x - box.width / 2, a.y - box.height / 2) - Math.hypot(b.x - box.width / 2, b.y - box.height / 2))[0];
    expect(target, 'a marker inside the map').toBeTruthy();
    await canvas.click({ position: { x: target.x, y: target.y } });
    await expect.poll(() => new URL(page.url()).searchParams.get('selected')).toBeTruthy();
    expect(new URL(page.url()).pathname).toBe('/stay');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('map');
    const selected = decodeURIComponent(new URL(page.url()).searchParams.get('selected')!);
    const title = markers.find((m) => m.id === selected)?.title;
    expect(title).toBeTruthy();
    const places = page.getByRole('complementary', { name: 'Places on the map' });
    await expect(places.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(places.getByRole('link', { name: title, exact: true }).last()).toHaveAttribute('aria-current', 'true');
    // The marker is highlighted.
    await expect.poll(async () => (await rendered(page, 'wf-entry-selected')).map((m) => m.id)).toEqual([selected]);
  });

  test('by keyboard: the map is a named focusable region and the places list selects, pans and highlights', async ({ page }) => {
    await openMap(page, '/dine?tab=map');
    await settled(page);
    const region = page.getByRole('region', { name: 'Dine map' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region).toHaveAccessibleDescription(/arrow keys/);

    // Arrow keys pan the focused map.
    await region.focus();
    await expect(region).toBeFocused();
    const before = await onMap(page, (map) => map.getCenter().lng);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => onMap(page, (map) => map.getCenter().lng)).toBeGreaterThan(before);

    // The text alternative: every place as a link; choosing one by keyboard selects it.
    const places = page.getByRole('complementary', { name: 'Places on the map' });
    const links = places.getByRole('list').getByRole('link');
    expect(await links.count()).toBeGreaterThan(1);
    const link = links.nth(1);
    const title = (await link.textContent())!;
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('selected')).toBeTruthy();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('map');
    await expect(places.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(link).toHaveAttribute('aria-current', 'true');
    const selected = decodeURIComponent(new URL(page.url()).searchParams.get('selected')!);
    // The map pans to the place and highlights its marker.
    await settled(page);
    const highlighted = await rendered(page, 'wf-entry-selected');
    expect(highlighted.map((m) => m.id)).toEqual([selected]);
    const box = (await region.boundingBox())!;
    expect(Math.abs(highlighted[0].x - box.width / 2)).toBeLessThan(5);
    expect(Math.abs(highlighted[0].y - box.height / 2)).toBeLessThan(5);
  });

  test('list views of types not on the map have no map tab', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('navigation', { name: /views$/ })).toHaveCount(0);
  });

  test('switching from the grid to the map tab in the page starts the map without a click', async ({ page }) => {
    await page.goto('/dine');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Dine views' }).getByRole('link', { name: 'Map' }).click();
    await expect(page).toHaveURL(/\/dine\?tab=map$/);
    await expect(mapView(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(facadeButton(page)).toHaveCount(0);
  });
});

test.describe('/map', () => {
  test("draws the site's features with their type icons, from no network but our own", async ({ page, baseURL }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openMap(page, '/map');
    await settled(page);
    // Zoom out to the whole valley: trailheads, viewpoints, trails and the ski area come into view.
    await onMap(page, (map) => map.jumpTo({ zoom: 10.5 }));
    await settled(page);
    await expect
      .poll(async () => new Set((await rendered(page, 'wf-feature-points')).map((p) => p.icon)).size, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3);
    const points = await rendered(page, 'wf-feature-points');
    const marked = [...points, ...(await rendered(page, 'wf-path-icons')), ...(await rendered(page, 'wf-area-icons'))];
    for (const p of marked) expect(p.icon).toMatch(/^wf-icon:[a-z-]+:[0-9a-f]{6}$/);
    const icons = [...new Set(marked.map((p) => p.icon))];
    // Parking, trailhead and viewpoint points; trail and nordic paths; park and ski-area areas.
    expect(icons.length).toBeGreaterThanOrEqual(5);
    expect(await onMap(page, (map, ids) => ids.map((id) => map.hasImage(id)), icons)).toEqual(icons.map(() => true));
    await rendered(page, 'wf-paths');
    await rendered(page, 'wf-polygon-fill');
    await settled(page);
    expect((await canvasColours(page)).distinct).toBeGreaterThan(10);

    // The legend shows the same icons, with the feature types' names.
    const legend = page.getByRole('heading', { name: 'Legend' }).locator('..');
    await expect(legend.getByRole('listitem').first()).toBeVisible();
    expect(await legend.locator('svg[data-glyph]').count()).toBe(await legend.getByRole('listitem').count());
    await expect(legend).toContainText('Trail');
    await expect(legend).toContainText('Trailhead');

    const origin = new URL(baseURL!).origin;
    const foreign = requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'));
    expect(foreign).toEqual([]);
    expect(requests.filter((url) => /sprite|glyphs|\.pbf/.test(url))).toEqual([]);
  });

  test('a client-side navigation to /map starts the map without a click', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/\/map$/);
    await expect(mapView(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(facadeButton(page)).toHaveCount(0);
  });

  test('"Show my location" centres the map on the visitor at zoom 17', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ longitude: -114.3525, latitude: 48.4208 });
    await openMap(page, '/map');
    await settled(page);
    // The first view frames the whole map (tests/e2e/map-framing.spec.ts): further out than where locating goes.
    expect(await onMap(page, (map) => map.getZoom())).toBeLessThan(16);
    await page.getByRole('button', { name: 'Show my location' }).click();
    await expect.poll(() => onMap(page, (map) => Math.round(map.getZoom() * 100) / 100), { timeout: 10_000 }).toBe(17);
    await settled(page);
    const center = await onMap(page, (map) => map.getCenter());
    expect(center.lng).toBeCloseTo(-114.3525, 4);
    expect(center.lat).toBeCloseTo(48.4208, 4);
    await expect(page.getByRole('img', { name: 'Your location' })).toBeVisible();
  });

  test('when location access is denied it says so politely and the map stays put', async ({ page, context }) => {
    await context.clearPermissions();
    await openMap(page, '/map');
    await settled(page);
    const before = await onMap(page, (map) => ({ ...map.getCenter(), zoom: map.getZoom() }));
    await page.getByRole('button', { name: 'Show my location' }).click();
    await expect(page.getByText(/location access is turned off for this site/)).toBeVisible({ timeout: 10_000 });
    const after = await onMap(page, (map) => ({ ...map.getCenter(), zoom: map.getZoom() }));
    expect(after).toEqual(before);
  });
});

test.describe('MapLibre loads only where there is a map', () => {
  /** Every JavaScript response the page received, with its body. */
  function collectScripts(page: Page) {
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response: Response) => {
      const type = response.request().resourceType();
      if (type === 'script' || response.url().endsWith('.js') || response.url().endsWith('.mjs')) {
        scripts.push(response.text().then((body) => ({ url: response.url(), body }), () => ({ url: response.url(), body: '' })));
      }
    });
    return () => Promise.all(scripts);
  }

  for (const path of ['/dine', '/events']) {
    test(`${path} downloads no MapLibre code`, async ({ page }) => {
      const scripts = collectScripts(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const all = await scripts();
      expect(all.length).toBeGreaterThan(0);
      expect(all.filter((s) => /maplibre/i.test(s.body) || /maplibre/i.test(s.url)).map((s) => s.url)).toEqual([]);
      expect(await page.locator('canvas').count()).toBe(0);
    });
  }

  test('a direct load of ?tab=map shows a facade and fetches MapLibre and its worker only when asked', async ({ page, request }) => {
    // The facade is in the server's HTML, usable as soon as the page is interactive.
    const html = await (await request.get('/stay?tab=map')).text();
    expect(html).toMatch(/<button[^>]*>Show interactive map<\/button>/);

    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    const scripts = collectScripts(page);
    await page.goto('/stay?tab=map');
    await page.waitForLoadState('networkidle');
    await expect(facadeButton(page)).toBeVisible();
    await expect(page.getByText(/^\d+ places on the map$/)).toBeVisible();
    await expect(page.locator('[data-hydrated]').filter({ has: facadeButton(page) })).toHaveCount(1);
    await page.waitForTimeout(1_000);
    const before = await scripts();
    expect(before.length).toBeGreaterThan(0);
    expect(before.filter((s) => /maplibre/i.test(s.body) || /maplibre/i.test(s.url)).map((s) => s.url)).toEqual([]);
    expect(requests.filter((url) => /maplibre|\/map\/style-/.test(url))).toEqual([]);
    expect(await page.locator('canvas').count()).toBe(0);
    const scriptsBefore = new Set(before.map((s) => s.url));

    await facadeButton(page).click();
    await expect(mapView(page)).toHaveCount(1, { timeout: 15_000 });
    const after = (await scripts()).filter((s) => !scriptsBefore.has(s.url));
    expect(after.some((s) => /maplibre/i.test(s.body) && !s.url.includes('maplibre-gl-worker'))).toBe(true);
    expect(requests.some((url) => url.endsWith('/map/maplibre-gl-worker.mjs'))).toBe(true);
    await expect(page.locator('canvas.maplibregl-canvas')).toBeVisible();
  });
});
