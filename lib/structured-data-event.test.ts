import type { WireEntry } from '@/content-client/wire';
import { zonedISOValue } from './calendar/timezone';
import { normalizeEntry, type Contact } from './entries';
import { wireEvent } from './entries/fixtures';
import { entryStructuredData } from './structured-data';
import { eventDateValue, eventOffers, typedAddress } from './structured-data-event';

const SITE = 'https://explorewhitefish.com';
const URL_ = `${SITE}/entries/trivia-night/evt-1`;
const NOV = [['2026-11-02T01:00:00Z', '2026-11-02T04:00:00Z']] as [string, string][];

type Elements = WireEntry['elements'];
const text = (id: string, data: string) => ({ id, name: id, type: 'text', preferences: { iana_type: 'text/plain' }, data }) as Elements[number];
const cover = (width?: number) =>
  ({ id: 'cover-image', name: 'Image', type: 'file', data: [{ id: 'f1', name: 'e.jpg', type: 'image/jpeg', url: '/files/e.jpg', ...(width ? { width, height: 600 } : {}) }] }) as Elements[number];

function eventLd(extra: Elements, more: Partial<Parameters<typeof entryStructuredData>[0]> = {}, ranges = NOV) {
  const base = wireEvent({}, ranges);
  const entry = normalizeEntry({ ...base, title: 'Trivia Night', elements: [...base.elements, ...extra] })!;
  const graph = entryStructuredData({ entry, url: URL_, siteUrl: SITE, siteName: 'Whitefish, Montana', occurrences: entry.element['event-datetime']?.type === 'datetime' ? (entry.element['event-datetime'].data as [string, string][]) : [], ...more })['@graph'];
  return (graph as Record<string, unknown>[])[0];
}

describe('event dates in the town’s time', () => {
  it('writes an instant with the offset in force: MDT in October, MST after the November change', () => {
    expect(zonedISOValue('2026-10-31T00:30:00Z')).toBe('2026-10-30T18:30:00-06:00');
    expect(zonedISOValue('2026-11-02T01:00:00Z')).toBe('2026-11-01T18:00:00-07:00');
  });

  it('moves to MDT at the March change, and keeps an all-day date as a day', () => {
    expect(eventDateValue('2027-03-14T08:59:00Z')).toBe('2027-03-14T01:59:00-07:00');
    expect(eventDateValue('2027-03-14T09:00:00Z')).toBe('2027-03-14T03:00:00-06:00');
    expect(eventDateValue('2027-03-14')).toBe('2027-03-14');
  });

  it('gives the page’s event a Denver start and end, never UTC', () => {
    expect(eventLd([])).toMatchObject({ startDate: '2026-11-01T18:00:00-07:00', endDate: '2026-11-01T21:00:00-07:00' });
  });
});

describe('event image', () => {
  it('is given when the image is at least 720 px wide', () => {
    expect(eventLd([cover(1200)]).image).toEqual([`${SITE}/files/e.jpg`]);
    expect(eventLd([cover(720)]).image).toEqual([`${SITE}/files/e.jpg`]);
  });

  it('is left out when narrower, or when its width is not known', () => {
    expect(eventLd([cover(719)])).not.toHaveProperty('image');
    expect(eventLd([cover()])).not.toHaveProperty('image');
  });
});

describe('event offers', () => {
  it('are free at price 0 for “Free”', () => {
    expect(eventOffers('Free', URL_)).toEqual({ '@type': 'Offer', price: 0, priceCurrency: 'USD', url: URL_, availability: 'https://schema.org/InStock' });
    expect(eventLd([text('pricing', 'Free')]).offers).toMatchObject({ '@type': 'Offer', price: 0, priceCurrency: 'USD' });
  });

  it('carry one price, or a range as an AggregateOffer', () => {
    expect(eventOffers('$25 at the door', URL_)).toMatchObject({ '@type': 'Offer', price: 25 });
    expect(eventOffers('$10 kids, $25.50 adults', URL_)).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 10, highPrice: 25.5 });
  });

  it('are left out when no price was given or the text names no amount', () => {
    expect(eventLd([])).not.toHaveProperty('offers');
    expect(eventOffers('Donations welcome', URL_)).toBeNull();
  });
});

describe('event location', () => {
  it('is the venue the submitter typed, with its address read into parts', () => {
    const where = text('where', 'The Great Northern Bar\n27 Central Ave, Whitefish, MT 59937');
    expect(eventLd([where]).location).toEqual({
      '@type': 'Place',
      name: 'The Great Northern Bar',
      address: { '@type': 'PostalAddress', streetAddress: '27 Central Ave', addressLocality: 'Whitefish', addressRegion: 'MT', postalCode: '59937', addressCountry: 'US' },
    });
  });

  it('reads a typed address without a ZIP code or a comma, and keeps one that does not read whole, in Montana', () => {
    expect(typedAddress('Behind the depot')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Behind the depot', addressRegion: 'MT', addressCountry: 'US' });
    expect(typedAddress('1 Lakeside Blvd, Whitefish, MT')).toEqual({ '@type': 'PostalAddress', streetAddress: '1 Lakeside Blvd', addressLocality: 'Whitefish', addressRegion: 'MT', addressCountry: 'US' });
    expect(typedAddress('12 Spokane Ave, Whitefish MT 59937')).toMatchObject({ streetAddress: '12 Spokane Ave', addressLocality: 'Whitefish', postalCode: '59937' });
  });

  it('is the place picked from the site’s, with that place’s address', () => {
    const place: Contact = {
      id: 'c9', label: 'Depot', name: { first: '', last: '' }, organization: '', email: '', url: '', groups: [], phones: [], ordinal: 0,
      locations: [{ id: 'l', name: '', lines: ['500 Depot St', 'Whitefish, MT 59937'], country: 'US', point: null, directionsUrl: '' }],
    };
    expect(eventLd([], { venue: { name: 'Depot Park', contacts: [place] } }).location).toMatchObject({
      name: 'Depot Park',
      address: { streetAddress: '500 Depot St', addressLocality: 'Whitefish', postalCode: '59937', addressCountry: 'US' },
    });
  });
});

describe('the other fields Google asks of an event', () => {
  it('has a name, a status, an attendance mode and an organizer, on every sub-event too', () => {
    const weekly: [string, string][] = [NOV[0], ['2026-11-09T01:00:00Z', '2026-11-09T04:00:00Z']];
    const event = eventLd([text('pricing', '$5')], {}, weekly);
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Trivia Night',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      organizer: { '@type': 'Organization', name: 'Whitefish, Montana', url: SITE },
      subEvent: [{ '@type': 'Event', name: 'Trivia Night', startDate: '2026-11-08T18:00:00-07:00', eventStatus: 'https://schema.org/EventScheduled', offers: { price: 5 } }],
    });
  });
});
