import { boldOnlyHtml } from './html';

it('keeps <b> and escapes the rest of an engine snippet', () => {
  expect(boldOnlyHtml('<p>Cod &amp; <b>chips</b> <i>&lt;3</i></p>')).toBe('Cod &amp; <b>chips</b> &lt;3');
});

it('reads a snippet nested too deeply to parse as escaped text, instead of overflowing the stack', () => {
  expect(boldOnlyHtml(`${'<span>'.repeat(20_000)}deep <b>word</b> & more`)).toBe('deep word &amp; more');
});
