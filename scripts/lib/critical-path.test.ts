/**
 * The critical-path reader finds what it is meant to on a document shaped like Next's: the e2e guard
 * (tests/e2e/critical-path.spec.ts) is only as good as these.
 */
import { blockingStylesheets, inlinePayload, scriptsSentTwice } from './critical-path.mjs';

const SCRIPT = "(function(){document.documentElement.setAttribute(\"data-x\",'1')})();";
/** A payload row carrying SCRIPT as a server component's <script> prop, pushed as Next pushes it. */
const pushed = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(`5:["$","script",null,{"dangerouslySetInnerHTML":{"__html":${JSON.stringify(text)}}}]\n`)}])</script>`;

const page = ({ sheets, payloadScript }: { sheets: string; payloadScript: boolean }) =>
  `<!DOCTYPE html><html><head>${sheets}<script src="/_next/static/chunks/a.js" async></script></head><body>` +
  `<script>${SCRIPT}</script><main>Hi</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `${payloadScript ? pushed(SCRIPT) : pushed('other')}</body></html>`;

test('a script the payload carries again is found, by its first characters; one it does not is not', () => {
  expect(scriptsSentTwice(page({ sheets: '', payloadScript: true }))).toEqual([SCRIPT.slice(0, 60)]);
  expect(scriptsSentTwice(page({ sheets: '', payloadScript: false }))).toEqual([]);
  expect(inlinePayload(page({ sheets: '', payloadScript: true }))).toContain('"dangerouslySetInnerHTML"');
});

test('stylesheets in the head hold the paint unless their media rules the screen out', () => {
  const sheets =
    '<link rel="stylesheet" href="/a.css" data-precedence="next"/><link rel="stylesheet" href="/b.css" media="print" onload="this.media=\'all\'"/>' +
    '<link rel="preload" href="/c.css" as="style"/><link rel="stylesheet" href="/d.css" media="all"/>';
  expect(blockingStylesheets(page({ sheets, payloadScript: false }))).toEqual(['/a.css', '/d.css']);
});
