import { offlineDocument } from './offline-document.mjs';

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script>(function () { var ATTR = "data-hours"; })();</script>',
  '<script>(function () {var win = window, held = []; win.__onDemand = { wanted: function () {} };})();</script>',
  '</head><body><h1>You are offline</h1><a href="/trip">Your trip</a>',
  '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<script>(function (run) { run(); })(function () { fetch("/api/conditions/summary", { credentials: \'omit\' }); });</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '</body></html>',
].join('');

test('keeps the text, links, styles and the page’s own inline scripts', () => {
  const document = offlineDocument(page);
  for (const kept of ['<h1>You are offline</h1>', '<a href="/trip">Your trip</a>', 'rel="stylesheet" href="/_next/static/chunks/a.css"', 'var ATTR = "data-hours"', '$RT=performance.now()']) {
    expect(document).toContain(kept);
  }
});

test('drops what needs the site’s code or the site itself: script files, their preloads, the chunk loader, React’s payload, the tap holder, the live conditions', () => {
  const document = offlineDocument(page);
  expect(document).not.toMatch(/<script[^>]*src=/);
  expect(document).not.toContain('rel="preload"');
  expect(document).not.toContain('TURBOPACK');
  expect(document).not.toContain('__next_f');
  expect(document).not.toContain('__onDemand');
  expect(document).not.toContain('/api/conditions/summary');
  expect(document.match(/<script/g)).toHaveLength(2);
});
