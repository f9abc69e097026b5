/** Home pages (default + four seasons) and the hero entries they feature. */
import type { WireElement, WireEntry, WireOption } from '../../content-client/wire';
import { embeds, entryRefs, files, option, text } from './elements';
import { makeEntry } from './entry';
import { SITE_IDS, type SiteKey } from './ids';
import { embedItem, type EmbedName, image, type ImageName } from './media';

const HERO_MEDIA: WireOption[] = [
  { id: 'image', text: 'Image' },
  { id: 'none', text: 'None' },
  { id: 'slides', text: 'Slides' },
  { id: 'video', text: 'Video' },
];

interface HomeSpec {
  site: SiteKey;
  title: string;
  tagline: string;
  intro: string;
  body: string;
  hero: 'image' | 'none' | 'slides' | 'video';
  image: ImageName;
  slides?: ImageName[];
  video?: EmbedName;
  button?: [string, string];
}

const HOMES: HomeSpec[] = [
  {
    site: 'home',
    title: 'Whitefish, Montana',
    tagline: 'Lake. Mountain. Town. Glacier next door.',
    intro: 'A real mountain town at the edge of Glacier National Park — ski Big Mountain, paddle Whitefish Lake and end the day on Central Avenue.',
    body: 'Whitefish is small enough to walk and big enough to keep you busy for weeks. Plan your stay, find a table, and see what is happening this week.',
    hero: 'slides',
    image: 'mountains',
    slides: ['mountains', 'lake', 'town', 'snow'],
    button: ['Plan your trip', '/travel'],
  },
  {
    site: 'homeFall',
    title: 'Fall in Whitefish',
    tagline: 'Golden larches and quiet trails',
    intro: 'Crisp mornings, harvest festivals and shoulder-season rates.',
    body: 'Fall is for long hikes, fishing the river and lingering over dinner. See our fall deals and events.',
    hero: 'video',
    image: 'forest',
    video: 'fallVimeo',
    button: ['Fall deals', '/fall-deals'],
  },
  {
    site: 'homeSpring',
    title: 'Spring in Whitefish',
    tagline: 'Corn snow in the morning, trails in the afternoon',
    intro: 'Ski in a T-shirt, then ride the valley trails as they melt out.',
    body: 'Spring is the season of double days and quiet restaurants. Look for spring lodging deals and Restaurant Week.',
    hero: 'image',
    image: 'river',
    button: ['Spring deals', '/spring-deals'],
  },
  {
    site: 'homeSummer',
    title: 'Summer in Whitefish',
    tagline: 'Long days on the lake',
    intro: 'Paddle, swim, ride and hike — sunset is after nine.',
    body: 'Summer fills every hour: the lake in the morning, Glacier at midday and a concert in the park at night.',
    hero: 'video',
    image: 'lake',
    video: 'summerYoutube',
    button: ['Explore summer', '/explore'],
  },
  {
    site: 'homeWinter',
    title: 'Winter in Whitefish',
    tagline: 'Snow ghosts and powder days',
    intro: 'Ski Big Mountain, skate the lake and celebrate Winter Carnival.',
    body: 'Winter is the heart of the Whitefish year: powder mornings, Nordic evenings and a carnival with Yetis.',
    hero: 'none',
    image: 'snow',
    button: ['Powder days', '/pow'],
  },
];

const HEROES: { key: string; title: string; intro: string; image: ImageName; button: [string, string] }[] = [
  { key: 'hero:glacier', title: 'Gateway to Glacier', intro: 'The west entrance of Glacier National Park is 30 minutes away.', image: 'glacier', button: ['Plan a park day', '/explore'] },
  { key: 'hero:rail', title: 'Arrive by Rail', intro: 'The Empire Builder stops downtown every day.', image: 'depot', button: ['Travel info', '/travel'] },
];

export function heroEntries(now: Date): WireEntry[] {
  return HEROES.map((h) =>
    makeEntry(now, {
      key: h.key,
      title: h.title,
      type: 'hero',
      groups: ['spotlight'],
      elements: [
        text('intro', h.intro),
        files('cover-image', [image(h.image)]),
        text('hero-button-text', h.button[0]),
        text('hero-button-url', h.button[1]),
      ],
    }),
  );
}

/** `featured`: entries every home page features (heroes first, then featured listings). */
export function homeEntries(now: Date, featured: WireEntry[]): WireEntry[] {
  return HOMES.map((h, i) => {
    const elements: WireElement[] = [
      text('tagline', h.tagline),
      text('intro', h.intro),
      text('body', h.body),
      files('cover-image', [image(h.image)]),
      option('hero-media', HERO_MEDIA.filter((o) => o.id === h.hero), HERO_MEDIA),
    ];
    if (h.button) elements.push(text('hero-button-text', h.button[0]), text('hero-button-url', h.button[1]));
    if (h.slides) elements.push(files('hero-slides', h.slides.map((s) => image(s))));
    if (h.video) elements.push(embeds('hero-video', [embedItem(h.video)]));
    // Rotate the featured list so each home leads with different entries.
    const rotated = [...featured.slice(i * 2), ...featured.slice(0, i * 2)].slice(0, 8);
    elements.push(entryRefs('featured', rotated.map((e) => ({ id: e.id, phase: e.phase, title: e.title }))));
    return makeEntry(now, { key: `home:${h.site}`, id: SITE_IDS[h.site], title: h.title, type: 'home', elements });
  });
}
