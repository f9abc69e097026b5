import { isStorableAnswer, isStorableInTripCopy } from './cacheable';

const headers = (values: Record<string, string>) => new Headers(values);

describe('isStorableAnswer', () => {
  it('keeps a public page answer', () => {
    expect(isStorableAnswer(200, headers({ 'cache-control': 's-maxage=3600, stale-while-revalidate=31532400' }))).toBe(true);
    expect(isStorableAnswer(200, headers({ 'cache-control': 'public, s-maxage=60, stale-while-revalidate=300' }))).toBe(true);
    expect(isStorableAnswer(200, headers({}))).toBe(true);
  });

  it.each([
    ['private, no-store (preview)', 'private, no-store'],
    ['Next’s dynamic default', 'private, no-cache, no-store, max-age=0, must-revalidate'],
    ['no-store alone', 'no-store'],
    ['private alone', 'private'],
    ['private in capitals', 'Private, max-age=60'],
  ])('refuses %s', (_, cacheControl) => {
    expect(isStorableAnswer(200, headers({ 'cache-control': cacheControl }))).toBe(false);
  });

  it('refuses answers that vary on the cookie, and errors and redirects', () => {
    expect(isStorableAnswer(200, headers({ vary: 'RSC, Cookie' }))).toBe(false);
    expect(isStorableAnswer(200, headers({ vary: '*' }))).toBe(false);
    expect(isStorableAnswer(200, headers({ vary: 'RSC, Next-Router-State-Tree, Accept-Encoding' }))).toBe(true);
    for (const status of [0, 204, 301, 404, 429, 500, 503]) expect(isStorableAnswer(status, headers({}))).toBe(false);
  });
});

describe('isStorableInTripCopy', () => {
  it('keeps the trip’s own data, which is private to this visitor, but never a no-store answer', () => {
    expect(isStorableInTripCopy('/api/trip', 200, headers({ 'cache-control': 'private, max-age=60' }))).toBe(true);
    expect(isStorableInTripCopy('/api/trip', 200, headers({ 'cache-control': 'private, no-store' }))).toBe(false);
    expect(isStorableInTripCopy('/api/trip', 502, headers({ 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorableInTripCopy('/trip.ics', 200, headers({ 'cache-control': 'private, max-age=900' }))).toBe(true);
  });

  it('holds every other address to the page rule', () => {
    expect(isStorableInTripCopy('/trip', 200, headers({ 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isStorableInTripCopy('/api/search', 200, headers({ 'cache-control': 'private, max-age=60' }))).toBe(false);
    expect(isStorableInTripCopy('/trip', 200, headers({ 'cache-control': 'public, s-maxage=60' }))).toBe(true);
  });
});
