import { type ImageName, WEBCAMS, type WebcamName, webcamUrl } from '../media';
import { buildListings, type ListingSpec } from './common';

const CAMS: { cam: WebcamName; cat: string; image: ImageName; area: ListingSpec['area']; text: string; featured?: boolean; phase?: 2 }[] = [
  { cam: 'summit', cat: 'mountain', image: 'snow', area: 'mountain', featured: true, text: 'Looking east from the summit toward Glacier National Park.' },
  { cam: 'base-village', cat: 'mountain', image: 'mountains', area: 'mountain', text: 'The base lodge plaza and the bottom of Chair 1.' },
  { cam: 'hellroaring-basin', cat: 'mountain', image: 'snow', area: 'mountain', text: 'Hellroaring Basin on the north side of the mountain.' },
  { cam: 'bike-park', cat: 'mountain', image: 'trail', area: 'mountain', text: 'The top of the lift-served bike park (summer only).' },
  { cam: 'nordic-center', cat: 'town', image: 'snow', area: 'highway', text: 'Groomed trails at the Nordic center.' },
  { cam: 'city-beach', cat: 'lake', image: 'lake', area: 'lakeshore', featured: true, text: 'City Beach and the south end of Whitefish Lake.' },
  { cam: 'lake-marina', cat: 'lake', image: 'sunset', area: 'lakeshore', text: 'The marina and the lake looking north.' },
  { cam: 'state-park', cat: 'lake', image: 'lake', area: 'lakeshore', text: 'The state park boat launch.' },
  { cam: 'central-avenue', cat: 'town', image: 'town', area: 'downtown', text: 'Central Avenue looking north toward the depot and the mountain.' },
  { cam: 'depot-plaza', cat: 'town', image: 'depot', area: 'downtown', text: 'Depot Plaza and the tracks.' },
  { cam: 'golf-course', cat: 'town', image: 'forest', area: 'highway', phase: 2, text: 'The municipal golf course (camera being installed).' },
];

export function webcamListings(now: Date) {
  const specs: ListingSpec[] = CAMS.map((c) => ({
    title: `${WEBCAMS[c.cam]} Webcam`,
    cat: [c.cat],
    area: c.area,
    image: c.image,
    featured: c.featured,
    phase: c.phase,
    webcam: webcamUrl(c.cam),
    overview: c.text,
    body: `${c.text} The image refreshes every few minutes during daylight hours.`,
  }));
  return buildListings(now, { list: 'webcam', type: 'webcam', mapped: true, business: false }, specs);
}
