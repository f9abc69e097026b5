import { searchQuery, searchResults, siteSearchUrl } from './search';

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
