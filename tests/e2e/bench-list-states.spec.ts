// The bench's list-view section (tests/bench/lib/list-views.mjs) reads a query state from a list's HTML; here, on the
// real server, that state is a real one: the page the bench would load shows the chosen category and order.
import { expect, test } from '@playwright/test';
import { queryStatePath, selectOptions } from '../../scripts/lib/list-query-state.mjs';

for (const listPath of ['/stay', '/events']) {
  test(`the bench's query state of ${listPath} is a real category and order of the list`, async ({ page, request }) => {
    const html = await (await request.get(listPath)).text();
    expect(selectOptions(html, 'category').length).toBeGreaterThan(0);
    const statePath = queryStatePath(listPath, html);
    expect(statePath).not.toBeNull();
    const state = new URL(statePath!, 'http://x');
    const category = state.searchParams.get('category')!;
    const order = state.searchParams.get('order')!;

    const response = await page.goto(statePath!);
    expect(response?.status()).toBe(200);
    await expect(page.locator('select[name="category"]')).toHaveValue(category);
    await expect(page.locator('select[name="order"]')).toHaveValue(order);
  });
}
