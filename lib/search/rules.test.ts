import { isSitePath, searchApiUrl, searchPagePath, searchQuery, searchResults, siteSearchItems, siteSearchUrl } from './rules';

it('does nothing for queries shorter than 2 characters', () => {
  expect(searchQuery('a')).toBeNull();
  expect(searchQuery('  a  ')).toBeNull();
  expect(searchQuery(undefined)).toBeNull();
  expect(searchQuery(' ski ')).toBe('ski');
});

it('keeps only results with both an html title and a link', () => {
  const results = searchResults({
    items: [
      { htmlTitle: '<b>Ski</b> &amp; Stay', link: 'https://explorewhitefish.com/stay', snippet: 'Lodging' },
      { htmlTitle: 'No link' },
      { link: 'https://x.com/no-title' },
      { htmlTitle: 'Bad link', link: 'javascript:alert(1)' },
      'junk',
    ],
  });
  expect(results).toEqual([
    { htmlTitle: '<b>Ski</b> &amp; Stay', title: 'Ski & Stay', link: 'https://explorewhitefish.com/stay', snippet: 'Lodging' },
  ]);
  expect(searchResults(null)).toEqual([]);
});

it('builds the endpoint URL with q and configured params', () => {
  expect(siteSearchUrl('https://s.example/search', { cx: 'abc' }, 'ski fest')).toBe(
    'https://s.example/search?cx=abc&q=ski+fest',
  );
});

it('takes an external answer’s HTML snippet, or escapes its plain snippet', () => {
  const [html, plain] = searchResults({
    items: [
      { htmlTitle: 'A', link: 'https://a.example/', htmlSnippet: 'Big <b>ski</b> day', snippet: 'Big ski day' },
      { htmlTitle: 'B', link: 'https://b.example/', snippet: 'Fish & <chips>' },
    ],
  });
  expect(html.snippet).toBe('Big <b>ski</b> day');
  expect(plain.snippet).toBe('Fish &amp; &lt;chips&gt;');
});

it('keeps our own /api/search items with an html title and a site path or http(s) link', () => {
  const items = siteSearchItems({
    items: [
      { htmlTitle: '<b>Ski</b> Hill', title: 'Ski Hill', link: '/entries/ski-hill/1', snippet: 'The <b>ski</b> area' },
      { htmlTitle: 'Stay', link: 'https://explorewhitefish.com/stay' },
      { htmlTitle: 'Duplicate', link: '/entries/ski-hill/1' },
      { htmlTitle: 'Protocol-relative', link: '//evil.example/x' },
      { htmlTitle: 'Backslash', link: '/\\evil.example' },
      { htmlTitle: 'Script', link: 'javascript:alert(1)' },
      { htmlTitle: '', link: '/no-title' },
      { htmlTitle: 'No link' },
      null,
    ],
  });
  expect(items).toEqual([
    { htmlTitle: '<b>Ski</b> Hill', title: 'Ski Hill', link: '/entries/ski-hill/1', snippet: 'The <b>ski</b> area' },
    { htmlTitle: 'Stay', title: 'Stay', link: 'https://explorewhitefish.com/stay', snippet: '' },
  ]);
  expect(siteSearchItems({ error: 'down' })).toEqual([]);
  expect(siteSearchItems('junk')).toEqual([]);
});

it('builds the API and results-page URLs for a query', () => {
  expect(searchApiUrl('lake & trail')).toBe('/api/search?q=lake+%26+trail');
  expect(searchPagePath('lake trail')).toBe('/search?q=lake+trail');
  expect(isSitePath('/gravel')).toBe(true);
  expect(isSitePath('//x.example')).toBe(false);
  expect(isSitePath('https://x.example')).toBe(false);
});
