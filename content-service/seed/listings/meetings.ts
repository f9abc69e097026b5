import { buildListings, type ListingSpec } from './common';

const SPECS: ListingSpec[] = [
  { title: 'Lakeside Timber Lodge Conference Center', cat: ['venues', 'weddings'], area: 'lakeshore', image: 'lake', featured: true, contacts: ['group-sales'], overview: 'Meeting space for up to 250 with a lakefront lawn for receptions.', body: 'Six breakout rooms, a ballroom with lake views and an on-site events team.', pricing: 'Day meeting packages from $85 per person.' },
  { title: 'Big Mountain Summit Event Hall', cat: ['venues', 'weddings'], area: 'mountain', image: 'mountains', contacts: ['mountain-resort'], overview: 'Host your event at 6,817 feet, reached by gondola.', body: 'Seats 180 for dinner with floor-to-ceiling windows facing Glacier National Park.' },
  { title: 'Historic Depot Meeting Room', cat: ['venues'], area: 'downtown', image: 'depot', overview: 'A character-filled room for 40 inside the railway depot.', body: 'Ideal for board retreats; walk to restaurants and hotels.' },
  { title: 'Whitefish Performing Arts Hall', cat: ['venues'], area: 'downtown', image: 'town', overview: 'A 300-seat theatre available for conferences and presentations.', body: 'Full AV, a lobby for receptions and a stage crew on call.' },
  { title: 'Barn at Cedar Meadow', cat: ['weddings'], area: 'eastside', image: 'forest', spotlight: true, overview: 'A restored barn and meadow for weddings up to 200 guests.', body: 'String lights, mountain views and a bridal cottage.' },
  { title: 'Glacier Weddings & Events', cat: ['planners', 'weddings'], area: 'downtown', image: 'glacier', overview: 'Full-service planning for weddings and corporate retreats.', body: 'Local planners who know every venue, caterer and shuttle company in the valley.' },
  { title: 'Flathead Group Transport', cat: ['planners'], area: 'highway', image: 'river', overview: 'Coaches and shuttles for groups from 10 to 200.', body: 'Airport transfers, offsite dinners and tours to Glacier National Park.' },
  { title: 'Timberline Catering', cat: ['catering'], area: 'highway', image: 'sunset', featured: true, overview: 'Seasonal menus for events of every size, from box lunches to plated dinners.', body: 'Caterers to many of the valley’s venues, with Montana beef, trout and vegetarian menus.' },
  { title: 'Huckleberry Hill Bakery Catering', cat: ['catering'], area: 'eastside', image: 'town', overview: 'Pastry platters, wedding cakes and coffee service.', body: 'Order 72 hours ahead for breakfasts and coffee breaks.' },
  { title: 'Whitefish Lake Golf Clubhouse', cat: ['venues', 'catering'], area: 'highway', image: 'forest', overview: 'A clubhouse with a banquet room and terrace overlooking the course.', body: 'Golf outings with lunch, awards dinners and holiday parties.' },
  { title: 'Alpine Team-Building Co.', cat: ['planners'], area: 'mountain', image: 'snow', phase: 3, overview: 'Outdoor team-building programs.', body: 'In review.' },
];

export function meetingListings(now: Date) {
  return buildListings(now, { list: 'meetings', type: 'meetings', mapped: true, business: true }, SPECS);
}
