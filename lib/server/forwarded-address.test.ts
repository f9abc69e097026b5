import { forwardedClientAddress, normaliseAddress } from './forwarded-address';

const client = (socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedHops: number) =>
  forwardedClientAddress({ socketAddress, forwardedFor, trustedHops });

it('normalises addresses and refuses anything else', () => {
  expect(normaliseAddress('::ffff:127.0.0.2')).toBe('127.0.0.2');
  expect(normaliseAddress(' 203.0.113.9 ')).toBe('203.0.113.9');
  expect(normaliseAddress('[2001:DB8::1]')).toBe('2001:db8::1');
  expect(normaliseAddress('::1')).toBe('::1');
  for (const bad of ['', 'unknown', '203.0.113.9:443', '203.0.113.256', '<script>', '1.2.3.4, 5.6.7.8', undefined, null]) {
    expect(normaliseAddress(bad)).toBe('');
  }
});

it('without trusted proxies, is the socket peer whatever the headers say', () => {
  expect(client('::ffff:127.0.0.2', '198.51.100.7', 0)).toBe('127.0.0.2');
  expect(client('203.0.113.9', undefined, 0)).toBe('203.0.113.9');
  expect(client(undefined, '198.51.100.7', 0)).toBe('unknown');
});

it('behind N trusted proxies, is the Nth X-Forwarded-For entry from the right', () => {
  // nginx ($proxy_add_x_forwarded_for) appends the client it saw to whatever the client sent.
  expect(client('127.0.0.1', '203.0.113.9', 1)).toBe('203.0.113.9');
  expect(client('127.0.0.1', '1.1.1.1, 2.2.2.2, 203.0.113.9', 1)).toBe('203.0.113.9');
  // CDN → nginx → app: the CDN appended the client, nginx appended the CDN.
  expect(client('127.0.0.1', 'forged, 203.0.113.9, 198.51.100.1', 2)).toBe('203.0.113.9');
  // Several header lines count as one list, in order.
  expect(client('127.0.0.1', ['1.1.1.1', '203.0.113.9'], 1)).toBe('203.0.113.9');
  expect(client('127.0.0.1', ' ::ffff:203.0.113.9 ', 1)).toBe('203.0.113.9');
});

it('falls back to the socket peer, never to a client-written entry, when the chain is shorter or garbled', () => {
  expect(client('127.0.0.1', undefined, 1)).toBe('127.0.0.1');
  expect(client('127.0.0.1', '', 1)).toBe('127.0.0.1');
  expect(client('127.0.0.1', '203.0.113.9', 2)).toBe('127.0.0.1'); // an outer proxy was bypassed
  expect(client('127.0.0.1', '9.9.9.9, garbage', 1)).toBe('127.0.0.1');
  expect(client('127.0.0.1', '9.9.9.9, , ', 1)).toBe('9.9.9.9'); // empty entries are no hops
});
