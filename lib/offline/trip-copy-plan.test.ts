import type { CardData } from '../list-query/cards';
import type { TripPayload } from '../trip/groups';
import { goneFromCopy, occurrenceLinks, pageImages, tripCopyBase, tripCopyItems } from './trip-copy-plan';

const A = '6ce4dea1-9c7a-5fc9-a118-8ba6e7716901';
const B = '6ce4dea1-9c7a-5fc9-a118-8ba6e7716902';
const C = '6ce4dea1-9c7a-5fc9-a118-8ba6e7716903';

const card = (sourceId: string, type: string, href: string): CardData => ({
  id: sourceId,
  sourceId,
  type,
  title: sourceId,
  href,
  image: null,
  categories: [],
  summary: '',
  when: null,
  point: null,
});

const payload = (items: CardData[]): TripPayload => ({ groups: [{ key: 'x', label: 'X', items }], leftOut: 0, overflow: 0, today: '2026-11-26' });

describe('tripCopyBase', () => {
  it('holds the start page, the trip, the offline page, the trip’s data for the saved ids and the conditions', () => {
    expect(tripCopyBase([A, B])).toEqual(['/', '/trip', '/offline', `/api/trip?ids=${A},${B}`, '/conditions']);
  });
});

describe('tripCopyItems', () => {
  it('names each page, each event’s own page, and the calendar when an event is saved', () => {
    const plan = tripCopyItems([A, B, C], payload([card(A, 'stay', `/entries/lodge/${A}`), card(B, 'event', `/entries/music/${B}?date=2026-12-01`), card(C, 'event', `/entries/fair/${C}`)]));
    expect(plan.pages).toEqual([`/entries/lodge/${A}`, `/entries/music/${B}?date=2026-12-01`, `/entries/music/${B}`, `/entries/fair/${C}`]);
    expect(plan.events).toEqual([`/entries/music/${B}`, `/entries/fair/${C}`]);
    expect(plan.calendar).toBe(`/trip.ics?ids=${A},${B},${C}`);
  });

  it('has no calendar without an event', () => {
    expect(tripCopyItems([A], payload([card(A, 'dine', `/entries/cafe/${A}`)])).calendar).toBeNull();
  });
});

describe('occurrenceLinks', () => {
  const path = `/entries/music/${B}`;
  const html = [
    '<p data-kind="next"><time dateTime="2026-12-01T18:00:00-07:00" data-upcoming="">Dec 1</time></p>',
    '<ul><li><time dateTime="2026-12-08" data-upcoming="">Dec 8</time></li><li><time data-upcoming="" datetime="2026-12-15">Dec 15</time></li>',
    '<li><time dateTime="2026-11-20" data-upcoming="">past</time></li></ul>',
    // A related card's date is not this event's occurrence.
    '<time dateTime="2026-12-02">Related</time>',
  ].join('');

  it('lists the event’s upcoming days as occurrence addresses, soonest first', () => {
    expect(occurrenceLinks(html, path, '2026-11-26')).toEqual([`${path}?date=2026-12-01`, `${path}?date=2026-12-08`, `${path}?date=2026-12-15`]);
  });

  it('keeps at most the given number', () => {
    expect(occurrenceLinks(html, path, '2026-11-26', 2)).toHaveLength(2);
  });

  it('finds none in a page without marked dates', () => {
    expect(occurrenceLinks('<time dateTime="2026-12-02">x</time>', path, '2026-11-26')).toEqual([]);
  });
});

describe('pageImages', () => {
  it('takes the page’s own images, unescaped, never another host’s', () => {
    const html =
      '<img alt="" src="https://cdn.example.com/a.jpg"/><img alt="" src="//cdn.example.com/b.jpg"/>' +
      '<img alt="x" loading="lazy" src="/_next/image?url=%2Fimages%2Flake.svg&amp;w=640&amp;q=75"/><img src="/images/town.svg"/><img src="/images/snow.svg"/>';
    expect(pageImages(html, 2)).toEqual(['/_next/image?url=%2Fimages%2Flake.svg&w=640&q=75', '/images/town.svg']);
  });
});

describe('goneFromCopy', () => {
  it('names the ids the site no longer lists that the copy still holds, once each', () => {
    expect(goneFromCopy(['a', 'b', 'c'], ['c', 'x', 'c', 'a'])).toEqual(['c', 'a']);
    expect(goneFromCopy(['a'], [])).toEqual([]);
    // Saved since the copy was made: the copy never held it, nothing to drop.
    expect(goneFromCopy(['a'], ['new'])).toEqual([]);
  });
});
