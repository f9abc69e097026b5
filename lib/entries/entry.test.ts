import type { WireEntry } from '@/content-client/wire';
import { elementOf, textOf } from './access';
import { listedEntries, normalizeEntry, normalizeEntryList } from './entry';
import { wireEvent } from './fixtures';

const listing: WireEntry = {
  id: 'dine-1',
  date_time: { init: '2026-01-01T00:00:00Z', edit: '2026-02-01T00:00:00Z' },
  phase: 4,
  public: '2026-01-01T00:00:00Z',
  title: 'Lake Café',
  users: ['u1'],
  types: [
    { id: 'article', name: 'Article' },
    { id: 'here', name: 'Here' },
  ],
  groups: [{ id: 'featured' }, 'spotlight'],
  score: 2.5,
  elements: [
    { id: 'body', name: '  Body  ', type: 'text', preferences: { iana_type: 'text/markdown' }, data: '**Hello**' },
    { id: 'overview', name: 'Overview', type: 'text', data: 'Plain words' },
    {
      id: 'category',
      name: 'Category',
      type: 'option',
      options: [
        { id: 'a', text: 'Breweries' },
        { id: 'b', text: 'Cafés' },
        { id: 'c', text: 'Fine Dining' },
      ],
      data: [
        { id: 'c', text: 'Fine Dining' },
        { id: 'a', text: 'Breweries' },
      ],
    },
    {
      id: 'cover-image',
      name: 'Cover',
      type: 'file',
      data: [{ id: 'f1', name: 'lake.jpg', type: 'image/jpeg', url: '/images/lake.jpg', description: 'The lake', ip_attribution: 'Photo: Jo' }],
    },
    { id: 'contact', name: 'Contact', type: 'contact', data: [{ id: 'c1' }] },
  ],
};

describe('normalizeEntry', () => {
  const entry = normalizeEntry(listing, { ordinal: 3, prioritizedGroups: ['featured'] })!;

  it('reshapes the basics', () => {
    expect(entry).toMatchObject({
      id: 'dine-1',
      sourceId: 'dine-1',
      type: 'article',
      subtype: 'here',
      title: 'Lake Café',
      formatted: true,
      prioritized: true,
      phase: 4,
      ordinal: 3,
      score: 2.5,
      groups: ['featured', 'spotlight'],
      image: '/images/lake.jpg',
      dates: { created: '2026-01-01T00:00:00Z', edited: '2026-02-01T00:00:00Z', published: '2026-01-01T00:00:00Z' },
    });
  });

  it('keys elements by id, trims names and carries text formats', () => {
    expect(entry.element.body).toMatchObject({ type: 'text', name: 'Body', format: 'text/markdown', data: '**Hello**' });
    expect(textOf(entry, 'overview')).toEqual({ text: 'Plain words', format: 'text/plain' });
    expect(textOf(entry, 'missing')).toEqual({ text: '', format: 'text/plain' });
    expect(entry.elements).toHaveLength(5);
  });

  it('orders chosen categories by the option order', () => {
    expect(entry.categories).toEqual([
      { id: 'a', label: 'Breweries' },
      { id: 'c', label: 'Fine Dining' },
    ]);
  });

  it('builds file captions with an en dash', () => {
    expect(elementOf(entry, 'cover-image', 'file')?.data[0].caption).toBe('The lake – Photo: Jo');
  });

  it('is not prioritized outside the prioritized groups', () => {
    expect(normalizeEntry(listing, { prioritizedGroups: ['other'] })!.prioritized).toBe(false);
  });

  it('falls back to the webcam URL for the image', () => {
    const cam = normalizeEntry({
      id: 'w',
      elements: [{ id: 'url-webcam', type: 'text', name: 'Cam', data: ' /webcams/cam1.jpg ' }],
    });
    expect(cam?.image).toBe('/webcams/cam1.jpg');
  });

  it('never throws on malformed content', () => {
    expect(normalizeEntry(null)).toBeNull();
    expect(normalizeEntry('x')).toBeNull();
    expect(normalizeEntry({ title: 'no id' })).toBeNull();
    const junk = normalizeEntry({
      id: 'j',
      title: 42,
      phase: 'seven',
      types: 'article',
      groups: { nope: true },
      elements: [
        null,
        { id: 'geo', type: 'geo', data: { features: [{ json: '{bad json' }, { json: '{"type":"Point","coordinates":[-114.3,48.4]}', type: { type: 'point', color: 'ff0000' } }] } },
        { id: 'event-datetime', type: 'datetime', data: 'soon' },
        { id: 'category', type: 'option', data: [{ text: 'no id' }, 5] },
        { id: 'weird', type: 'hologram', data: 1 },
        { id: 'cover-image', type: 'file', data: [{ url: 3 }] },
        { id: 'body', type: 'text', data: { html: '<b>' }, preferences: { iana_type: 'text/evil' } },
      ],
    })!;
    expect(junk).toMatchObject({ id: 'j', title: '42', phase: 0, type: '', types: [], groups: [], categories: [], image: null });
    expect(junk.element.body).toMatchObject({ type: 'text', format: 'text/plain', data: '' });
    expect(junk.element['event-datetime']).toMatchObject({ type: 'datetime', dataType: 'date/time', data: [] });
    const geo = elementOf(junk, 'geo', 'geo')!.data!;
    expect(geo.features).toHaveLength(1);
    expect(geo.features[0]).toMatchObject({ kind: 'point', color: '#ff0000' });
    expect(junk.element.weird).toBeUndefined();
  });
});

describe('normalizeEntryList', () => {
  it('sets ordinals by position and reads total (0 when not numeric)', () => {
    const { entries, total } = normalizeEntryList({ index: [listing, null, wireEvent()], total: 'many' });
    expect(entries.map((e) => [e.id, e.ordinal])).toEqual([
      ['dine-1', 0],
      ['evt-1', 2],
    ]);
    expect(total).toBe(0);
    expect(normalizeEntryList({ index: [listing], total: 12 }).total).toBe(12);
    expect(normalizeEntryList(undefined)).toEqual({ entries: [], total: 0 });
  });
});

describe('listedEntries', () => {
  it('gives each entry’s ordering keys as the normalized entry has them, and the entry itself once asked for', () => {
    const hidden = { ...wireEvent({ id: 'evt-2', title: '  Draft  ', score: 'x' as unknown as number }), phase: 2 };
    const answer = { index: [listing, 'junk', hidden], total: 7 };
    const { entries, total } = listedEntries(answer);
    expect(total).toBe(7);
    expect(entries).toHaveLength(2);
    const normalized = normalizeEntryList(answer).entries;
    for (const [i, listed] of entries.entries()) {
      const whole = listed.entry();
      expect(whole).toBe(listed.entry());
      expect(whole).toEqual(normalized[i]);
      expect(whole).toMatchObject({ id: listed.id, title: listed.title, prioritized: listed.prioritized, ordinal: listed.ordinal, score: listed.score, phase: listed.phase });
    }
    expect(entries.map((e) => [e.id, e.title, e.prioritized, e.ordinal, e.score, e.phase])).toEqual([
      ['dine-1', 'Lake Café', true, 0, 2.5, 4],
      ['evt-2', 'Draft', false, 2, null, 2],
    ]);
  });
});

describe('cover image policy', () => {
  const withCover = (url: string, webcam?: string) => ({
    id: 'e1',
    title: 'Hostile',
    types: [{ id: 'dine', name: 'Dine' }],
    elements: [
      { id: 'cover-image', type: 'file', name: 'Cover', data: [{ id: 'f', name: 'x', type: 'image/jpeg', url }] },
      ...(webcam ? [{ id: 'url-webcam', type: 'text', name: 'Webcam', data: webcam }] : []),
    ],
  });

  it('never takes a javascript: or data: URL as the card image', () => {
    expect(normalizeEntry(withCover('javascript:alert(1)//.jpg'))?.image).toBeNull();
    expect(normalizeEntry(withCover('data:text/html,<script>alert(1)</script>.png'))?.image).toBeNull();
    expect(normalizeEntry(withCover('javascript:alert(1)', 'javascript:alert(2)'))?.image).toBeNull();
  });

  it('keeps local and https images, upgrading http', () => {
    expect(normalizeEntry(withCover('/images/lake.svg'))?.image).toBe('/images/lake.svg');
    expect(normalizeEntry(withCover('http://cdn.example.com/a.jpg'))?.image).toBe('https://cdn.example.com/a.jpg');
    expect(normalizeEntry(withCover('not-an-image', '/webcams/summit.svg'))?.image).toBe('/webcams/summit.svg');
  });
});
