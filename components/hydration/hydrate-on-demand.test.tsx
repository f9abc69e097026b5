/**
 * @jest-environment node
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { hydrateOnDemand } from './hydrate-on-demand';

async function serverHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}

function Greeting({ name }: { name: string }) {
  return (
    <p>
      Hello {name}
      <button type="button">Wave</button>
    </p>
  );
}

test('the server HTML holds the part once, where it renders, even far down a long page', async () => {
  const Lazy = hydrateOnDemand('greeting', async () => Greeting, { when: 'soon' });
  // Past ~12.8 kB React would send a finished Suspense boundary out of place, hidden until a script moves it in.
  const before = <p>{'Whitefish '.repeat(2000)}</p>;
  const html = await serverHtml(
    <main>
      {before}
      <Lazy name="Whitefish" />
      <footer>End</footer>
    </main>,
  );
  expect(html.match(/Hello <!-- -->Whitefish/g)).toHaveLength(1);
  expect(html).not.toMatch(/<noscript|<template|hidden=""|\shidden\s/);
  const part = html.indexOf('data-hydrate-on-demand="greeting"');
  expect(part).toBeGreaterThan(html.indexOf('Whitefish Whitefish'));
  expect(html.indexOf('<button type="button">Wave</button>')).toBeGreaterThan(part);
  expect(html.indexOf('<button type="button">Wave</button>')).toBeLessThan(html.indexOf('<footer>End</footer>'));
});
