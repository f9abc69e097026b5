import type { WireContact, WireElement, WireEntry, WireGeoFeatureType, Phase } from '../../content-client/wire';
import { denverDay, denverTimestamp } from '../store/denver';
import type { SeedData } from '../store/seed-data';

/** Small, stable content for tests, a seed the service offers (`CONTENT_SEED=fixture`). Event dates are relative to `now`. */
export const FIXTURE_IDS = {
  brewery: '0f000000-0000-4000-8000-000000000001',
  cafe: '0f000000-0000-4000-8000-000000000002',
  lodge: '0f000000-0000-4000-8000-000000000003',
  pastEvent: '0f000000-0000-4000-8000-000000000004',
  upcomingEvent: '0f000000-0000-4000-8000-000000000005',
  recurringEvent: '0f000000-0000-4000-8000-000000000006',
  article: '0f000000-0000-4000-8000-000000000007',
  draft: '0f000000-0000-4000-8000-000000000008',
  pending: '0f000000-0000-4000-8000-000000000009',
  approved: '0f000000-0000-4000-8000-00000000000a',
  deleted: '0f000000-0000-4000-8000-00000000000b',
  site: '0f000000-0000-4000-8000-00000000000c',
  contactBrewery: '0f000000-0000-4000-8000-0000000000c1',
  contactChamber: '0f000000-0000-4000-8000-0000000000c2',
  trailFeature: '0f000000-0000-4000-8000-0000000000f1',
  pointFeature: '0f000000-0000-4000-8000-0000000000f2',
} as const;

export const FIXTURE_USER = '0f000000-0000-4000-8000-0000000000a1';

const TYPES = {
  dine: { id: 'dine', name: 'Dine' },
  stay: { id: 'stay', name: 'Stay' },
  event: { id: 'event', name: 'Event' },
  shop: { id: 'shop', name: 'Shop' },
  article: { id: 'article', name: 'Article' },
  here: { id: 'here', name: 'Here' },
  site: { id: 'site', name: 'Site' },
};

const OPTIONS = {
  breweries: { id: 'dine-breweries', text: 'Breweries & Taprooms' },
  cafes: { id: 'dine-cafes', text: 'Cafes & Bakeries' },
  lodges: { id: 'stay-lodges', text: 'Lodges' },
  festivals: { id: 'events-festivals', text: 'Festivals' },
  markets: { id: 'events-markets', text: 'Markets' },
};

const FEATURE_TYPES: WireGeoFeatureType[] = [
  { id: 'trail', type: 'path', name: 'Trail', color: 'e4572e', enabled: true, attributes: {} },
  { id: 'poi', type: 'point', name: 'Point of interest', color: '2e86ab', enabled: true, attributes: { icon: 'circle-15' } },
];

const text = (id: string, data: string, iana: 'text/plain' | 'text/markdown' = 'text/plain'): WireElement => ({
  id,
  name: id,
  type: 'text',
  preferences: { iana_type: iana },
  data,
});

const category = (...chosen: { id: string; text: string }[]): WireElement => ({
  id: 'category',
  name: 'Category',
  type: 'option',
  options: Object.values(OPTIONS),
  data: chosen,
});

interface EntrySpec {
  id: string;
  title: string;
  phase: Phase;
  types: { id: string; name: string }[];
  elements: WireElement[];
  groups?: string[];
  contacts?: string[];
  /** days before `now` the entry was created / edited */
  age?: number;
}

export function buildFixture(now: Date): SeedData {
  const day = (offsetDays: number) => denverDay(now.getTime() + offsetDays * 86_400_000);
  const event = (...ranges: [number, number, number][]): WireElement => ({
    id: 'event-datetime',
    name: 'Date & time',
    type: 'datetime',
    preferences: { data_type: 'date/time' },
    data: ranges.map(([offset, fromHour, toHour]) => [
      denverTimestamp(day(offset), fromHour),
      denverTimestamp(day(offset), toHour),
    ]),
  });
  const iso = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString();

  const specs: EntrySpec[] = [
    {
      id: FIXTURE_IDS.brewery,
      title: 'Great Northern Brewing',
      phase: 4,
      types: [TYPES.dine],
      groups: ['featured'],
      contacts: [FIXTURE_IDS.contactBrewery],
      age: 30,
      elements: [
        text('overview', 'Craft lagers brewed downtown with glacier water.'),
        text('hours', 'Daily 11-9'),
        text('opening-hours', 'Mo-Su 11:00-21:00; PH off'),
        category(OPTIONS.breweries),
        { id: 'contact', name: 'Contact', type: 'contact', data: [{ id: FIXTURE_IDS.contactBrewery }] },
      ],
    },
    {
      id: FIXTURE_IDS.cafe,
      title: 'alpine Cafe',
      phase: 4,
      types: [TYPES.dine],
      groups: ['spotlight'],
      age: 20,
      elements: [text('body', 'Huckleberry pancakes and **espresso** by the lake.', 'text/markdown'), category(OPTIONS.cafes)],
    },
    {
      id: FIXTURE_IDS.lodge,
      title: 'Lodge at Whitefish Lake',
      phase: 4,
      types: [TYPES.stay],
      age: 10,
      elements: [
        text('body', 'Lakefront rooms, a spa and a huckleberry martini at the bar.', 'text/markdown'),
        text('pricing', 'From $199'),
        category(OPTIONS.lodges),
      ],
    },
    {
      id: FIXTURE_IDS.pastEvent,
      title: 'Winter Carnival Parade',
      phase: 4,
      types: [TYPES.event],
      age: 40,
      elements: [text('body', 'Yetis and penguins march down Central Avenue.'), category(OPTIONS.festivals), event([-10, 12, 14])],
    },
    {
      id: FIXTURE_IDS.upcomingEvent,
      title: 'Huckleberry Days Festival',
      phase: 4,
      types: [TYPES.event],
      groups: ['featured'],
      age: 5,
      elements: [
        text('body', 'Art fair, huckleberry pie eating contest and live music.'),
        category(OPTIONS.festivals),
        event([5, 10, 18]),
      ],
    },
    {
      id: FIXTURE_IDS.recurringEvent,
      title: 'Farmers Market',
      phase: 4,
      types: [TYPES.event],
      age: 15,
      elements: [
        text('body', 'Local produce, flowers and crafts every Tuesday evening.'),
        category(OPTIONS.markets),
        event([-7, 17, 20], [3, 17, 20], [10, 17, 20]),
      ],
    },
    {
      id: FIXTURE_IDS.article,
      title: 'Five Unexpected Discoveries',
      phase: 4,
      types: [TYPES.article, TYPES.here],
      groups: ['spotlight'],
      age: 2,
      elements: [text('intro', 'Hidden trails and a secret swimming hole.', 'text/markdown')],
    },
    { id: FIXTURE_IDS.draft, title: 'Draft Diner', phase: 1, types: [TYPES.dine], age: 1, elements: [text('overview', 'Coming soon: burgers.')] },
    { id: FIXTURE_IDS.pending, title: 'Pending Outfitters', phase: 2, types: [TYPES.shop], age: 1, elements: [] },
    { id: FIXTURE_IDS.approved, title: 'Approved Bookshop', phase: 3, types: [TYPES.shop], age: 1, elements: [] },
    {
      id: FIXTURE_IDS.deleted,
      title: 'Deleted Diner',
      phase: 0,
      types: [TYPES.dine],
      age: 50,
      elements: [text('overview', 'Huckleberry burgers, closed for good.'), category(OPTIONS.breweries)],
    },
    {
      id: FIXTURE_IDS.site,
      title: 'Whitefish',
      phase: 4,
      types: [TYPES.site],
      age: 60,
      elements: [
        text('body', 'Visit Whitefish, Montana.'),
        {
          id: 'geo',
          name: 'Map',
          type: 'geo',
          data: {
            id: '0f000000-0000-4000-8000-0000000000e1',
            point: '-114.3379,48.4112',
            zoom: 13,
            features: [
              {
                id: FIXTURE_IDS.trailFeature,
                ordinal: 1,
                type: FEATURE_TYPES[0],
                json: JSON.stringify({ type: 'LineString', coordinates: [[-114.35, 48.41], [-114.33, 48.42]] }),
                text: 'Whitefish Trail',
              },
              {
                id: FIXTURE_IDS.pointFeature,
                ordinal: 2,
                type: FEATURE_TYPES[1],
                json: JSON.stringify({ type: 'Point', coordinates: [-114.3379, 48.4112] }),
                text: 'Depot Park',
              },
            ],
          },
        },
        {
          id: 'contacts-primary',
          name: 'Primary contacts',
          type: 'contact',
          data: [{ id: FIXTURE_IDS.contactChamber }],
        },
      ],
    },
  ];

  const entries: WireEntry[] = specs.map((spec) => ({
    id: spec.id,
    date_time: { init: iso((spec.age ?? 1) + 1), edit: iso(spec.age ?? 1) },
    phase: spec.phase,
    public: spec.phase === 4 ? iso((spec.age ?? 1) + 1) : '',
    title: spec.title,
    users: [FIXTURE_USER],
    types: spec.types,
    elements: spec.elements,
    contacts: (spec.contacts ?? []).map((id) => ({ id })),
    groups: spec.groups ?? [],
  }));

  const contacts: WireContact[] = [
    {
      id: FIXTURE_IDS.contactBrewery,
      name: { first: 'Ada', last: 'Brewer' },
      organization: 'Great Northern Brewing',
      email: 'hello@example.com',
      url: 'https://example.com/brewery',
      locations: [
        { id: '0f000000-0000-4000-8000-0000000000d1', country: 'US', division: { code: 'US-MT' }, city: 'Whitefish', postcode: '59937', detail: '2 Central Ave', point: '-114.3374,48.4111' },
      ],
      phones: [{ id: '0f000000-0000-4000-8000-0000000000b1', name: 'Main', number: { text: '406 555 0101', e164: '+14065550101', i18n: '(406) 555-0101' } }],
    },
    {
      id: FIXTURE_IDS.contactChamber,
      organization: 'Whitefish Chamber of Commerce',
      email: 'info@example.org',
      url: 'https://example.org',
      phones: [{ id: '0f000000-0000-4000-8000-0000000000b2', number: '406 555 0102' }],
    },
  ];

  return {
    entries,
    contacts,
    groups: [
      { id: 'featured', name: 'Featured', prioritized: true },
      { id: 'spotlight', name: 'Spotlight', prioritized: false },
    ],
    featureTypes: FEATURE_TYPES,
  };
}
