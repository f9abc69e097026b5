/** Named site pages (fixed ids from MODEL.md): information articles and seasonal/marketing pages. */
import type { WireElement, WireEntry } from '../../content-client/wire';
import { contactId } from './contacts';
import { contactRefs, embeds, files, text } from './elements';
import { makeEntry, type MainType, type SubType } from './entry';
import { SITE_IDS, type SiteKey } from './ids';
import { embedItem, type EmbedName, gallery, image, type ImageName } from './media';
import * as INFO from './pages-info';

interface PageSpec {
  site: SiteKey;
  title: string;
  type: MainType;
  subtype?: SubType;
  tagline?: string;
  intro?: string;
  body: string;
  image: ImageName;
  gallery?: ImageName[];
  galleryPdf?: boolean;
  embed?: EmbedName[];
  html?: string;
  contacts?: string[];
}

const info = (site: SiteKey, title: string, subtype: SubType, body: string, image: ImageName, intro: string, contacts?: string[]): PageSpec => ({
  site,
  title,
  type: 'article',
  subtype,
  intro,
  body,
  image,
  contacts,
});

const PAGES: PageSpec[] = [
  info('about', 'About Whitefish', 'about', INFO.ABOUT, 'town', 'Who we are and how we can help you plan your trip.', ['visitor-center', 'tourism-office']),
  info('privacy', 'Privacy Policy', 'informational', INFO.PRIVACY, 'forest', 'How we collect, use and protect your information.'),
  info('terms', 'Terms of Use', 'informational', INFO.TERMS, 'forest', 'The terms that apply when you use this website.'),
  info('grants', 'Tourism Grants', 'informational', INFO.GRANTS, 'trail', 'Funding for events and projects that strengthen Whitefish.', ['tourism-office']),
  {
    ...info('wifi', 'Free Downtown Wi-Fi', 'informational', INFO.WIFI, 'town', 'Stay connected on Central Avenue, in Depot Park and at City Beach.', ['wifi-support']),
    html: '<table><thead><tr><th>Location</th><th>Network</th></tr></thead><tbody><tr><td>Central Avenue</td><td>Whitefish-Free</td></tr><tr><td>Depot Park</td><td>Whitefish-Free</td></tr><tr><td>City Beach</td><td>Whitefish-Free</td></tr></tbody></table>',
  },
  info('fireDanger', 'Fire Danger & Restrictions', 'informational', INFO.FIRE_DANGER, 'sunset', 'Current fire restrictions and how to be fire-smart.', ['ranger-district']),
  info('wildlifeSafety', 'Wildlife Safety', 'informational', INFO.WILDLIFE_SAFETY, 'forest', 'Bear spray, safe distances and keeping wildlife wild.', ['ranger-district']),
  info('csf', 'Community Sustainability Fund', 'informational', INFO.CSF, 'lake', 'How your stay helps protect the lake, the trails and the town.'),
  {
    site: 'crossCountry',
    title: 'Cross-Country Skiing',
    type: 'general',
    tagline: 'Kick and glide',
    intro: 'Groomed trails on the golf course, backcountry tours and moonlit loops.',
    body: 'Whitefish has cross-country skiing minutes from downtown. The Nordic center grooms classic and skate lanes on the golf course, with a lit loop for evening skiing.\n\nFor quieter trails, head to the forest roads north of town or the ungroomed meadows near the lake. Rentals and lessons are available in town.',
    image: 'snow',
  },
  {
    site: 'discover',
    title: 'Discover Whitefish',
    type: 'general',
    tagline: 'A real town in a big landscape',
    intro: 'Start here: the lake, the mountain, the park and the people.',
    body: 'Whitefish is a year-round town, not just a resort. Mornings start at a bakery on Central Avenue; afternoons end on the lake or the trail.\n\n## Getting around\n\nArrive by the Empire Builder, fly into Glacier Park International, or drive US-93. A free shuttle links town and the mountain in winter.\n\n## When to come\n\nSummer is for the lake and Glacier; winter for skiing; spring and fall for quiet trails and lower rates.',
    image: 'mountains',
    embed: ['summerYoutube'],
    gallery: ['mountains', 'lake', 'town', 'glacier'],
  },
  { site: 'fallDeals', title: 'Fall Deals', type: 'general', tagline: 'Golden larches, lower rates', intro: 'Shoulder-season offers on lodging, dining and tours.', body: 'After Labor Day the crowds thin and the larches turn gold. Many lodges offer a fourth night free, and restaurants roll out fall menus.\n\nSee the [deals page](/deals) for current offers.', image: 'forest' },
  { site: 'fallFishing', title: 'Fall Fishing', type: 'general', tagline: 'Cool mornings, hungry trout', intro: 'Lake and river fishing as the water cools.', body: 'In September and October, trout feed hard before winter. Try the Whitefish River for cutthroat, or troll the lake for lake trout.\n\nA Montana fishing license is required; check regulations for catch-and-release waters.', image: 'river' },
  { site: 'fallForWhitefish', title: 'Fall for Whitefish', type: 'general', tagline: 'The quiet season', intro: 'Harvest festivals, golden trails and easy reservations.', body: 'Fall is the locals’ favourite season: warm days, cold nights and trails to yourself.\n\nDon’t miss Oktoberfest, the harvest festival and the larch color in mid-October.', image: 'sunset', embed: ['fallVimeo'] },
  { site: 'fallHiking', title: 'Fall Hiking', type: 'general', tagline: 'Larch season on the trail', intro: 'Five fall hikes from short to strenuous.', body: '1. **Lion Mountain loop** — easy, 2 miles.\n2. **Swift Creek overlook** — moderate, 5 miles.\n3. **Haskill Basin** — moderate, 8 miles.\n4. **Danny On Trail** to the summit — strenuous, 3.8 miles one way.\n5. **Apgar Lookout** in Glacier — moderate, 7 miles.\n\nCarry bear spray and layers; fall weather changes fast.', image: 'trail', gallery: ['trail', 'forest'], galleryPdf: true },
  { site: 'fiveUnexpectedDiscoveries', title: 'Five Unexpected Discoveries in Whitefish', type: 'general', tagline: 'Beyond the obvious', intro: 'Small surprises even frequent visitors miss.', body: '1. A caboose museum inside the railway depot.\n2. The lakeside trail that leads from downtown to City Beach.\n3. Snow ghosts — trees turned to sculptures by rime ice.\n4. A bakery whose scones sell out by ten.\n5. Night skiing on the Nordic loop under the stars.', image: 'depot' },
  { site: 'gravel', title: 'Gravel Riding', type: 'general', tagline: 'Hundreds of miles of forest roads', intro: 'Routes, resupply and the Whitefish Gravel Grinder.', body: 'National forest roads fan out from Whitefish in every direction. Ride north toward the Canadian border on quiet dirt, or loop around Tally Lake.\n\nCarry water, a repair kit and bear spray; cell service is spotty.', image: 'forest' },
  { site: 'groups', title: 'Plan a Group Trip', type: 'general', tagline: 'Meetings, retreats and reunions', intro: 'Let our team help you plan a meeting or group trip to Whitefish.', body: 'From a board retreat for ten to a conference for three hundred, Whitefish has the venues, lodging and activities to make it memorable.\n\nOur group sales team can send proposals from multiple venues, arrange site visits and connect you with local planners.', image: 'lake', contacts: ['group-sales'] },
  { site: 'guide', title: 'Travel Guide', type: 'general', tagline: 'The official Whitefish travel guide', intro: 'Order a free printed guide or read it online.', body: 'Our annual guide covers lodging, dining, activities and maps for every season.\n\nOrder a free printed copy on the [travel guide orders](/travel-guide-orders) page.', image: 'mountains', gallery: ['mountains'], galleryPdf: true },
  { site: 'loveWild', title: 'For the Love of Wild', type: 'general', tagline: 'Travel lightly', intro: 'Our pledge to keep Whitefish wild.', body: 'Pack it in, pack it out. Stay on trails. Give wildlife space. Leave what you find.\n\nThese simple habits protect the places we love — please share them with your travel companions.', image: 'glacier', embed: ['lakeInstagram'] },
  { site: 'map', title: 'Map', type: 'general', tagline: 'Find your way', intro: 'Trails, trailheads, parks and businesses on one map.', body: 'Use the map to find Whitefish Trail trailheads, parks, the ski area and businesses listed on this site. Tap a feature for details.', image: 'trail', gallery: ['trail'], galleryPdf: true },
  { site: 'mountainBiking', title: 'Mountain Biking', type: 'general', tagline: 'Singletrack from town', intro: 'The Whitefish Trail and the lift-served bike park.', body: 'Ride from your door onto the Whitefish Trail, or take the lift on Big Mountain for flow trails and jumps.\n\nRentals, maps and trail advice are available at local bike shops.', image: 'trail', embed: ['summerYoutube'] },
  { site: 'powder', title: 'Powder Days', type: 'general', tagline: 'Deep, light, and frequent', intro: 'How to make the most of a powder day on Big Mountain.', body: 'When the snow report says a foot, get there early. Locals head to the north side first, then chase the glades as the sun comes around.\n\nCheck the summit webcam, then go.', image: 'snow', embed: ['skiYoutube', 'powderInstagram'] },
  { site: 'restaurantWeek', title: 'Restaurant Week', type: 'general', tagline: 'Three courses, one price', intro: 'A week of prix-fixe menus across town every spring.', body: 'More than twenty restaurants offer three-course menus at a set price. Reservations are strongly recommended.\n\nSee the [dine](/dine) page for participating restaurants.', image: 'town' },
  { site: 'springDeals', title: 'Spring Deals', type: 'general', tagline: 'Corn snow and quiet trails', intro: 'Spring skiing and shoulder-season lodging offers.', body: 'Spring brings sunny skiing, melting trails at lower elevations and some of the best rates of the year.\n\nSee the [deals page](/deals).', image: 'mountains' },
  { site: 'travel', title: 'Travel to Whitefish', type: 'general', tagline: 'By air, rail or road', intro: 'Getting here and getting around.', body: '## By air\n\nGlacier Park International Airport is 11 miles from town, with nonstop flights from several hubs.\n\n## By rail\n\nAmtrak’s Empire Builder stops at the Whitefish depot daily in each direction.\n\n## By road\n\nUS-93 connects Whitefish with Kalispell and Missoula; US-2 leads to Glacier National Park.', image: 'depot', contacts: ['airport', 'amtrak-depot'] },
  { site: 'travelGuideOrders', title: 'Order a Travel Guide', type: 'general', tagline: 'Free by mail', intro: 'Request a printed copy of the official travel guide.', body: 'Fill in the form with your mailing address and we will send a free guide, usually within a week for US addresses.\n\nQuestions about your order? Contact us.', image: 'mountains', contacts: ['guide-orders'] },
];

export function pageEntries(now: Date): WireEntry[] {
  return PAGES.map((p) => {
    const elements: WireElement[] = [];
    if (p.tagline) elements.push(text('tagline', p.tagline));
    if (p.intro) elements.push(text('intro', p.intro));
    elements.push(text('body', p.body), files('cover-image', [image(p.image)]));
    if (p.html) elements.push(text('html', p.html));
    if (p.gallery) elements.push(files('gallery', gallery(p.gallery, p.galleryPdf)));
    if (p.embed) elements.push(embeds('embed', p.embed.map(embedItem)));
    if (p.contacts) elements.push(contactRefs('contact', p.contacts.map(contactId)));
    return makeEntry(now, {
      key: `page:${p.site}`,
      id: SITE_IDS[p.site],
      title: p.title,
      type: p.type,
      subtype: p.subtype,
      elements,
      contacts: p.contacts?.map(contactId),
    });
  });
}
