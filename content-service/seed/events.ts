/** Events: dates are computed from `now` in America/Denver; some past, some today, many upcoming. */
import type { WireDateRange } from '../../content-client/wire';
import { dates } from './elements';
import { buildListings, type ListingSpec } from './listings/common';
import {
  addDays,
  denverIso,
  type LocalDate,
  localDate,
  nextAnnual,
  nextWeekday,
  nthWeekdayOfMonth,
} from './time';

/** One occurrence: start date and hour, end hour, and optionally an end date for multi-day ranges. */
function occurrence(start: LocalDate, startHour: number, endHour: number, endDate: LocalDate = start): WireDateRange {
  const sh = Math.floor(startHour);
  const eh = Math.floor(endHour);
  return [denverIso(start, sh, Math.round((startHour - sh) * 60)), denverIso(endDate, eh, Math.round((endHour - eh) * 60))];
}

type EventSpec = Omit<ListingSpec, 'extra'> & { when: WireDateRange[] };

function specs(today: LocalDate): EventSpec[] {
  const d = (n: number) => addDays(today, n);
  const carnival = nextAnnual(today, 2, 6);
  const firstTuesday = nextWeekday(d(-14), 2);
  const firstThursday = nextWeekday(d(-3), 4);
  return [
    // ——— Recurring series ———
    {
      title: 'Tuesday Farmers Market',
      cat: ['markets'],
      image: 'town',
      featured: true,
      contacts: ['city-hall'],
      overview: 'Local produce, flowers, crafts and live music every Tuesday evening downtown.',
      body: 'More than 60 vendors fill the street by the depot: valley cherries, honey, bread, cut flowers and plenty of food to eat on the spot.\n\nBring a bag and cash; many vendors also take cards.',
      when: Array.from({ length: 10 }, (_, i) => occurrence(addDays(firstTuesday, 7 * i), 17, 19.5)),
    },
    {
      title: 'First Thursday Art Walk',
      cat: ['markets', 'music'],
      image: 'sunset',
      overview: 'Galleries stay open late with new shows, refreshments and artists on hand.',
      body: 'Pick up a walking map at any participating gallery. Most openings run from five to eight; some add live music on the sidewalk.',
      when: [0, 1, 2, 3, 4].map((m) => occurrence(nthWeekdayOfMonth(today, m, 4, 1), 17, 20)),
    },
    {
      title: 'Depot Park Summer Concert Series',
      cat: ['music'],
      image: 'depot',
      spotlight: true,
      overview: 'Free Thursday-evening concerts on the lawn in Depot Park.',
      body: 'Bring a blanket and a picnic. Genres change every week — bluegrass, funk, folk and a big-band night to close the season.',
      when: Array.from({ length: 6 }, (_, i) => occurrence(addDays(firstThursday, 7 * i), 18, 20)),
    },
    // ——— Past ———
    { title: 'Spring Trail Work Day', cat: ['community'], image: 'trail', contacts: ['trail-partners'], overview: 'Volunteers cleared winter deadfall from the Whitefish Trail.', body: 'Thanks to the 80 volunteers who turned out with saws and rakes.', when: [occurrence(d(-20), 9, 13)] },
    { title: 'Community Ski Swap', cat: ['community'], image: 'snow', overview: 'Buy and sell used ski and snowboard gear.', body: 'Proceeds support the local ski team.', when: [occurrence(d(-45), 10, 16)] },
    { title: 'Lakeshore Jazz Night', cat: ['music'], image: 'lake', overview: 'A jazz quartet on the lodge deck.', body: 'An evening of standards by the water.', when: [occurrence(d(-7), 19, 22)] },
    { title: 'Flathead Valley Film Festival', cat: ['music', 'community'], image: 'town', overview: 'Three days of independent films and filmmaker talks.', body: 'Screenings at the downtown theatre and the library.', when: [occurrence(d(-12), 10, 22, d(-10))] },
    // ——— Today ———
    { title: 'Lunchtime Music on Depot Plaza', cat: ['music'], image: 'depot', overview: 'A short acoustic set at lunchtime.', body: 'Grab a sandwich and a bench.', when: [occurrence(today, 12, 13.5)] },
    { title: 'Library Author Talk', cat: ['community'], image: 'town', contacts: ['library'], overview: 'A Montana author reads from a new book about the Great Northern Railway.', body: 'Free; books available for signing.', when: [occurrence(today, 18.5, 20)] },
    // ——— Upcoming ———
    {
      title: 'Whitefish Winter Carnival',
      cat: ['festivals'],
      image: 'snow',
      featured: true,
      embed: ['carnivalVimeo'],
      overview: 'The town’s midwinter celebration: a parade, the Penguin Plunge, a torchlight parade and the Yetis.',
      body: 'Winter Carnival has been a Whitefish tradition for more than sixty years. Expect a Grand Parade down Central Avenue, fireworks over the mountain and plenty of mischief from the Yetis.\n\nMost events are free; buttons sold around town support the festival.',
      when: [occurrence(carnival, 10, 22, addDays(carnival, 2))],
    },
    { title: 'Penguin Plunge', cat: ['festivals', 'sports'], image: 'lake', overview: 'A charity dip through a hole in the lake ice.', body: 'Costumes encouraged. Spectators welcome at City Beach; plungers must register in advance.', when: [occurrence(addDays(carnival, 1), 11, 14)] },
    { title: 'Big Mountain Downhill Challenge', cat: ['sports'], image: 'mountains', featured: true, contacts: ['mountain-resort'], overview: 'A two-day amateur downhill and giant slalom race on Big Mountain.', body: 'Open to all ages and abilities, with categories for kids, adults and masters. Awards and a barbecue at the base lodge.', when: [occurrence(nextAnnual(today, 3, 14), 9, 15, addDays(nextAnnual(today, 3, 14), 1))] },
    { title: 'Glacier Twilight Nordic Race', cat: ['sports'], image: 'snow', overview: 'A 10K classic and skate race on lit trails.', body: 'A festive evening race with hot soup at the finish.', when: [occurrence(nextAnnual(today, 1, 17), 17, 20)] },
    { title: 'Huckleberry Days Arts Festival', cat: ['festivals'], image: 'forest', featured: true, overview: 'Three days of art, food and huckleberry everything in Depot Park.', body: 'More than a hundred artists and craftspeople, a huckleberry dessert contest and music all weekend.', when: [occurrence(nextAnnual(today, 8, 14), 10, 18, addDays(nextAnnual(today, 8, 14), 2))] },
    { title: 'Whitefish Lake Swim', cat: ['sports'], image: 'lake', overview: 'One-mile and 5K open-water swims from City Beach.', body: 'Wetsuits optional for the mile; kayak support on the course. Water is usually around 68°F in mid-July.', when: [occurrence(nextAnnual(today, 7, 19), 8, 12)] },
    { title: 'Fourth of July on Central Avenue', cat: ['festivals', 'community'], image: 'town', overview: 'A hometown parade, a street fair and fireworks over the lake.', body: 'The parade starts at 11; fireworks launch from the lake at dusk.', when: [occurrence(nextAnnual(today, 7, 4), 11, 23)] },
    { title: 'Glacier Half Marathon', cat: ['sports'], image: 'trail', overview: 'A scenic half marathon and 5K on country roads north of town.', body: 'Packet pickup the day before at the visitor center.', when: [occurrence(nextAnnual(today, 6, 7), 7, 12)] },
    { title: 'Arts on the Lake', cat: ['festivals', 'markets'], image: 'lake', overview: 'A two-day juried art fair on the lakeshore.', body: 'Paintings, jewellery, woodwork and pottery, with food vendors and kids’ activities.', when: [occurrence(nextAnnual(today, 7, 26), 10, 17, addDays(nextAnnual(today, 7, 26), 1))] },
    { title: 'Great Northern Oktoberfest', cat: ['festivals', 'music'], image: 'forest', overview: 'Polka, pretzels and a keg-hoisting contest under a big tent.', body: 'Two days of German food, local beer and family games.', when: [occurrence(nextAnnual(today, 9, 25), 12, 22, addDays(nextAnnual(today, 9, 25), 1))] },
    { title: 'Harvest Fest at the Farm', cat: ['festivals', 'community'], image: 'sunset', overview: 'Hayrides, a pumpkin patch and cider pressing.', body: 'A fall day out for families, ten minutes from downtown.', when: [occurrence(nextAnnual(today, 10, 4), 10, 16)] },
    { title: 'Restaurant Week', cat: ['festivals'], image: 'town', overview: 'A week of prix-fixe menus at restaurants across town.', body: 'Three courses for a set price at more than twenty restaurants.', when: [occurrence(nextAnnual(today, 4, 21), 11, 22, addDays(nextAnnual(today, 4, 21), 6))] },
    { title: 'Holiday Tree Lighting & Stroll', cat: ['community', 'festivals'], image: 'snow', overview: 'Carols, cocoa and the lighting of the town tree.', body: 'Shops stay open late; Santa arrives by fire truck.', when: [occurrence(nextAnnual(today, 12, 5), 16, 20)] },
    { title: 'New Year’s Eve Torchlight Parade', cat: ['festivals', 'sports'], image: 'mountains', overview: 'Ski instructors carry torches down the mountain, followed by fireworks.', body: 'Watch from the base village; the parade starts at 6:30 pm.', when: [occurrence(nextAnnual(today, 12, 31), 18, 20)] },
    { title: 'Bluegrass in the Park', cat: ['music'], image: 'river', overview: 'An afternoon of bluegrass bands by the river.', body: 'Free; bring a chair.', when: [occurrence(d(9), 14, 18)] },
    { title: 'Trail Running Clinic', cat: ['sports', 'community'], image: 'trail', overview: 'Technique and safety for running in bear country.', body: 'Meet at the Lion Mountain trailhead.', when: [occurrence(d(3), 8, 10)] },
    { title: 'Community Clean-up Day', cat: ['community'], image: 'town', overview: 'Help tidy parks and river banks around town.', body: 'Gloves, bags and lunch provided.', when: [occurrence(d(30), 9, 13)] },
    { title: 'Chamber Music Weekend', cat: ['music'], image: 'sunset', overview: 'Three evenings of chamber music in intimate venues.', body: 'String quartets and piano trios in the theatre and a lakeside lodge.', when: [occurrence(d(45), 19, 21.5, d(47))] },
    { title: 'Whitefish Gravel Grinder', cat: ['sports'], image: 'forest', overview: '40- and 80-mile gravel rides through the forest north of town.', body: 'Aid stations, a finish-line party and a kids’ ride.', when: [occurrence(d(20), 7, 16)] },
    // ——— Drafts ———
    { title: 'Ice Sculpture Contest', cat: ['festivals'], image: 'snow', phase: 1, overview: 'Carvers compete downtown.', body: 'Draft: date to be confirmed.', when: [occurrence(d(60), 10, 16)] },
    { title: 'Lakeside Movie Nights', cat: ['community', 'music'], image: 'lake', phase: 2, overview: 'Outdoor movies at City Beach.', body: 'Draft: sponsor to be confirmed.', when: [occurrence(d(25), 21, 23)] },
  ];
}

export function eventListings(now: Date) {
  const list = specs(localDate(now)).map(({ when, ...spec }): ListingSpec => ({ ...spec, extra: [dates('event-datetime', when)] }));
  return buildListings(now, { list: 'events', type: 'event', mapped: false, business: false }, list);
}
