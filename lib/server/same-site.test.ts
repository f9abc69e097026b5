import { crossSitePost } from './same-site';

const SITE = 'https://explorewhitefish.com';
const from = (headers: Record<string, string>) => crossSitePost(new Headers(headers), SITE);

it('refuses what a browser says came from another site, whatever else the request says', () => {
  expect(from({ 'sec-fetch-site': 'cross-site', origin: SITE, host: 'explorewhitefish.com' })).toBe(true);
  expect(from({ origin: 'https://evil.example', host: 'explorewhitefish.com' })).toBe(true);
  expect(from({ origin: 'null', host: 'explorewhitefish.com' })).toBe(true);
  expect(from({ origin: 'https://explorewhitefish.com.evil.example', host: 'explorewhitefish.com' })).toBe(true);
});

it('accepts our own pages (behind a proxy too), typed addresses, sibling names and clients that send neither header', () => {
  expect(from({ 'sec-fetch-site': 'same-origin', origin: SITE })).toBe(false);
  expect(from({ 'sec-fetch-site': 'same-site', origin: 'https://www.explorewhitefish.com' })).toBe(false);
  expect(from({ 'sec-fetch-site': 'none' })).toBe(false);
  expect(from({ origin: 'http://127.0.0.1:8080', host: '127.0.0.1:8080' })).toBe(false);
  expect(from({ origin: SITE, host: '127.0.0.1:3000' })).toBe(false);
  expect(from({})).toBe(false);
});
