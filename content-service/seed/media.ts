/** Local media: the illustrations under public/images, webcam frames under public/webcams, one PDF. */
import type { WireEmbedItem, WireFile } from '../../content-client/wire';
import { stableId } from './ids';

export const IMAGES = {
  mountains: 'Big Mountain above the Flathead Valley at first light',
  lake: 'Whitefish Lake on a calm summer morning',
  trail: 'A Whitefish Trail singletrack through larch and fir',
  town: 'Central Avenue storefronts with the mountain behind',
  snow: 'Snow ghosts along the summit ridge',
  forest: 'Old cedars in a quiet valley forest',
  sunset: 'Alpenglow over the lake at sunset',
  river: 'The Whitefish River winding past town',
  depot: 'The timber-framed railway depot at dusk',
  glacier: 'Peaks and a glacial lake in Glacier National Park',
} as const;
export type ImageName = keyof typeof IMAGES;

export const WEBCAMS = {
  summit: 'Summit House',
  'base-village': 'Base Lodge Village',
  'hellroaring-basin': 'Hellroaring Basin',
  'bike-park': 'Bike Park Start',
  'nordic-center': 'Nordic Center Trails',
  'city-beach': 'City Beach',
  'lake-marina': 'Lakeshore Marina',
  'state-park': 'Lake State Park Boat Launch',
  'central-avenue': 'Central Avenue',
  'depot-plaza': 'Depot Plaza',
  'golf-course': 'Municipal Golf Course',
} as const;
export type WebcamName = keyof typeof WEBCAMS;

export const PDF = {
  name: 'whitefish-trail-map-legend.pdf',
  title: 'Whitefish Trail map legend',
  url: '/files/whitefish-trail-map-legend.pdf',
} as const;

const CREDIT = 'Illustration – Whitefish visitor site';

export function image(name: ImageName, title?: string): WireFile {
  return {
    id: stableId(`file:image:${name}`),
    name: `${name}.svg`,
    title: title ?? IMAGES[name],
    description: IMAGES[name],
    ip_attribution: CREDIT,
    locale: 'en',
    type: 'image/svg+xml',
    url: `/images/${name}.svg`,
  };
}

export function webcamUrl(name: WebcamName): string {
  return `/webcams/${name}.svg`;
}

export function pdf(): WireFile {
  return {
    id: stableId('file:pdf:trail-legend'),
    name: PDF.name,
    title: PDF.title,
    description: 'Printable legend for the Whitefish Trail system: difficulty ratings, trailheads and etiquette.',
    locale: 'en',
    type: 'application/pdf',
    url: PDF.url,
  };
}

/** A gallery: the given images plus, optionally, the trail-map PDF. */
export function gallery(names: ImageName[], withPdf = false): WireFile[] {
  return [...names.map((n) => image(n)), ...(withPdf ? [pdf()] : [])];
}

/** Video and photo-sharing links used by embed elements (sample links; the service resolves oEmbed). */
export const EMBEDS = {
  skiYoutube: {
    url: 'https://www.youtube.com/watch?v=Wf3sKi7Mtn1',
    title: 'Opening day on Big Mountain',
    description: 'First chair, fresh corduroy and snow ghosts on the summit.',
  },
  summerYoutube: {
    url: 'https://www.youtube.com/watch?v=Lk8sUmWh2Tq',
    title: 'A summer day in Whitefish',
    description: 'Paddleboards at City Beach, singletrack on the Whitefish Trail and dinner on Central Avenue.',
  },
  fallVimeo: {
    url: 'https://vimeo.com/846203117',
    title: 'Larch season',
    description: 'Golden larches and quiet trails in the Whitefish Range.',
  },
  carnivalVimeo: {
    url: 'https://vimeo.com/905514228',
    title: 'Winter Carnival parade highlights',
    description: 'Yetis, Penguins and the Grand Parade down Central Avenue.',
  },
  lakeInstagram: {
    url: 'https://www.instagram.com/p/Cw7hLkWfsh1/',
    title: 'Sunset paddle on Whitefish Lake',
    description: 'A visitor photo shared with #ExploreWhitefish.',
  },
  powderInstagram: {
    url: 'https://www.instagram.com/p/C2pWdRsnw0Q/',
    title: 'Powder morning',
    description: 'Deep turns in Hellroaring Basin.',
  },
} as const;
export type EmbedName = keyof typeof EMBEDS;

export function embedItem(name: EmbedName): WireEmbedItem {
  return { id: stableId(`embed:${name}`), ...EMBEDS[name], locale: 'en', ip_attribution: 'Whitefish visitor site' };
}
