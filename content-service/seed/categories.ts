/** Category options per list view: defined once here, serialised into the site entry's `categories`. */
import type { WireOption } from '../../content-client/wire';
import { option } from './elements';

export type ListKey =
  | 'deals'
  | 'dine'
  | 'events'
  | 'explore'
  | 'here'
  | 'media'
  | 'meetings'
  | 'members'
  | 'more'
  | 'professional'
  | 'shop'
  | 'stay'
  | 'webcam';

export const CATEGORIES: Record<ListKey, WireOption[]> = {
  deals: [
    { id: 'deals-lodging', text: 'Lodging Packages' },
    { id: 'deals-dining', text: 'Dining Specials' },
    { id: 'deals-activities', text: 'Activities & Tours' },
    { id: 'deals-retail', text: 'Retail Offers' },
  ],
  dine: [
    { id: 'dine-breweries', text: 'Breweries & Taprooms' },
    { id: 'dine-casual', text: 'Casual & Family' },
    { id: 'dine-fine', text: 'Fine Dining' },
    { id: 'dine-coffee', text: 'Coffee & Bakeries' },
    { id: 'dine-mountain', text: 'On the Mountain' },
  ],
  events: [
    { id: 'events-music', text: 'Music & Performing Arts' },
    { id: 'events-sports', text: 'Sports & Races' },
    { id: 'events-festivals', text: 'Festivals & Celebrations' },
    { id: 'events-markets', text: 'Markets & Art Walks' },
    { id: 'events-community', text: 'Community' },
  ],
  explore: [
    { id: 'explore-trails', text: 'Hiking & Trails' },
    { id: 'explore-water', text: 'Lakes & Rivers' },
    { id: 'explore-winter', text: 'Winter Recreation' },
    { id: 'explore-glacier', text: 'Glacier National Park' },
    { id: 'explore-tours', text: 'Guided Tours' },
  ],
  here: [
    { id: 'here-stories', text: 'Local Stories' },
    { id: 'here-history', text: 'History & Heritage' },
    { id: 'here-outdoors', text: 'Outdoor Tips' },
    { id: 'here-seasons', text: 'Seasonal Guides' },
  ],
  media: [
    { id: 'media-press', text: 'Press Releases' },
    { id: 'media-photos', text: 'Photo & Video' },
    { id: 'media-facts', text: 'Fact Sheets' },
    { id: 'media-story', text: 'Story Ideas' },
  ],
  meetings: [
    { id: 'meetings-venues', text: 'Meeting Venues' },
    { id: 'meetings-weddings', text: 'Weddings' },
    { id: 'meetings-planners', text: 'Planners & Services' },
    { id: 'meetings-catering', text: 'Catering' },
  ],
  members: [
    { id: 'members-marketing', text: 'Marketing Opportunities' },
    { id: 'members-research', text: 'Research & Reports' },
    { id: 'members-training', text: 'Training & Workshops' },
    { id: 'members-toolkit', text: 'Toolkits' },
  ],
  more: [
    { id: 'more-arts', text: 'Arts & Culture' },
    { id: 'more-family', text: 'Family Fun' },
    { id: 'more-wellness', text: 'Spa & Wellness' },
    { id: 'more-rainy', text: 'Rainy-Day Ideas' },
  ],
  professional: [
    { id: 'professional-real-estate', text: 'Real Estate' },
    { id: 'professional-financial', text: 'Financial & Legal' },
    { id: 'professional-health', text: 'Health Care' },
    { id: 'professional-transport', text: 'Transportation' },
  ],
  shop: [
    { id: 'shop-outdoor', text: 'Outdoor Gear' },
    { id: 'shop-galleries', text: 'Galleries & Art' },
    { id: 'shop-boutiques', text: 'Boutiques & Apparel' },
    { id: 'shop-gifts', text: 'Gifts & Home' },
    { id: 'shop-grocery', text: 'Grocery & Provisions' },
  ],
  stay: [
    { id: 'stay-hotels', text: 'Hotels & Lodges' },
    { id: 'stay-condos', text: 'Condos & Vacation Rentals' },
    { id: 'stay-mountain', text: 'Slopeside' },
    { id: 'stay-cabins', text: 'Cabins & B&Bs' },
    { id: 'stay-camping', text: 'Camping & RV' },
  ],
  webcam: [
    { id: 'webcam-mountain', text: 'On the Mountain' },
    { id: 'webcam-lake', text: 'Whitefish Lake' },
    { id: 'webcam-town', text: 'Downtown' },
  ],
};

/** The site entry's `categories` JSON: `{categories:[{key, options}]}`. */
export function categoriesJson(): { categories: { key: ListKey; options: WireOption[] }[] } {
  return {
    categories: (Object.keys(CATEGORIES) as ListKey[]).map((key) => ({ key, options: CATEGORIES[key] })),
  };
}

/**
 * An entry's `category` element. `chosen` are option ids, or their suffix after `<list>-`
 * (e.g. 'breweries' for 'dine-breweries'). Unknown ids throw, so a typo can't slip into the seed.
 */
export function categoryElement(list: ListKey, chosen: string[]) {
  const all = CATEGORIES[list];
  const data = chosen.map((c) => {
    const found = all.find((o) => o.id === c || o.id === `${list}-${c}`);
    if (!found) throw new Error(`seed: unknown ${list} category "${c}"`);
    return found;
  });
  return option('category', data, all);
}
