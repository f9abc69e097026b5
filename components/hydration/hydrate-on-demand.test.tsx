/**
 * @jest-environment node
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { hydrateOnDemand, type NoScriptCopyProps } from './hydrate-on-demand';

async function serverHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return html;
}

function Greeting({ name, noScriptCopy }: { name: string } & NoScriptCopyProps) {
  return (
    <p>
      Hello {name}
      {!noScriptCopy && <button type="button">Wave</button>}
    </p>
  );
}

test('the server HTML holds the live part and, for visitors without script, a copy told it is one', async () => {
  const Lazy = hydrateOnDemand('greeting', async () => Greeting, { when: 'soon' });
  const html = await serverHtml(<Lazy name="Whitefish" />);
  const copy = html.match(/<noscript>([\s\S]*?)<\/noscript>/)?.[1] ?? '';
  const live = html.slice(html.indexOf('</noscript>'));
  expect(copy).toContain('Hello <!-- -->Whitefish');
  expect(copy).not.toContain('<button');
  expect(live).toContain('data-hydrate-on-demand="greeting"');
  expect(live).toContain('<button type="button">Wave</button>');
});
