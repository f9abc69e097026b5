/**
 * The feed's answers as schema.org JSON-LD, for a client that asks for `application/ld+json`: a DataFeed of
 * Event / LodgingBusiness / Restaurant / … items (conditions as SpecialAnnouncement), each with its licence.
 */
import type { JsonLd } from '../structured-data';
import { schemaTypeOf } from '../structured-data';
import type { Conditions, EntryDetail, Event, Place } from './records';

type FeedRecord = Partial<Place & Event> & { id: string };

const CONTEXT = 'https://schema.org';

function thing(record: FeedRecord | EntryDetail): JsonLd {
  const r = record as FeedRecord;
  return {
    '@type': schemaTypeOf({ type: r.type ?? '', subtype: null }),
    ...(r.url ? { '@id': r.url, url: r.url } : {}),
    identifier: r.id,
    ...(r.name ? { name: r.name } : {}),
    ...(r.summary ? { description: r.summary } : {}),
    ...(r.image ? { image: { '@type': 'ImageObject', contentUrl: r.image.url, ...(r.image.credit ? { creditText: r.image.credit } : {}) } } : {}),
    ...(r.location ? { geo: { '@type': 'GeoCoordinates', latitude: r.location.latitude, longitude: r.location.longitude } } : {}),
    ...(r.start ? { startDate: r.start } : {}),
    ...(r.end ? { endDate: r.end } : {}),
    ...(r.openingHours ? { openingHours: r.openingHours } : {}),
    ...(r.categories?.length ? { keywords: r.categories.map((c) => c.label).join(', ') } : {}),
    ...(r.license ? { license: r.license } : {}),
    ...(r.attribution ? { creditText: r.attribution } : {}),
  };
}

/** A page of places or events as a DataFeed. */
export function dataFeed(page: { items: FeedRecord[]; next: string | null; license: string; attribution: string }, url: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'DataFeed',
    url,
    license: page.license,
    creditText: page.attribution,
    dataFeedElement: page.items.map((record) => ({
      '@type': 'DataFeedItem',
      ...(record.dateModified ? { dateModified: record.dateModified } : {}),
      item: thing(record),
    })),
    ...(page.next ? { 'next': page.next } : {}),
  };
}

export function entryThing(detail: EntryDetail): JsonLd {
  return { '@context': CONTEXT, ...thing(detail), dateModified: detail.dateModified };
}

export function conditionsFeed(report: Conditions): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'DataFeed',
    url: report.url,
    ...(report.updatedAt ? { dateModified: report.updatedAt } : {}),
    dataFeedElement: report.sources.flatMap((source) =>
      source.items.map((item) => ({
        '@type': 'SpecialAnnouncement',
        name: item.title,
        text: item.summary,
        ...(item.issued ? { datePosted: item.issued } : {}),
        ...(item.ends ? { expires: item.ends } : {}),
        ...(item.url ? { url: item.url } : {}),
        category: item.kind,
        sourceOrganization: { '@type': 'Organization', name: source.agency, url: source.homePage },
      })),
    ),
  };
}
