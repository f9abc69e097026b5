/** Section entries: one per list view (named site ids), with intro, tagline, cover and featured refs. */
import type { WireEntry } from '../../content-client/wire';
import type { ListKey } from './categories';
import { entryRefs, files, text } from './elements';
import { makeEntry } from './entry';
import { SITE_IDS } from './ids';
import { image, type ImageName } from './media';

const SECTIONS: Record<ListKey, { site: keyof typeof SITE_IDS; title: string; tagline: string; intro: string; image: ImageName }> = {
  deals: { site: 'deals', title: 'Deals', tagline: 'More mountain for your money', intro: 'Packages and offers from Whitefish lodging, restaurants, shops and outfitters. Check each offer’s dates and booking details.', image: 'snow' },
  dine: { site: 'dine', title: 'Dine', tagline: 'Hungry in Whitefish?', intro: 'From slopeside chili to wood-fired tasting menus, taprooms by the tracks and bakeries that sell out by ten.', image: 'town' },
  events: { site: 'events', title: 'Events', tagline: 'Something happening every season', intro: 'Festivals, races, concerts and markets — Winter Carnival to Huckleberry Days and everything in between.', image: 'sunset' },
  explore: { site: 'explore', title: 'Explore', tagline: 'Lake, trail, mountain, park', intro: 'Hike the Whitefish Trail, paddle the lake, ski Big Mountain and drive into Glacier National Park.', image: 'mountains' },
  here: { site: 'here', title: 'Whitefish Here', tagline: 'Stories from town', intro: 'Local stories, history and practical tips from the people who live here.', image: 'town' },
  media: { site: 'media', title: 'Media', tagline: 'For journalists and creators', intro: 'Press releases, fact sheets, story ideas and images for editorial use.', image: 'lake' },
  meetings: { site: 'meetings', title: 'Plan an Event', tagline: 'Meet where the views are', intro: 'Venues, planners and caterers for meetings, retreats and weddings of every size.', image: 'lake' },
  members: { site: 'members', title: 'Members', tagline: 'Resources for partners', intro: 'Marketing programs, research, training and toolkits for member businesses.', image: 'town' },
  more: { site: 'more', title: 'Explore More', tagline: 'Beyond the trailhead', intro: 'Museums, theatre, spas and family fun for rainy days and rest days.', image: 'sunset' },
  professional: { site: 'professional', title: 'Professional Services', tagline: 'Local expertise', intro: 'Real estate, legal, health care and transportation services in the valley.', image: 'town' },
  shop: { site: 'shop', title: 'Shop', tagline: 'Made in the mountains', intro: 'Outfitters, galleries, boutiques and grocers on Central Avenue and beyond.', image: 'town' },
  stay: { site: 'stay', title: 'Stay', tagline: 'Find your basecamp', intro: 'Lakefront lodges, slopeside condos, cabins in the woods and campsites under the stars.', image: 'lake' },
  webcam: { site: 'webcam', title: 'Webcams', tagline: 'See it live', intro: 'Check conditions on the mountain, the lake and downtown before you head out.', image: 'snow' },
};

/** `featuredByList`: each list's published entries in the `featured` group. */
export function sectionEntries(now: Date, featuredByList: Record<ListKey, WireEntry[]>): WireEntry[] {
  return (Object.keys(SECTIONS) as ListKey[]).map((list) => {
    const s = SECTIONS[list];
    return makeEntry(now, {
      key: `section:${list}`,
      id: SITE_IDS[s.site],
      title: s.title,
      type: 'section',
      elements: [
        text('tagline', s.tagline),
        text('intro', s.intro),
        text('body', `${s.intro}\n\nUse the filters to narrow the list by category, or switch to the map to see what is near you.`),
        files('cover-image', [image(s.image)]),
        entryRefs(
          'featured',
          featuredByList[list].map((e) => ({ id: e.id, phase: e.phase, title: e.title })),
        ),
      ],
    });
  });
}
