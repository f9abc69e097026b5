/**
 * Tag expiry outside a request, against Next's own tags manifest as the running server loads it (Node's module
 * system, not the test's): a cache entry made before the expiry reads as expired, one made after does not, and other
 * tags are untouched.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { expireHere } from './tag-expiry';

type AreTagsExpired = (tags: string[], madeAt: number) => boolean;
const nextManifest = createRequire(path.join(process.cwd(), 'package.json'))('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  areTagsExpired: AreTagsExpired;
};

it('expires the tags in the manifest Next consults for every page and data cache read', () => {
  const now = Date.now() - 10;
  const madeBefore = now - 60_000;
  expect(nextManifest.areTagsExpired(['entry:tag-expiry-test'], madeBefore)).toBe(false);
  expireHere(['entry:tag-expiry-test', 'type:stay'], now);
  expect(nextManifest.areTagsExpired(['entry:tag-expiry-test'], madeBefore)).toBe(true);
  expect(nextManifest.areTagsExpired(['type:dine', 'type:stay'], madeBefore)).toBe(true);
  // Rendered after the change: fresh.
  expect(nextManifest.areTagsExpired(['entry:tag-expiry-test'], now + 1)).toBe(false);
  expect(nextManifest.areTagsExpired(['entry:other'], madeBefore)).toBe(false);
});
