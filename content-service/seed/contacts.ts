/** Contacts: the town's institutions (hand-written) and one generated contact per listed business. */
import type { WireContact, WirePhone } from '../../content-client/wire';
import { slug, stableId, stableInt } from './ids';
import { addressIn, type Area } from './places';

/** A phone in the 406 area code: `number` carries text, e164 and i18n forms. */
export function phone(key: string, digits: string, name = 'Main', extension?: string): WirePhone {
  const d = digits.replace(/\D/g, '');
  const text = `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  return {
    id: stableId(`phone:${key}:${name}`),
    country: 'US',
    name,
    number: { text, e164: `+1${d}`, i18n: `+1 ${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` },
    ...(extension ? { extension } : {}),
  };
}

interface LocationInit {
  name?: string;
  detail?: string;
  city?: string;
  postcode?: string;
  point?: [number, number];
}

function location(key: string, init: LocationInit) {
  return {
    id: stableId(`location:${key}`),
    ...(init.name ? { name: init.name } : {}),
    country: 'US',
    division: { code: 'US-MT' },
    ...(init.city ? { city: init.city } : {}),
    ...(init.postcode ? { postcode: init.postcode } : {}),
    ...(init.detail ? { detail: init.detail } : {}),
    ...(init.point ? { point: `${init.point[0]},${init.point[1]}` } : {}),
  };
}

export function contactId(key: string): string {
  return stableId(`contact:${key}`);
}

interface CoreContact {
  key: string;
  organization?: string;
  name?: { first: string; last: string };
  email?: string;
  url?: string;
  phones?: WirePhone[];
  locations?: LocationInit[];
  groups?: string[];
}

const CORE: CoreContact[] = [
  {
    key: 'visitor-center',
    organization: 'Whitefish Visitor Information Center',
    email: 'info@visitwhitefish.example',
    url: 'https://visitwhitefish.example',
    phones: [phone('visitor-center', '4068622000'), phone('visitor-center', '8773336101', 'Toll free')],
    locations: [{ name: 'Visitor Center', detail: '307 Spokane Ave, Suite 103', city: 'Whitefish', postcode: '59937', point: [-114.33655, 48.41198] }],
    groups: ['primary', 'site'],
  },
  {
    key: 'tourism-office',
    organization: 'Whitefish Convention & Visitor Bureau',
    email: 'office@visitwhitefish.example',
    url: 'https://visitwhitefish.example/about',
    phones: [phone('tourism-office', '4068622001', 'Office', '104')],
    locations: [{ name: 'Mailing address', detail: 'PO Box 1120', city: 'Whitefish', postcode: '59937' }],
    groups: ['site'],
  },
  {
    key: 'media-relations',
    name: { first: 'Dana', last: 'Kessler' },
    organization: 'Whitefish Convention & Visitor Bureau',
    email: 'media@visitwhitefish.example',
    phones: [phone('media-relations', '4068622004', 'Direct')],
    groups: ['site'],
  },
  {
    key: 'group-sales',
    name: { first: 'Marcus', last: 'Ribeiro' },
    organization: 'Whitefish Meetings & Groups',
    email: 'groups@visitwhitefish.example',
    phones: [phone('group-sales', '4068622006', 'Office', '212')],
  },
  {
    key: 'mountain-resort',
    organization: 'Whitefish Mountain Resort',
    email: 'guestservices@bigmountain.example',
    url: 'https://bigmountain.example',
    phones: [phone('mountain-resort', '4068622900'), phone('mountain-resort', '4068627669', 'Snow report')],
    locations: [{ name: 'Base Lodge', detail: '1015 Glades Dr', city: 'Whitefish', postcode: '59937', point: [-114.35468, 48.48453] }],
    groups: ['primary'],
  },
  {
    key: 'glacier-park',
    organization: 'Glacier National Park',
    url: 'https://www.nps.gov/glac/',
    phones: [phone('glacier-park', '4068887800', 'Visitor information')],
    locations: [{ name: 'Apgar Visitor Center', city: 'West Glacier', postcode: '59936', point: [-113.98633, 48.52803] }],
    groups: ['primary'],
  },
  {
    key: 'amtrak-depot',
    organization: 'Whitefish Amtrak Station',
    url: 'https://www.amtrak.com/',
    phones: [phone('amtrak-depot', '8008727245', 'Reservations')],
    locations: [{ name: 'Depot', detail: '500 Depot St', city: 'Whitefish', postcode: '59937', point: [-114.33753, 48.41262] }],
  },
  {
    key: 'airport',
    organization: 'Glacier Park International Airport',
    phones: [phone('airport', '4062572400')],
    locations: [{ detail: '4170 US-2 E', city: 'Kalispell', postcode: '59901', point: [-114.25497, 48.31044] }],
  },
  {
    key: 'trail-partners',
    organization: 'Whitefish Trail Partners',
    email: 'trails@whitefishtrail.example',
    url: 'https://whitefishtrail.example',
    phones: [phone('trail-partners', '4068625102')],
    locations: [{ name: 'Office', detail: '230 Lupfer Ave', city: 'Whitefish', postcode: '59937' }],
  },
  {
    key: 'city-hall',
    organization: 'City of Whitefish',
    url: 'https://cityofwhitefish.example',
    phones: [phone('city-hall', '4068632400')],
    locations: [{ name: 'City Hall', detail: '418 E 2nd St', city: 'Whitefish', postcode: '59937', point: [-114.33496, 48.41148] }],
  },
  {
    key: 'parks-rec',
    organization: 'Whitefish Parks & Recreation',
    email: 'parks@cityofwhitefish.example',
    phones: [phone('parks-rec', '4068632470', 'Front desk', '3')],
    locations: [{ detail: '418 E 2nd St', city: 'Whitefish', postcode: '59937' }],
  },
  {
    key: 'state-park',
    organization: 'Whitefish Lake State Park',
    phones: [phone('state-park', '4068623991')],
    locations: [{ detail: '1615 W Lakeshore Dr', city: 'Whitefish', postcode: '59937', point: [-114.36852, 48.42379] }],
  },
  {
    key: 'ranger-district',
    organization: 'Tally Lake Ranger District',
    url: 'https://www.fs.usda.gov/flathead',
    phones: [phone('ranger-district', '4068632508'), phone('ranger-district', '4068632509', 'Fire information')],
    locations: [{ detail: '650 Wolfpack Way', city: 'Kalispell', postcode: '59901' }],
  },
  {
    key: 'library',
    organization: 'Whitefish Community Library',
    email: 'desk@whitefishlibrary.example',
    phones: [phone('library', '4068629200')],
    locations: [{ detail: '9 Spokane Ave', city: 'Whitefish', postcode: '59937', point: [-114.33617, 48.41302] }],
  },
  {
    key: 'police',
    organization: 'Whitefish Police Department (non-emergency)',
    phones: [phone('police', '4068632420')],
    locations: [{ detail: '275 Flathead Ave', city: 'Whitefish', postcode: '59937' }],
  },
  {
    key: 'guide-orders',
    name: { first: 'Jenna', last: 'Holm' },
    email: 'guides@visitwhitefish.example',
    phones: [phone('guide-orders', '4068622003')],
  },
  {
    key: 'wifi-support',
    organization: 'Downtown Wi-Fi Help Desk',
    email: 'wifi@visitwhitefish.example',
    url: 'https://visitwhitefish.example/wifi',
  },
];

export function coreContacts(): WireContact[] {
  return CORE.map((c) => ({
    id: contactId(c.key),
    ...(c.name ? { name: c.name } : {}),
    ...(c.organization ? { organization: c.organization } : {}),
    ...(c.email ? { email: c.email } : {}),
    ...(c.url ? { url: c.url } : {}),
    groups: c.groups ?? [],
    locations: (c.locations ?? []).map((l, i) => location(`${c.key}:${i}`, l)),
    phones: c.phones ?? [],
  }));
}


/** A listed business's contact: fictional website, email, 406 phone, a street address and its map point. */
export function businessContact(key: string, organization: string, area: Area, point: [number, number]): WireContact {
  const site = slug(organization).replace(/-/g, '');
  const exchange = ['862', '863', '730'][stableInt(`exchange:${key}`, 3)];
  const line = String(1000 + stableInt(`line:${key}`, 8999));
  return {
    id: contactId(`business:${key}`),
    organization,
    email: `hello@${site}.example`,
    url: `https://www.${site}.example`,
    groups: ['business'],
    locations: [location(`business:${key}`, { ...addressIn(area, key), point })],
    phones: [phone(`business:${key}`, `406${exchange}${line}`)],
  };
}
