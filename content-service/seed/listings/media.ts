import { buildListings, type ListingSpec } from './common';

const SPECS: ListingSpec[] = [
  { title: 'Whitefish Welcomes Record Winter Visitation', cat: ['press'], image: 'snow', featured: true, contacts: ['media-relations'], overview: 'Lodging occupancy and lift visits reached new highs this winter.', body: 'Local lodging properties reported their busiest winter on record, with midweek stays growing fastest. Direct rail arrivals on the Empire Builder also rose.\n\nMedia inquiries: contact the visitor bureau’s media relations team.' },
  { title: 'New Whitefish Trail Segment Opens', cat: ['press'], image: 'trail', contacts: ['media-relations', 'trail-partners'], overview: 'Four new miles of trail connect two popular trailheads.', body: 'The new segment climbs through a mature larch forest and adds a lake viewpoint. Volunteers contributed more than 2,000 hours.' },
  { title: 'Winter Carnival Celebrates Its Traditions', cat: ['press', 'story'], image: 'town', contacts: ['media-relations'], overview: 'The town’s midwinter festival returns with a parade, a polar plunge and the Yetis.', body: 'Running since the early 1960s, Winter Carnival is a community-made festival that fills Central Avenue every February.', embed: ['carnivalVimeo'] },
  { title: 'Media Photo Library', cat: ['photos'], image: 'mountains', featured: true, overview: 'High-resolution images of Whitefish in every season for editorial use.', body: 'Images may be used for editorial coverage of Whitefish with credit as noted. Commercial use requires permission.', gallery: ['mountains', 'lake', 'town', 'snow', 'sunset'] },
  { title: 'B-Roll: Summer in Whitefish', cat: ['photos'], image: 'lake', overview: 'Broadcast-quality video of the lake, trails and downtown.', body: 'Download links available on request from media relations.', embed: ['summerYoutube'] },
  { title: 'Whitefish Fact Sheet', cat: ['facts'], image: 'town', spotlight: true, overview: 'Population, elevation, distances and key dates at a glance.', body: '- **Elevation:** about 3,030 ft (town); 6,817 ft (summit of Big Mountain)\n- **Glacier National Park west entrance:** 27 miles\n- **Airport:** Glacier Park International, 11 miles\n- **Rail:** Amtrak Empire Builder, daily service' },
  { title: 'Getting Here Fact Sheet', cat: ['facts'], image: 'depot', overview: 'Air, rail and road access to Whitefish.', body: 'Nonstop flights serve the valley from major hubs in summer and winter. The Empire Builder connects Chicago and the Pacific Northwest.' },
  { title: 'Story Idea: Larch Season', cat: ['story'], image: 'forest', overview: 'A few weeks each October, the hills turn gold.', body: 'Western larch is a conifer that loses its needles. Peak colour is usually mid-October.', embed: ['fallVimeo'] },
  { title: 'Story Idea: Riding the Empire Builder to Ski Country', cat: ['story'], image: 'depot', overview: 'Ski trains and a station a few minutes from the lifts.', body: 'Travelers can arrive by train and reach the mountain without a car.' },
  { title: 'Trail Map Legend (PDF)', cat: ['facts', 'photos'], image: 'trail', overview: 'A printable legend for the Whitefish Trail map.', body: 'Download the legend for print or broadcast graphics.', gallery: ['trail'], galleryPdf: true },
  { title: 'Draft: Summer Season Preview', cat: ['press'], image: 'lake', phase: 1, overview: 'Upcoming season highlights.', body: 'Draft in progress.' },
];

export function mediaListings(now: Date) {
  return buildListings(now, { list: 'media', type: 'resource', subtype: 'media', mapped: false, business: false }, SPECS);
}
