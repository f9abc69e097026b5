/**
 * Named site entry identifiers (docs/product.md#named-site-entries). Defaults are the embedded sample project's ids
 * (content-service/MODEL.md); production overrides any of them with `SITE_ENTRY_IDS` (JSON object).
 */
import { serverEnv } from './server-config';

const DEFAULT_SITE_ENTRY_IDS = {
  site: '6b6ff1d8-b54b-4d23-9f8b-b03eb2262972',
  home: '82a97ae3-7d68-4422-ba59-10eabaa96fc2',
  homeFall: '8257c0f1-9346-4441-a446-665970695e61',
  homeSpring: '0f9d2b22-1990-4b83-a3cb-b851f2a51a04',
  homeSummer: '56fb464a-0c72-4e0c-84cb-8b48d5a17b1e',
  homeWinter: 'c12481dc-8886-4921-b226-f91ca79a043b',
  about: '3a6d88aa-18c5-4bb4-80d2-e43c371198c0',
  csf: 'e92ca1ff-024f-447c-9f78-2dded1f14fd7',
  crossCountry: '6eb3d3f5-82a4-439f-a702-569264d37b84',
  deals: 'de7edf95-4ed9-4e1e-bbc2-a4fd94d51145',
  dine: '541b58ce-03fc-4f2c-af95-3b12c625089e',
  discover: '1d3bc3d3-93cf-4f45-ad4e-879b0166aacd',
  events: 'c8e28e2e-bc49-4d7a-8d38-3c40ea24643a',
  explore: '441ac0bd-c4db-4384-97f1-022e5613ddbd',
  fallDeals: '6b488679-7bd9-45b7-9dc9-9f60e9ef6944',
  fallFishing: 'b56dadf6-88c1-42c7-95ad-c2c04bc26aa6',
  fallForWhitefish: 'dd53afe2-7d73-4b0d-8095-d854f483eded',
  fallHiking: 'f5ce8294-fc42-4571-90d5-05384a65f929',
  fireDanger: '80afa04d-210f-47b4-b540-21e074adc857',
  fiveUnexpectedDiscoveries: '713f5e34-7a09-4aab-85a7-90790d2fdf70',
  grants: '1cefa0f5-4858-4880-8ee6-c5cf5b660be7',
  gravel: '349d0ac5-6871-4ef1-a6d2-329dff8937c6',
  groups: 'a41d352a-5238-4806-8f3c-5ae63d8b426e',
  guide: '4363338c-9de2-45b0-a1d4-a8b6b0e97241',
  here: '32f54a2b-9479-4684-90e2-648ca7c6f093',
  loveWild: '7bbd381b-cd02-462d-bb85-1e5b3c036ff3',
  map: 'a7f1e46d-5261-40ef-a480-256a62c48e90',
  media: '8c5a6a6c-3359-4cdc-9fd5-538298ea3f64',
  meetings: '8eafeb03-11f1-4a4e-81f2-fc472432e877',
  members: '28d3b3fc-818a-4ece-95a8-bc8d54e5370f',
  more: '7bcc47db-f493-4dff-a296-d0e204a6120d',
  mountainBiking: '9e7033e9-31d7-4fe7-af69-d64bbb11bc78',
  powder: 'dc98ff72-4f90-4e68-8c25-186c3623f215',
  privacy: '382810d3-45c7-4aad-afe6-89ad54799f53',
  professional: '5706a079-6603-4eda-afee-9b4b89a37353',
  restaurantWeek: '0b4ed4f4-2ca6-4a89-bedc-dab538aa7c25',
  shop: '6b4636f8-d62c-4bca-a72c-49c422a03729',
  springDeals: '5e68e75c-35f4-4fa2-9251-4b5fc12fd0c7',
  stay: '9c9e003d-8140-4db8-a5a4-90260e763eca',
  terms: '1a9170a3-32a7-43ba-bfb9-8487ba2a2666',
  travel: 'a1c52ad7-141e-417e-92c3-b6fe178aa66b',
  travelGuideOrders: 'fd8765e8-868c-45ba-bb64-fc4c63460bb4',
  webcam: '4d698495-a356-4878-ac48-c3367244dc19',
  wifi: 'bb99e6e5-bc56-4dda-9f78-efe454633fc8',
  wildlifeSafety: '4e943670-19ea-4917-b7d0-cbb1a8c2222f',
} as const;

export type SiteEntryKey = keyof typeof DEFAULT_SITE_ENTRY_IDS;
export type SiteEntryIds = Record<SiteEntryKey, string>;

function overridesFrom(parsed: Record<string, unknown> | ''): Partial<SiteEntryIds> {
  const out: Partial<SiteEntryIds> = {};
  if (!parsed) return out;
  for (const [key, value] of Object.entries(parsed)) {
    if (key in DEFAULT_SITE_ENTRY_IDS && typeof value === 'string' && value) out[key as SiteEntryKey] = value;
  }
  return out;
}

/** The named site entry ids: the sample project's, overridden by `SITE_ENTRY_IDS` (a JSON object). */
export function siteEntryIds(overrides: Record<string, unknown> | '' = serverEnv().SITE_ENTRY_IDS): SiteEntryIds {
  return { ...DEFAULT_SITE_ENTRY_IDS, ...overridesFrom(overrides) };
}
