import { highlightText, MAX_SNIPPET_SENTENCES, plainText, withoutAddressesHtml, searchableText, searchKeywords, searchSnippet, snippetWindow } from './snippets';

describe('plainText: one text element as clean prose', () => {
  it('reduces Markdown to its words: links keep their text, images, emphasis and markers go', () => {
    const md = '## Getting here\n\n- Take the **free** [shuttle](https://ride.example/route) from ![map](/images/map.jpg) town.\n> Read [our guide](/guide).';
    expect(plainText(md, 'text/markdown')).toBe('Getting here. Take the free shuttle from town. Read our guide.');
  });

  it('drops code, link definitions and autolinked addresses; HTML inside Markdown keeps its words', () => {
    const md = 'Trail notes <https://trails.example/x>\n\n```\nconst x = 1;\n```\n\n[guide]: https://g.example\n\n<p>Bring <em>bear</em> spray</p>';
    expect(plainText(md, 'text/markdown')).toBe('Trail notes. Bring bear spray.');
  });

  it('reduces HTML to text: blocks and line breaks end a sentence, scripts are dropped', () => {
    const html = '<h2>Fish</h2><p>Cod &amp; <b>chips</b><br>by the <a href="/x">shack</a>.</p><script>alert(1)</script>';
    expect(plainText(html, 'text/html')).toBe('Fish. Cod & chips. by the shack.');
  });

  it('removes URLs, e-mail links, site and file paths rather than hiding them', () => {
    const text =
      'Download the legend (/files/whitefish-trail-map-legend.pdf) or see https://www.nps.gov/glac/ and www.example.com/x. ' +
      'Webcam image /webcams/lake.jpg, brochure trail-map.pdf, visitwhitefish.example/about and mailto:info@example.com.';
    const plain = plainText(text);
    expect(plain).not.toMatch(/https?:|www\.|\/files\/|\/webcams\/|\.pdf|\.jpg|\.example\/|mailto:/);
    expect(plain).toBe('Download the legend or see and. Webcam image, brochure, and.');
  });

  it('keeps ordinary slashes and numbers', () => {
    expect(plainText('Open 24/7, rooms from $199 and/or suites.')).toBe('Open 24/7, rooms from $199 and/or suites.');
  });
});

describe('searchableText: several elements without repeats', () => {
  it('drops sentences said twice (the intro repeated in the body) and phrases another sentence contains', () => {
    const text = searchableText([
      { text: 'Free concerts on the lawn.', format: 'text/plain' },
      { text: 'Find your basecamp', format: 'text/plain' },
      { text: 'Free concerts on the lawn. Find your basecamp in the woods!\n\nFree  concerts on the LAWN.', format: 'text/markdown' },
    ]);
    expect(text).toBe('Free concerts on the lawn. Find your basecamp in the woods!');
  });

  it('is empty when there is no text', () => {
    expect(searchableText([{ text: '' }, { text: 'https://only.example/a-link' }])).toBe('');
  });
});

describe('snippets', () => {
  const long = `${'Intro words that say little. '.repeat(10)}The huckleberry pie contest is the best part of the day and people come from far away to enter it every summer.`;

  it('keeps a short text whole and cuts a long one at a word boundary with "..."', () => {
    expect(snippetWindow('Short text.', ['x'])).toBe('Short text.');
    const start = snippetWindow('word '.repeat(100).trim(), ['zzz'], 22);
    expect(start).toBe('word word word word...');
  });

  it('starts near the first match when it is far in, with "..." on both sides', () => {
    const snippet = snippetWindow(long, ['huckleberry'], 100);
    expect(snippet.startsWith('...')).toBe(true);
    expect(snippet.endsWith('...')).toBe(true);
    expect(snippet).toContain('huckleberry pie');
    expect(snippet.length).toBeLessThanOrEqual(106);
    expect(snippet).not.toMatch(/\.\.\.\S*[a-z]\.\.\.$/); // whole words only
  });

  it('marks whole words that start with a keyword, escapes the rest', () => {
    expect(highlightText('Skiing & <ski> whiskies', ['ski'])).toBe('<b>Skiing</b> &amp; &lt;<b>ski</b>&gt; whiskies');
    expect(highlightText('a.b', ['.*'])).toBe('a.b');
    expect(searchSnippet(long, ['pie'], 80)).toMatch(/<b>pie<\/b>/);
  });

  it('takes the query’s words as the search does', () => {
    expect(searchKeywords('  Lake-Swim  lake a ')).toEqual(['lake', 'swim']);
    expect(searchKeywords('a')).toEqual(['a']);
    expect(searchKeywords('"*(')).toEqual([]);
  });
});

it('removes addresses from an external engine’s highlighted snippet, keeping its marks', () => {
  expect(withoutAddressesHtml('Visit <b>https://ski.example/lifts</b> for <b>lift</b> hours, or /files/map.pdf .')).toBe('Visit for <b>lift</b> hours, or.');
});

describe('hostile text (imports, partners)', () => {
  it('keeps the first sentences of a text of thousands, and reads too deeply nested markdown as its words', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => `Sentence ${i}.`).join(' ');
    const text = searchableText([{ text: many, format: 'text/plain' }]);
    expect(text.split(/(?<=\.)\s+/)).toHaveLength(MAX_SNIPPET_SENTENCES);
    expect(text.startsWith('Sentence 0. Sentence 1.')).toBe(true);
    expect(plainText(`${'> '.repeat(5000)}deep words`, 'text/markdown')).toMatch(/deep words\.$/);
  });
});
