import { buildSeed } from '@/content-service/seed';
import { SITE_ENTRY_IDS } from '@/shared/site-entry-ids.mjs';
import { HOME_VIEWS, LIST_VIEWS } from './routes';
import { siteEntryIds, type SiteEntryKey } from './site-entry-ids';

/** Every key of SiteEntryKey (site-entry-ids.d.mts) once: the compiler rejects a missing or an unknown key. */
const TYPED_KEYS = {
  site: true, home: true, homeFall: true, homeSpring: true, homeSummer: true, homeWinter: true, about: true,
  csf: true, crossCountry: true, deals: true, dine: true, discover: true, events: true, explore: true,
  fallDeals: true, fallFishing: true, fallForWhitefish: true, fallHiking: true, fireDanger: true,
  fiveUnexpectedDiscoveries: true, grants: true, gravel: true, groups: true, guide: true, here: true,
  loveWild: true, map: true, media: true, meetings: true, members: true, more: true, mountainBiking: true,
  powder: true, privacy: true, professional: true, restaurantWeek: true, shop: true, springDeals: true, stay: true,
  terms: true, travel: true, travelGuideOrders: true, webcam: true, wifi: true, wildlifeSafety: true,
} satisfies Record<SiteEntryKey, true>;

/** The Elebase type the site reads each named entry as (the rest are content pages of any type). */
function expectedType(key: SiteEntryKey): string | undefined {
  if (key === 'site') return 'site';
  if (HOME_VIEWS.some((view) => view.key === key)) return 'home';
  if (LIST_VIEWS.some((view) => view.sectionKey === key)) return 'section';
  return undefined;
}

describe('siteEntryIds', () => {
  it('defaults to the shared map, whose keys are the declared SiteEntryKey union', () => {
    expect(siteEntryIds(undefined)).toEqual(SITE_ENTRY_IDS);
    expect(Object.keys(SITE_ENTRY_IDS).sort()).toEqual(Object.keys(TYPED_KEYS).sort());
    expect(new Set(Object.values(SITE_ENTRY_IDS)).size).toBe(Object.keys(SITE_ENTRY_IDS).length);
  });

  it('takes overrides for known keys only, ignoring empty and non-string values', () => {
    const ids = siteEntryIds({ home: 'custom-home', nope: 'x', about: '', stay: 7 });
    expect(ids.home).toBe('custom-home');
    expect(ids.about).toBe(SITE_ENTRY_IDS.about);
    expect(ids.stay).toBe(SITE_ENTRY_IDS.stay);
    expect(ids).not.toHaveProperty('nope');
    expect(siteEntryIds('')).toEqual(SITE_ENTRY_IDS);
  });
});

describe('the embedded service seed and the site agree on the named entries', () => {
  const seed = buildSeed(new Date('2025-06-18T18:30:00Z'));
  const byId = new Map(seed.entries.map((entry) => [entry.id, entry]));

  it.each(Object.entries(siteEntryIds(undefined)) as [SiteEntryKey, string][])(
    'seeds %s as a published entry of the type the site reads it as',
    (key, id) => {
      const entry = byId.get(id);
      expect(entry).toBeDefined();
      expect(entry!.phase).toBe(4);
      const type = expectedType(key);
      if (type) expect(entry!.types.map((t) => t.id)).toContain(type);
    },
  );
});
