/** What the event-submission specs share: the e2e content host's drafts, a poster image, filling the form. */
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEV_PROJECT, DEV_TOKEN } from '../../../shared/dev-values.mjs';
import { e2ePorts } from '../../../shared/ports.mjs';

export const CONTENT_HOST = `http://127.0.0.1:${e2ePorts(process.env).content}`;
export const CONTENT_AUTH = `Basic ${Buffer.from(`:${DEV_TOKEN}`).toString('base64')}`;
export const RECEIVED = 'Thanks! Your event was received. An editor reviews it before it is listed.';

/** 'YYYY-MM-DD' of the next Tuesday at least `weeks` weeks from now (UTC days: the e2e clock is Denver's). */
export function tuesday(weeks: number): string {
  const day = new Date(Date.now() + weeks * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((9 - day.getUTCDay()) % 7 || 7));
  return day.toISOString().slice(0, 10);
}
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface StoredEntry {
  title: string;
  phase: number;
  elements: { id: string; data: unknown }[];
}

export async function drafts(page: Page, title: string): Promise<StoredEntry[]> {
  const response = await page.request.get(`${CONTENT_HOST}/${DEV_PROJECT}/v1/entries?type=event&phase=1&limit=500`, { headers: { Authorization: CONTENT_AUTH } });
  expect(response.status()).toBe(200);
  return ((await response.json()).data.index as StoredEntry[]).filter((entry) => entry.title === title);
}

export async function poster() {
  const buffer = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam' } })
    .toBuffer();
  return { name: 'poster.jpg', mimeType: 'image/jpeg', buffer };
}

export async function fillEvent(page: Page, title: string, start: string) {
  await page.getByLabel('Event title').fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Music & Performing Arts' });
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Live jazz on the lake every Tuesday.\n\nTickets: https://example.org/jazz');
  await page.getByLabel('Price').fill('$15');
  await page.getByLabel('Start date').fill(start);
  await page.getByLabel('Start time').fill('19:00');
  await page.getByLabel('End time').fill('21:00');
  await page.getByRole('radio', { name: 'Weekly' }).check();
  await page.getByRole('checkbox', { name: 'Tuesday' }).check();
  await page.getByLabel('Repeats until').fill(addDays(start, 14));
  await page.getByLabel('Venue name').fill('Lakeside Pavilion');
  await page.getByLabel('Venue address').fill('1 Lakeside Blvd, Whitefish, MT');
  await page.getByLabel('Image (optional)', { exact: true }).setInputFiles(await poster());
  await page.getByLabel('Image description (alt text)').fill('A jazz trio on a lakeside stage');
  await page.getByLabel('Image credit').fill('Pat Partner');
  await page.getByRole('checkbox', { name: /I may share this image/ }).check();
  await page.getByLabel('Your name').fill('Pat Partner');
  await page.getByLabel('Your email').fill('pat@example.org');
  await page.getByRole('checkbox', { name: /submission rules/ }).check();
}

/** Waits until the form was open as long as the server's minimum fill time (lib/forms/submit-event-token.ts). */
export async function afterMinimumFill(page: Page) {
  const token = await page.locator('input[name="form_token"]').inputValue();
  const issued = Number(token.split('.')[0]);
  await expect.poll(() => Date.now() - issued, { timeout: 10_000 }).toBeGreaterThanOrEqual(3_000);
}
