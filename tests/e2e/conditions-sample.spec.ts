/**
 * CONDITIONS=auto in development (the suite's own site: SITE_ENV unset) serves the recorded real answers of
 * lib/conditions/fixtures/real/ as samples (docs/product.md#conditions): /conditions shows them labelled, dated by
 * their recording, and no other page presents them as today's.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/conditions-site';

test('development shows the agencies’ recorded answers on /conditions, labelled as sample data', async ({ page }) => {
  await page.goto('/conditions');
  await expect(page.getByText('Sample data: answers the agencies really sent elsewhere, recorded earlier')).toBeVisible();

  const weather = page.getByRole('region', { name: 'Weather alerts' });
  await expect(weather).toContainText('Sample: National Weather Service’s answer for Portland, Oregon, recorded Dec 20, 2019');
  await expect(weather.getByRole('heading', { level: 3 })).toHaveText(['Flood Watch']);
  await expect(weather).toContainText('Severe');

  const air = page.getByRole('region', { name: 'Air quality' });
  await expect(air).toContainText('Sample: AirNow’s answer for San Francisco, California, recorded Jul 29, 2026');
  await expect(air).toContainText('AQI 31: Good');
  await expect(air).toContainText('Measured at San Francisco, reported by Bay Area Air District');
  // Dated as recorded, not "old" for being read today.
  await expect(air).not.toContainText('Old reading');

  // No recording stands in for the fire and park sources: the page links the agencies instead.
  await expect(page.getByRole('link', { name: 'Wildfires near town: National Interagency Fire Center' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wildfires near town' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('a sample raises no notice and fills no strip: elsewhere it would read as today’s conditions', async ({ page, request }) => {
  await page.goto('/');
  const strip = page.getByRole('complementary', { name: 'Conditions now' });
  await expect(strip.getByRole('link', { name: 'Weather alerts, wildfires, park and air quality' })).toHaveAttribute('href', '/conditions');
  await expect(page.getByRole('region', { name: 'Conditions alerts' })).toHaveCount(0);
  expect((await (await request.get('/api/health')).json()).conditions).toEqual([
    { kind: 'weather', agency: 'National Weather Service', state: 'sample' },
    { kind: 'air', agency: 'AirNow', state: 'sample' },
  ]);
});
