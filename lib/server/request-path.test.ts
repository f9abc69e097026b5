import { hasDotSegment, routedPath } from './request-path';

describe('the path Next routes', () => {
  it.each([
    ['/_next/static/%2e%2e/%2e%2e/search?q=lake', '/search'],
    ['/_next/static/%2E%2e/../stay', '/stay'],
    ['/_next/static/chunks/../../../entries/x/1', '/entries/x/1'],
    ['/_next/static/.%2e/./events', '/_next/events'],
    ['/_next\\static\\..\\..\\map', '/map'],
    ['//_next//static//chunks/a.js', '/_next/static/chunks/a.js'],
    ['/_next/static/chunks/a.js?v=1', '/_next/static/chunks/a.js'],
    ['/stay', '/stay'],
  ])('reads %s as %s', (target, path) => {
    expect(routedPath(target)).toBe(path);
  });
});

describe('dot segments', () => {
  it.each(['/_next/static/%2e%2e/%2e%2e/search', '/_next/static/../x', '/a/./b', '/a/%2E', '/a/.%2e/b', '/a\\b', '/a%5c..%5cb'])('finds one in %s', (target) => {
    expect(hasDotSegment(target)).toBe(true);
  });

  it.each(['/', '/stay', '/_next/static/chunks/app/page-1a2b.js', '/entries/a.b/1', '/search?q=../..', '/..a/b', '/.well-known/x'])(
    'finds none in %s',
    (target) => {
      expect(hasDotSegment(target)).toBe(false);
    },
  );
});
