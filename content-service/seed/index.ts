/**
 * Sample Whitefish content for the embedded service. `buildSeed(now)` is deterministic for a given `now`:
 * ids come from names (SHA-1), dates from `now` (event dates in America/Denver).
 */
import type { WireContact, WireEntry } from '../../content-client/wire';
import type { SeedData } from '../store/seed-data';
import type { ListKey } from './categories';
import { coreContacts } from './contacts';
import { GROUPS } from './entry';
import { eventListings } from './events';
import { featureTypes } from './geo';
import { heroEntries, homeEntries } from './homes';
import type { Built } from './listings/common';
import { dealListings } from './listings/deals';
import { dineListings } from './listings/dine';
import { exploreListings } from './listings/explore';
import { hereListings } from './listings/here';
import { mediaListings } from './listings/media';
import { meetingListings } from './listings/meetings';
import { memberListings } from './listings/members';
import { moreListings } from './listings/more';
import { professionalListings } from './listings/professional';
import { shopListings } from './listings/shop';
import { stayListings } from './listings/stay';
import { webcamListings } from './listings/webcams';
import { noticeEntries } from './notices';
import { pageEntries } from './pages';
import { sectionEntries } from './sections';
import { siteEntry } from './site';

const LISTS: Record<ListKey, (now: Date) => Built> = {
  deals: dealListings,
  dine: dineListings,
  events: eventListings,
  explore: exploreListings,
  here: hereListings,
  media: mediaListings,
  meetings: meetingListings,
  members: memberListings,
  more: moreListings,
  professional: professionalListings,
  shop: shopListings,
  stay: stayListings,
  webcam: webcamListings,
};

function isFeatured(e: WireEntry): boolean {
  return e.phase === 4 && e.groups.includes('featured');
}

export function buildSeed(now: Date): SeedData {
  const listEntries = {} as Record<ListKey, WireEntry[]>;
  const featuredByList = {} as Record<ListKey, WireEntry[]>;
  const contacts: WireContact[] = coreContacts();
  for (const key of Object.keys(LISTS) as ListKey[]) {
    const built = LISTS[key](now);
    listEntries[key] = built.entries;
    featuredByList[key] = built.entries.filter(isFeatured);
    contacts.push(...built.contacts);
  }
  const listings = Object.values(listEntries).flat();
  const heroes = heroEntries(now);
  const notices = noticeEntries(now);
  const homeFeatured = [...heroes, ...listings.filter(isFeatured)];

  const entries: WireEntry[] = [
    siteEntry(now, notices),
    ...homeEntries(now, homeFeatured),
    ...pageEntries(now),
    ...sectionEntries(now, featuredByList),
    ...heroes,
    ...notices,
    ...listings,
  ];
  return { entries, contacts, groups: GROUPS.map((g) => ({ ...g })), featureTypes: featureTypes() };
}

export type { SeedData };
