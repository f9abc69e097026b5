import { buildListings, type ListingSpec } from './common';

const SPECS: ListingSpec[] = [
  {
    title: 'Why Locals Call It “Big Mountain”',
    cat: ['history'],
    area: 'mountain',
    image: 'mountains',
    featured: true,
    overview: 'The ski hill has had a few names; locals kept the first one.',
    body: 'Skiers were climbing the mountain on skins long before the first T-bar. When a group of local businessmen opened a lift in the late 1940s they called it Big Mountain, and the name stuck — even after the official name changed.\n\nAsk anyone in town where they are skiing today and you will hear the old name.',
  },
  {
    title: 'A Railroad Town at Heart',
    cat: ['history'],
    area: 'downtown',
    image: 'depot',
    overview: 'Whitefish grew up around the Great Northern Railway and still hears the trains.',
    body: 'The railway arrived in the early 1900s and built a division point here. The timber-framed depot is still in use: the Empire Builder stops twice a day, once in each direction.\n\nThe depot also houses a small museum run by volunteers.',
  },
  {
    title: 'How to Read a Snow Report',
    cat: ['outdoors', 'seasons'],
    area: 'mountain',
    image: 'snow',
    overview: 'Base depth, new snow, groomed runs — what the numbers really mean.',
    body: 'The **24-hour** number is what fell since yesterday’s report; **base** is the settled snow at the measuring stake. Inversions are common here: fog in the valley, sunshine on top. Check the summit webcam before you decide.',
  },
  {
    title: 'Meet the Trail Crew',
    cat: ['stories'],
    area: 'lakeshore',
    image: 'trail',
    spotlight: true,
    overview: 'The volunteers who clear deadfall from the Whitefish Trail every spring.',
    body: 'Each May a crew with saws, loppers and a lot of snacks walks every mile of the trail system. Volunteers are always welcome; no experience needed.',
  },
  {
    title: 'Bear Aware in Town',
    cat: ['outdoors'],
    area: 'eastside',
    image: 'forest',
    overview: 'Black bears wander through town in fall. Here is how to keep them wild.',
    body: 'Keep garbage in bear-resistant cans until the morning of pickup, take down bird feeders from April to November, and never leave food in your car.',
  },
  {
    title: 'A Year on Whitefish Lake',
    cat: ['seasons'],
    area: 'lakeshore',
    image: 'lake',
    overview: 'From ice fishing to sunset paddles, the lake changes with every month.',
    body: 'The lake freezes most winters, thaws in April and warms just enough for swimming by mid-July. September brings the calmest mornings of the year.',
  },
  {
    title: 'The Story of the Snow Ghosts',
    cat: ['stories', 'seasons'],
    area: 'mountain',
    image: 'snow',
    overview: 'Rime ice and heavy snow turn summit trees into strange, beautiful figures.',
    body: 'Moist Pacific air freezes on contact with the subalpine firs near the summit. By February some trees are unrecognisable — locals call them snow ghosts.',
  },
  {
    title: 'Huckleberry Picking Etiquette',
    cat: ['outdoors', 'seasons'],
    area: 'mountain',
    image: 'forest',
    overview: 'Where to look, how much to take and why you should make noise.',
    body: 'Huckleberries ripen from late July at lower elevations into September higher up. Pick by hand, leave plenty for the bears, and talk loudly — you are not the only one who likes them.',
  },
  {
    title: 'Downtown’s Historic Storefronts',
    cat: ['history'],
    area: 'downtown',
    image: 'town',
    overview: 'A self-guided walk past Central Avenue’s oldest buildings.',
    body: 'Look up: the cornices and painted signs tell you which buildings were hotels, banks and saloons a century ago.',
  },
  {
    title: 'A Winemaker in Ski Country',
    cat: ['stories'],
    area: 'highway',
    image: 'sunset',
    overview: 'How cold-hardy grapes found a home in the Flathead Valley.',
    body: 'A local winemaker talks frost, short seasons and the grapes that thrive anyway.',
  },
  {
    title: 'Spring Birding Hotspots',
    cat: ['outdoors'],
    area: 'lakeshore',
    image: 'river',
    phase: 3,
    overview: 'Where to see migrating waterfowl in April and May.',
    body: 'In review: checking access notes for two sites.',
  },
];

export function hereListings(now: Date) {
  return buildListings(now, { list: 'here', type: 'article', subtype: 'here', mapped: true, business: false }, SPECS);
}
