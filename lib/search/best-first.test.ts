import { matchTier, rankHits, type RankedHit } from './best-first';

const hit = (title: string, text = '', extra: Partial<RankedHit> = {}): RankedHit => ({ title, text, prioritized: false, edited: '', ...extra });

describe('matchTier', () => {
  const kw = ['lake', 'swim'];
  it('title phrase, then title words, then text phrase, then scattered words', () => {
    expect(matchTier(hit('Whitefish Lake Swim'), kw)).toBe(0);
    expect(matchTier(hit('Lake swimmers'), kw)).toBe(0); // words match as prefixes
    expect(matchTier(hit('Swim at the Lake'), kw)).toBe(1);
    expect(matchTier(hit('City Beach', 'A mile lake swim from the dock.'), kw)).toBe(2);
    expect(matchTier(hit('City Beach', 'Swim in the lake.'), kw)).toBe(3);
    expect(matchTier(hit('Lake Lodge', 'Pool for a swim.'), kw)).toBe(3);
    expect(matchTier(hit('Flathead Lake'), [])).toBe(3);
  });

  it('does not count a keyword inside another word', () => {
    expect(matchTier(hit('Blake Swimwear'), kw)).toBe(3); // "lake" does not start "Blake"
    expect(matchTier(hit('Blake', 'lakeside swimming'), kw)).toBe(2);
  });
});

describe('rankHits', () => {
  it('puts title matches above body-only matches, then Featured, then the newest edit; else keeps the backend order', () => {
    const hits = [
      hit('Body only, featured', 'huckleberry pie', { prioritized: true }),
      hit('Old Huckleberry Stand', '', { edited: '2024-01-01T00:00:00Z' }),
      hit('Body only, first', 'more huckleberry'),
      hit('New Huckleberry Stand', '', { edited: '2025-01-01T00:00:00Z' }),
      hit('Huckleberry Days', '', { prioritized: true, edited: '2020-01-01T00:00:00Z' }),
      hit('Body only, second', 'huckleberry jam'),
    ];
    expect(rankHits(hits, ['huckleberry'], (h) => h).map((h) => h.title)).toEqual([
      'Huckleberry Days',
      'New Huckleberry Stand',
      'Old Huckleberry Stand',
      'Body only, featured',
      'Body only, first',
      'Body only, second',
    ]);
  });

  it('puts an exact phrase above the same words scattered', () => {
    const hits = [hit('Trail notes', 'the lake and a long swim'), hit('Beach', 'the lake swim starts here')];
    expect(rankHits(hits, ['lake', 'swim'], (h) => h).map((h) => h.title)).toEqual(['Beach', 'Trail notes']);
  });
});
