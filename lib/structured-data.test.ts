import type { DateRange } from './dates';
import { normalizeEntry, type Contact } from './entries';
import { wireEvent, wirePlace } from './entries/fixtures';
import { entryHours } from './hours/entry-hours';
import { openingHoursSpecification } from './hours/schema';
import { absoluteUrl, entryStructuredData, jsonLdString, plainDescription, schemaTypeOf, siteStructuredData } from './structured-data';

const SITE = 'https://explorewhitefish.com';

describe('jsonLdString', () => {
  it('escapes < so </script> in content cannot close the script element', () => {
    const out = jsonLdString({ name: '</script><script>alert(1)</script>', other: '<!-- x' });
    expect(out).not.toContain('<');
    expect(out).toContain('\\u003c/script>');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>', other: '<!-- x' });
  });

  it('escapes line and paragraph separators', () => {
    const out = jsonLdString({ a: 'x\u2028y\u2029z' });
    expect(out).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(out).a).toBe('x\u2028y\u2029z');
  });

  it('keeps a hostile title inside the JSON for a whole entry', () => {
    const entry = normalizeEntry(wireEvent({ title: 'Bad </script><img src=x onerror=alert(1)>' }, [['2026-11-02T18:00:00-07:00', '2026-11-02T21:00:00-07:00']]))!;
    const json = jsonLdString(entryStructuredData({ entry, url: `${SITE}/entries/x/evt-1`, siteUrl: SITE, siteName: 'Whitefish' }));
    expect(json).not.toMatch(/<\/script/i);
    expect((JSON.parse(json)['@graph'][0] as { name: string }).name).toBe('Bad </script><img src=x onerror=alert(1)>');
  });
});

describe('schemaTypeOf', () => {
  it.each([
    ['event', 'Event'],
    ['stay', 'LodgingBusiness'],
    ['dine', 'Restaurant'],
    ['shop', 'Store'],
    ['professional', 'LocalBusiness'],
    ['explore', 'TouristAttraction'],
    ['article', 'Article'],
    ['general', 'WebPage'],
    ['section', 'WebPage'],
  ])('%s → %s', (type, schema) => {
    expect(schemaTypeOf({ type, subtype: null })).toBe(schema);
  });
});

describe('entryStructuredData', () => {
  const contact: Contact = {
    id: 'c1',
    label: 'Whitefish Chamber',
    name: { first: '', last: '' },
    organization: 'Whitefish Chamber',
    email: 'info@example.com',
    url: 'https://chamber.example',
    groups: [],
    phones: [{ id: 'p', name: '', country: 'US', extension: '', number: { text: '(406) 862-3501', e164: '+14068623501', i18n: '' }, display: '(406) 862-3501', href: 'tel:+14068623501' }],
    locations: [{ id: 'l', name: 'Depot Park', lines: ['500 Depot St', 'Whitefish, MT 59937'], country: 'US', point: [-114.33, 48.41], directionsUrl: '' }],
    ordinal: 0,
  };

  it('describes an event with start/end dates, location and further occurrences', () => {
    const entry = normalizeEntry(wireEvent())!;
    const data = entryStructuredData({
      entry,
      url: `${SITE}/entries/winter-carnival/evt-1`,
      siteUrl: SITE,
      siteName: 'Whitefish',
      contacts: [contact],
      occurrences: [
        ['2026-11-02T18:00:00-07:00', '2026-11-02T21:00:00-07:00'],
        ['2026-11-03T18:00:00-07:00', '2026-11-03T21:00:00-07:00'],
      ],
      breadcrumbs: [
        { name: 'Home', url: `${SITE}/` },
        { name: 'Events', url: `${SITE}/events` },
        { name: 'Winter Carnival', url: `${SITE}/entries/winter-carnival/evt-1` },
      ],
    });
    expect(data['@context']).toBe('https://schema.org');
    const [event, crumbs] = data['@graph'] as Record<string, unknown>[];
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Winter Carnival',
      startDate: '2026-11-02T18:00:00-07:00',
      endDate: '2026-11-02T21:00:00-07:00',
      location: {
        '@type': 'Place',
        name: 'Depot Park',
        address: { streetAddress: '500 Depot St', addressLocality: 'Whitefish', addressRegion: 'MT', postalCode: '59937' },
        geo: { latitude: 48.41, longitude: -114.33 },
      },
    });
    expect(event.subEvent).toHaveLength(1);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, name: 'Winter Carnival' }] });
  });

  it('links each further occurrence to its own page when told how', () => {
    const url = `${SITE}/entries/winter-carnival/evt-1`;
    const occurrences: DateRange[] = [
      ['2026-11-03T18:00:00-07:00', '2026-11-03T21:00:00-07:00'],
      ['2026-11-02T18:00:00-07:00', '2026-11-02T21:00:00-07:00'],
    ];
    const input = { entry: normalizeEntry(wireEvent())!, url: `${url}?date=2026-11-03`, siteUrl: SITE, siteName: 'Whitefish', occurrences };
    const [plain] = entryStructuredData(input)['@graph'] as Record<string, unknown>[];
    expect(plain).toMatchObject({ url: `${url}?date=2026-11-03`, startDate: occurrences[0][0], subEvent: [{ url: `${url}?date=2026-11-03` }] });
    const [linked] = entryStructuredData({ ...input, occurrenceUrl: (r) => `${url}?date=${r[0].slice(0, 10)}` })['@graph'] as Record<string, unknown>[];
    expect(linked).toMatchObject({ subEvent: [{ url: `${url}?date=2026-11-02`, startDate: occurrences[1][0] }] });
  });

  it('describes a restaurant with address, phone and an absolute image', () => {
    const entry = normalizeEntry({
      id: 'd1',
      title: 'Lake Bistro',
      types: [{ id: 'dine' }],
      elements: [
        { id: 'overview', type: 'text', preferences: { iana_type: 'text/plain' }, data: 'Fresh fish by the lake.' },
        { id: 'cover-image', type: 'file', data: [{ id: 'f', url: '/images/lake.svg', type: 'image/svg+xml' }] },
      ],
    })!;
    const [main] = entryStructuredData({ entry, url: `${SITE}/entries/lake-bistro/d1`, siteUrl: SITE, siteName: 'Whitefish', contacts: [contact] })['@graph'] as Record<string, unknown>[];
    expect(main).toMatchObject({
      '@type': 'Restaurant',
      description: 'Fresh fish by the lake.',
      image: [`${SITE}/images/lake.svg`],
      telephone: '+14068623501',
      address: { addressLocality: 'Whitefish' },
    });
  });

  it('gives a place its opening hours from the machine-readable value, and nothing for one that does not parse', () => {
    const now = Date.parse('2026-11-26T19:00:00Z');
    const graphOf = (value: string) => {
      const entry = normalizeEntry(wirePlace('d2', value))!;
      const hours = entryHours(entry);
      return entryStructuredData({ entry, url: `${SITE}/entries/late-bar/d2`, siteUrl: SITE, siteName: 'Whitefish', openingHours: hours ? openingHoursSpecification(hours, now) : undefined })['@graph'] as Record<string, unknown>[];
    };
    expect(graphOf('Mo-Su 16:00-02:00')[0].openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`),
        opens: '16:00',
        closes: '02:00',
      },
    ]);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(graphOf('open late most days')[0]).not.toHaveProperty('openingHoursSpecification');
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('helpers', () => {
  it('absoluteUrl resolves relative URLs and rejects other schemes', () => {
    expect(absoluteUrl('/images/a.svg', SITE)).toBe(`${SITE}/images/a.svg`);
    expect(absoluteUrl('javascript:alert(1)', SITE)).toBeNull();
    expect(absoluteUrl('', SITE)).toBeNull();
  });

  it('plainDescription strips markdown', () => {
    const entry = normalizeEntry({ id: 'a', elements: [{ id: 'body', type: 'text', preferences: { iana_type: 'text/markdown' }, data: '## Hi\n**Bold** [link](https://x.example) <b>x</b>' }] });
    expect(plainDescription(entry)).toBe('Hi Bold link x');
  });
});

describe('siteStructuredData', () => {
  const bureau: Contact = {
    id: 'c0',
    label: 'Explore Whitefish',
    name: { first: '', last: '' },
    organization: 'Whitefish Convention & Visitor Bureau',
    email: 'info@example.com',
    url: '',
    groups: [],
    phones: [{ id: 'p', name: '', country: 'US', extension: '', number: { text: '(406) 862-3390', e164: '+14068623390', i18n: '' }, display: '(406) 862-3390', href: 'tel:+14068623390' }],
    locations: [{ id: 'l', name: '', lines: ['307 Spokane Ave', 'Whitefish, MT 59937'], country: 'US', point: null, directionsUrl: '' }],
    ordinal: 0,
  };

  it('describes the Organization behind the site and the WebSite it publishes', () => {
    const data = siteStructuredData({
      siteUrl: SITE,
      siteName: 'Whitefish, Montana',
      contact: bureau,
      logo: '/icon.svg',
      sameAs: ['https://www.facebook.com/explorewhitefish', 'javascript:alert(1)'],
      searchPath: '/search',
    });
    const [org, site] = data['@graph'] as Record<string, unknown>[];
    expect(data['@context']).toBe('https://schema.org');
    expect(org).toMatchObject({
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: 'Whitefish Convention & Visitor Bureau',
      url: `${SITE}/`,
      logo: `${SITE}/icon.svg`,
      telephone: '+14068623390',
      email: 'info@example.com',
      sameAs: ['https://www.facebook.com/explorewhitefish'],
      address: { '@type': 'PostalAddress', streetAddress: '307 Spokane Ave', addressLocality: 'Whitefish', addressRegion: 'MT', postalCode: '59937' },
    });
    expect(site).toMatchObject({ '@type': 'WebSite', name: 'Whitefish, Montana', url: `${SITE}/`, publisher: { '@id': `${SITE}/#organization` } });
    expect(site.potentialAction).toMatchObject({ target: `${SITE}/search?q={search_term_string}` });
  });

  it('falls back to the site name without a contact and stays parseable with hostile text', () => {
    const data = siteStructuredData({ siteUrl: SITE, siteName: 'Whitefish </script>', description: '<b>x</b>' });
    const [org, site] = JSON.parse(jsonLdString(data))['@graph'];
    expect(org).toEqual({ '@type': 'Organization', '@id': `${SITE}/#organization`, name: 'Whitefish </script>', url: `${SITE}/`, description: '<b>x</b>' });
    expect(site.potentialAction).toBeUndefined();
    expect(jsonLdString(data)).not.toContain('<');
  });
});
