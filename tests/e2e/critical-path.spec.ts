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
