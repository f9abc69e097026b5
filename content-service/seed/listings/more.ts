import { buildListings, type ListingSpec } from './common';

const SPECS: ListingSpec[] = [
  { title: 'Stumptown Historical Museum', cat: ['arts', 'rainy'], area: 'downtown', image: 'depot', featured: true, overview: 'Railroad, logging and ski history inside the depot.', body: 'Small but packed: a caboose, old ski gear and photos of the town’s early days. Free; donations welcome.' },
  { title: 'Whitefish Theatre Company', cat: ['arts'], area: 'downtown', image: 'town', overview: 'Plays, concerts and films in a downtown theatre year-round.', body: 'Check the season schedule for touring musicians, local productions and the winter film series.' },
  { title: 'O’Shaughnessy Arts Loft', cat: ['arts', 'rainy'], area: 'downtown', image: 'sunset', overview: 'Rotating exhibits by valley artists and hands-on workshops.', body: 'Drop in for a watercolour class or browse the gallery on a grey afternoon.' },
  { title: 'Splash Park at Depot Park', cat: ['family'], area: 'downtown', image: 'town', spotlight: true, overview: 'Fountains and a playground in the middle of town.', body: 'Open from Memorial Day to Labor Day; bring a towel and a picnic.' },
  { title: 'Aerial Adventure Park', cat: ['family'], area: 'mountain', image: 'forest', overview: 'Rope bridges and zip lines in the trees on Big Mountain.', body: 'Courses for ages 7 and up, with a kids’ course for younger climbers.' },
  { title: 'Mini Golf on the Lake', cat: ['family'], area: 'lakeshore', image: 'lake', overview: 'Eighteen holes of putt-putt with a view.', body: 'Perfect for the evening after a beach day.' },
  { title: 'Alpine Glow Spa', cat: ['wellness'], area: 'mountain', image: 'snow', featured: true, overview: 'Massage, saunas and a hot pool after a day on the hill.', body: 'Book a deep-tissue massage or simply soak in the outdoor pool under the snow ghosts.' },
  { title: 'Riverbend Yoga', cat: ['wellness'], area: 'eastside', image: 'river', overview: 'Drop-in yoga classes, including outdoor sessions in summer.', body: 'All levels welcome; mats provided.' },
  { title: 'Community Library Story Time', cat: ['family', 'rainy'], area: 'downtown', image: 'town', contacts: ['library'], overview: 'Free stories and crafts for little ones every Wednesday morning.', body: 'Visitors are welcome; no library card needed.' },
  { title: 'Indoor Climbing Gym', cat: ['rainy', 'family'], area: 'highway', image: 'mountains', overview: 'Bouldering and top-rope walls for all ages.', body: 'Day passes and shoe rentals available.' },
  { title: 'Float Therapy Studio', cat: ['wellness'], area: 'highway', image: 'lake', phase: 1, overview: 'Sensory-deprivation floats.', body: 'Draft.' },
];

export function moreListings(now: Date) {
  return buildListings(now, { list: 'more', type: 'article', subtype: 'more', mapped: true, business: true }, SPECS);
}
