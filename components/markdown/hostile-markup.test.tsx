/**
 * Editor and import text built to make the parsers work hard: it renders as plain paragraphs, never an error page,
 * with one warning; ordinary text keeps its markup.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from './Markdown';
import { SafeHtml } from './SafeHtml';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const warnings = () => warn.mock.calls.map(([line]) => JSON.parse(line as string).event);

it('shows deeply nested or delimiter-heavy markdown as plain text instead of failing or stalling the render', () => {
  const hostile = {
    quotes: `${'> '.repeat(5000)}deep`,
    links: `[a](${'[a]('.repeat(5000)}`,
    code: '`a``'.repeat(5000),
  };
  for (const [name, text] of Object.entries(hostile)) {
    const html = renderToStaticMarkup(<Markdown>{text}</Markdown>);
    expect([name, html.startsWith('<p>'), /<(blockquote|a|code)\b/.test(html)]).toEqual([name, true, false]);
  }
  expect(warnings()).toEqual(['markup_too_complex', 'markup_too_complex', 'markup_too_complex']);
});

it('shows deeply nested HTML as plain text instead of overflowing the stack', () => {
  const html = renderToStaticMarkup(<SafeHtml html={`${'<div>'.repeat(20000)}deep text`} />);
  expect(html).toBe('<div><p>deep text</p></div>');
  expect(warnings()).toEqual(['markup_too_complex']);
});

it('keeps ordinary markdown and HTML as they are, without a warning', () => {
  expect(renderToStaticMarkup(<Markdown>{'> A quote with [a link](https://example.com) and `code`.\n\n- one\n  - two'}</Markdown>)).toMatch(
    /<blockquote>[\s\S]*<a href="https:\/\/example.com"[\s\S]*<code>code<\/code>[\s\S]*<ul>/,
  );
  expect(renderToStaticMarkup(<SafeHtml html="<p>Hello <b>there</b></p><ul><li>x</li></ul>" />)).toBe('<div><p>Hello <b>there</b></p><ul><li>x</li></ul></div>');
  expect(warn).not.toHaveBeenCalled();
});
