import type { ConditionsReport } from './report';
import { allItems } from './report';

/**
 * schema.org SpecialAnnouncement for each current item (crawlers and assistants read the same items as the page):
 * what it is, when it was posted and until when, where it applies, and the agency's page for it.
 */
export function conditionsStructuredData(report: ConditionsReport, pageUrl: string): Record<string, unknown> {
  // Recorded sample answers are no announcement of anything.
  const announcements = (report.sample ? [] : allItems(report)).map((item) => ({
    '@type': 'SpecialAnnouncement',
    name: item.title,
    text: [item.summary, item.detail].filter(Boolean).join('\n\n') || item.title,
    ...(item.issued ? { datePosted: item.issued } : {}),
    ...(item.ends ? { expires: item.ends } : {}),
    ...(item.url ? { url: item.url } : {}),
    spatialCoverage: { '@type': 'Place', name: item.area || 'Whitefish, Montana' },
    announcementLocation: { '@type': 'City', name: 'Whitefish', containedInPlace: { '@type': 'State', name: 'Montana' } },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: pageUrl,
    name: 'Conditions in Whitefish today',
    dateModified: report.generatedAt,
    ...(announcements.length > 0 ? { hasPart: announcements } : {}),
  };
}
