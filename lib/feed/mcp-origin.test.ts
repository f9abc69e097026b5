import { isSiteHost, isSiteOrigin } from './mcp-origin';

const SITE = 'https://explorewhitefish.com';

it('takes the site’s own name, with or without a port, and refuses any other (DNS rebinding)', () => {
  expect(isSiteHost('explorewhitefish.com', SITE, false)).toBe(true);
  expect(isSiteHost('EXPLOREWHITEFISH.COM:443', SITE, false)).toBe(true);
  expect(isSiteHost('attacker.example', SITE, false)).toBe(false);
  expect(isSiteHost(null, SITE, false)).toBe(false);
  expect(isSiteHost('bad host\u0000', SITE, false)).toBe(false);
});

it('counts loopback names as the site in development only', () => {
  expect(isSiteHost('127.0.0.1:5700', SITE, true)).toBe(true);
  expect(isSiteHost('localhost:5700', SITE, false)).toBe(false);
});

it('takes no Origin (a client outside a browser) or the site’s own, and refuses another site’s page', () => {
  expect(isSiteOrigin(null, SITE, false)).toBe(true);
  expect(isSiteOrigin('https://explorewhitefish.com', SITE, false)).toBe(true);
  expect(isSiteOrigin('https://attacker.example', SITE, false)).toBe(false);
  expect(isSiteOrigin('null', SITE, false)).toBe(false);
  expect(isSiteOrigin('file://explorewhitefish.com', SITE, false)).toBe(false);
});
