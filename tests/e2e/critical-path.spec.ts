/**
 * Every kind of page reaches its first paint without avoidable round trips: no inline script is sent twice (once as
 * HTML, once more in the Server Components payload), and at most one stylesheet holds the paint. The bench measures
 * the time (docs/performance.md); this checks the document's shape, which does not move with the machine's load.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { blockingStylesheets, scriptsSentTwice } from '../../scripts/lib/critical-path.mjs';
import { pageKinds } from '../../scripts/lib/page-kinds.mjs';

/** Each page kind's address and server HTML (scripts/lib/page-kinds.mjs). */
async function pages(request: APIRequestContext): Promise<{ kind: string; url: string; html: string }[]> {
  const { kinds } = await pageKinds(async (path) => (await request.get(path)).text());
  return Promise.all(Object.entries(kinds).map(async ([kind, url]) => ({ kind, url, html: await (await request.get(url)).text() })));
}

test('every kind of page sends each of its inline scripts once', async ({ request }) => {
  test.setTimeout(120_000);
  const twice = (await pages(request)).flatMap(({ kind, url, html }) => scriptsSentTwice(html).map((start) => `${kind} (${url}): ${start}…`));
  expect(twice).toEqual([]);
});

test('every kind of page holds its first paint for one stylesheet at most', async ({ request }) => {
  // Not met yet: Next splits the CSS modules into a stylesheet per chunk group (3 or 4 per page). Remove this line
  // once it is; the test then fails as soon as a page adds a stylesheet.
  test.fail();
  test.setTimeout(120_000);
  const over = (await pages(request))
    .map(({ kind, url, html }) => ({ kind, url, sheets: blockingStylesheets(html) }))
    .filter(({ sheets }) => sheets.length > 1)
    .map(({ kind, url, sheets }) => `${kind} (${url}): ${sheets.length} blocking stylesheets`);
  expect(over).toEqual([]);
});

/**
 * The selectors of every stylesheet the page took in after its HTML (with a part's code, as it hydrated) that match
 * something in the HTML as served: each such rule lays out again what the visitor already sees.
 */
function lateRulesOnServedHtml({ served, blocking }: { served: string; blocking: string[] }): string[] {
  const doc = new DOMParser().parseFromString(served, 'text/html');
  const held = new Set(blocking.map((href) => new URL(href, location.href).href));
  return [...document.styleSheets]
    .filter((sheet) => sheet.href && !held.has(sheet.href))
    .flatMap((sheet) => [...sheet.cssRules].filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule).map((rule) => [sheet.href, rule.selectorText]))
    .filter(([, selector]) => {
      try {
        return doc.querySelector(selector!) !== null;
      } catch {
        return false; // a selector DOMParser's document cannot take (a pseudo-element) matches nothing served
      }
    })
    .map(([href, selector]) => `${new URL(href!).pathname} ${selector}`);
}

test('every kind of page keeps its layout when its code arrives: no later stylesheet styles the served HTML', async ({ page, request }) => {
  test.setTimeout(180_000);
  const moved: string[] = [];
  for (const { kind, url, html } of await pages(request)) {
    await page.goto(url);
    // Every part that hydrates on demand and shows is brought into view, and its code (with any stylesheet it
    // carries) loaded; a hidden one (in a closed panel) loads at the tap that opens it.
    await page.evaluate(async () => {
      for (const part of document.querySelectorAll('[data-hydrate-on-demand]')) {
        part.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await expect(page.locator('[data-hydrate-on-demand]:not([data-part-hydrated]):visible')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const late = await page.evaluate(lateRulesOnServedHtml, { served: html, blocking: blockingStylesheets(html) });
    moved.push(...late.map((rule) => `${kind} (${url}): ${rule}`));
  }
  expect(moved).toEqual([]);
});
