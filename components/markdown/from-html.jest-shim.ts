/**
 * TEST-ONLY stand-in for `hast-util-from-html` under jest.
 *
 * hast-util-from-html uses parse5 8 and entities 9, which are ESM-only; jest.config.mjs does not yet
 * transform them (its ESM_PACKAGES list lacks 'parse5' and 'entities'). Until the lead adds those two
 * names, tests map the module here: same parser family (jsdom's CJS parse5 7, a dev dependency) and the
 * same hast conversion (hast-util-from-parse5), so sanitising is still exercised on a real parse tree.
 * Use in a test file:
 *   jest.mock('hast-util-from-html', () => jest.requireActual('@/components/markdown/from-html.jest-shim'));
 */
import { fromParse5 } from 'hast-util-from-parse5';
import type { Root } from 'hast';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CJS build of parse5 7 (jsdom's)
const parse5 = require('parse5') as {
  parse: (html: string) => unknown;
  parseFragment: (html: string) => unknown;
};

export function fromHtml(html: string, options: { fragment?: boolean } = {}): Root {
  const tree = options.fragment ? parse5.parseFragment(html) : parse5.parse(html);
  return fromParse5(tree as Parameters<typeof fromParse5>[0]) as Root;
}
