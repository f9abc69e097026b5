import { MAX_PRECISE_CHANGES } from './change-tags';
import { ALL_TAGS, ANY_TYPE_TAG, announcementOf, checkSecret, MAX_BODY_BYTES, MAX_NAMES, parseRevalidation, tagsFor } from './revalidation-request';

describe('checkSecret', () => {
  it('is not configured without a secret, unauthorized on a wrong or missing header', () => {
    expect(checkSecret('x', undefined)).toBe('not-configured');
    expect(checkSecret('x', '')).toBe('not-configured');
    expect(checkSecret(null, 's3cret')).toBe('unauthorized');
    expect(checkSecret('s3cre', 's3cret')).toBe('unauthorized');
    expect(checkSecret('s3cret!', 's3cret')).toBe('unauthorized');
    expect(checkSecret('s3cret', 's3cret')).toBe('ok');
  });
});

describe('parseRevalidation', () => {
  it('accepts ids, types, contacts and all', () => {
    expect(parseRevalidation({ ids: ['a', 'a', 'b'], types: ['stay'] })).toEqual({
      ids: ['a', 'b'],
      types: ['stay'],
      contacts: [],
      embeds: false,
      all: false,
    });
    expect(parseRevalidation({ all: true }).all).toBe(true);
    expect(parseRevalidation({ embeds: true }).embeds).toBe(true);
  });

  it('rejects other shapes', () => {
    expect(() => parseRevalidation(null)).toThrow('JSON object');
    expect(() => parseRevalidation([])).toThrow('JSON object');
    expect(() => parseRevalidation({})).toThrow('nothing to revalidate');
    expect(() => parseRevalidation({ ids: 'a' })).toThrow('ids must be');
    expect(() => parseRevalidation({ ids: ['../x'] })).toThrow('ids must be');
    expect(() => parseRevalidation({ types: [1] })).toThrow('types must be');
    expect(() => parseRevalidation({ all: 'yes' })).toThrow('all must be');
    expect(() => parseRevalidation({ embeds: 1 })).toThrow('embeds must be');
    expect(() => parseRevalidation({ embeds: false })).toThrow('nothing to revalidate');
    expect(() => parseRevalidation({ ids: Array.from({ length: 501 }, (_, i) => `e${i}`) })).toThrow('at most');
  });

  it('caps how many names one call gives, each list on its own, and the caps fit the body cap', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `${'n'.repeat(120)}${i}`);
    expect(parseRevalidation({ ids: names(MAX_NAMES.ids), contacts: names(MAX_NAMES.contacts) }).ids).toHaveLength(MAX_NAMES.ids);
    expect(() => parseRevalidation({ ids: names(MAX_NAMES.ids + 1) })).toThrow(`ids must be an array of at most ${MAX_NAMES.ids} ids`);
    expect(() => parseRevalidation({ contacts: names(MAX_NAMES.contacts + 1) })).toThrow('contacts must be');
    // 500 made-up types would be 500 listings of the host.
    expect(() => parseRevalidation({ types: Array.from({ length: 500 }, (_, i) => `type${i}`) })).toThrow(`types must be an array of at most ${MAX_NAMES.types}`);
    // The same name twice counts once.
    expect(parseRevalidation({ types: Array.from({ length: 200 }, () => 'stay') }).types).toEqual(['stay']);
    const fullest = JSON.stringify({ ids: names(MAX_NAMES.ids).map((n) => n.slice(0, 128)), types: names(MAX_NAMES.types).map((n) => n.slice(0, 24)) });
    expect(Buffer.byteLength(fullest)).toBeLessThan(MAX_BODY_BYTES);
  });
});

describe('tagsFor', () => {
  const edited = { id: 'e1', before: ['stay'], after: ['stay', 'dine'] };

  it('expires a changed entry, the lists of the types it had and has, and lists of every type', () => {
    expect(tagsFor(parseRevalidation({ ids: ['e1'] }), [edited])).toEqual([ANY_TYPE_TAG, 'entry:e1', 'type:stay', 'type:dine']);
    expect(tagsFor(parseRevalidation({ ids: ['gone'] }), [{ id: 'gone', before: ['event'], after: null }])).toEqual([ANY_TYPE_TAG, 'entry:gone', 'type:event']);
  });

  it('expires nothing for a named entry or type the replica did not change, an unknown one included', () => {
    expect(tagsFor(parseRevalidation({ ids: ['no-such-entry'], types: ['event'] }), [])).toEqual([]);
  });

  it('expires every entry read at once for a bulk change', () => {
    const many = Array.from({ length: MAX_PRECISE_CHANGES + 1 }, (_, i) => ({ ...edited, id: `e${i}` }));
    expect(tagsFor(parseRevalidation({ types: ['stay'] }), many)).toEqual(['entries']);
  });

  it('expires contacts, or everything', () => {
    expect(tagsFor(parseRevalidation({ contacts: ['c1'] }), [])).toEqual(['contact:c1']);
    expect(tagsFor(parseRevalidation({ all: true, ids: ['e1'] }), [])).toEqual(ALL_TAGS);
    expect(ALL_TAGS).toContain('embeds');
  });

  it('expires every embed lookup on request, alone or beside entries', () => {
    expect(tagsFor(parseRevalidation({ embeds: true }), [])).toEqual(['embeds']);
    expect(tagsFor(parseRevalidation({ embeds: true, contacts: ['c1'] }), [])).toEqual(['contact:c1', 'embeds']);
  });
});

describe('announcementOf', () => {
  // The other instances read an announcement with parseRevalidation: one it refuses would never be applied there.
  it('names the changed ids while a publish may, and asks for a pass past that; the others accept either', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `entry-${i}`);
    expect(parseRevalidation(announcementOf(ids(MAX_NAMES.ids))).ids).toHaveLength(MAX_NAMES.ids);
    const many = parseRevalidation(announcementOf(ids(MAX_NAMES.ids + 1)));
    expect(many.all).toBe(true);
    expect(many.ids).toEqual([]);
  });
});
