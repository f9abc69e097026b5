import { clientBucketKey, countsTowardsClientLimit, takeClientRequest } from './client-limit';

const counts = (url: string) => {
  const u = new URL(url, 'http://site');
  return countsTowardsClientLimit(u.pathname, u.searchParams);
};

it('counts requests that can cause uncached content reads', () => {
  expect(['/stay?category=x', '/events?search=ski', '/map?selected=1', '/search?q=lake', '/entries/a/0b6f0c52-1111-4a4a-8c8c-123456789abc', '/api/search?q=a', '/api/lists/stay', '/api/calendar/abc', '/events.ics?category=x', '/trip.ics?ids=a', '/trip?ids=a', '/api/trip?ids=a'].filter(counts)).toHaveLength(12);
});

it('does not count plain views, assets or Next’s own _rsc parameter', () => {
  expect(['/', '/stay', '/trip', '/stay?_rsc=abc', '/about-whitefish?x=1', '/_next/static/a.js', '/api/health', '/api/forms/contact', '/events.ics'].filter(counts)).toEqual([]);
});

it('groups IPv6 clients by /64 and keeps IPv4 clients apart', () => {
  expect(clientBucketKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(clientBucketKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
  expect(clientBucketKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(clientBucketKey('127.0.0.2')).toBe('127.0.0.2');
});

it('limits one client without touching another', async () => {
  const settings = { perMinute: 10, instances: 1, prefix: 'client-limit-test:' };
  const first = await Promise.all(Array.from({ length: 12 }, () => takeClientRequest('198.51.100.7', settings)));
  expect(first.filter((r) => r.allowed)).toHaveLength(10);
  expect(first[11].retryAfterSeconds).toBeGreaterThan(55);
  expect((await takeClientRequest('198.51.100.8', settings)).allowed).toBe(true);
});

it('without Redis each of N instances allows its part of the limit', async () => {
  const settings = { perMinute: 120, instances: 3, prefix: 'client-limit-test-3:' };
  const answers = await Promise.all(Array.from({ length: 60 }, () => takeClientRequest('198.51.100.9', settings)));
  expect(answers.filter((r) => r.allowed)).toHaveLength(40);
});
