/** The site entry: notices, category options, the site map (trails, points, polygons) and footer contacts. */
import type { WireEntry, WireGeoData } from '../../content-client/wire';
import { categoriesJson } from './categories';
import { contactId } from './contacts';
import { contactRefs, entryRefs, files, geo, json, text } from './elements';
import { makeEntry } from './entry';
import { feature, FEATURE_TYPES } from './geo';
import { SITE_IDS, stableId } from './ids';
import { image } from './media';
import { TOWN_CENTER } from './places';

function siteMap(): WireGeoData {
  const T = FEATURE_TYPES;
  return {
    id: stableId('geo:site'),
    point: `${TOWN_CENTER[0]},${TOWN_CENTER[1]}`,
    zoom: 13,
    features: [
      feature('trail:lion-mountain', T.trail, {
        type: 'LineString',
        coordinates: [[-114.3702, 48.4131], [-114.3745, 48.4162], [-114.3791, 48.4178], [-114.3822, 48.4159], [-114.3790, 48.4128], [-114.3735, 48.4117]],
      }, 'Lion Mountain Loop', 1),
      feature('trail:lakeshore-path', T.trail, {
        type: 'LineString',
        coordinates: [[-114.3379, 48.4112], [-114.3412, 48.4139], [-114.3450, 48.4168], [-114.3488, 48.4192], [-114.3502, 48.4205]],
      }, 'Downtown to City Beach Path', 2),
      feature('trail:haskill-basin', T.trail, {
        type: 'LineString',
        coordinates: [[-114.3380, 48.4560], [-114.3421, 48.4602], [-114.3468, 48.4655], [-114.3490, 48.4712], [-114.3522, 48.4771]],
      }, 'Haskill Basin Trail', 3),
      feature('nordic:golf-loop', T.nordic, {
        type: 'LineString',
        coordinates: [[-114.3428, 48.4001], [-114.3472, 48.4015], [-114.3489, 48.3987], [-114.3450, 48.3969], [-114.3428, 48.4001]],
      }, 'Nordic Lit Loop', 4),
      feature('trailhead:lion-mountain', T.trailhead, { type: 'Point', coordinates: [-114.3702, 48.4131] }, 'Lion Mountain Trailhead', 5),
      feature('trailhead:haskill', T.trailhead, { type: 'Point', coordinates: [-114.3380, 48.4560] }, 'Haskill Basin Trailhead', 6),
      feature('viewpoint:summit', T.viewpoint, { type: 'Point', coordinates: [-114.3570, 48.5006] }, 'Big Mountain Summit', 7),
      feature('viewpoint:swift-creek', T.viewpoint, { type: 'Point', coordinates: [-114.3915, 48.4602] }, 'Swift Creek Overlook', 8),
      feature('parking:depot', T.parking, { type: 'Point', coordinates: [-114.3362, 48.4131] }, 'Depot Parking', 9),
      feature('polygon:city-beach', T.park, {
        type: 'Polygon',
        coordinates: [[[-114.3512, 48.4196], [-114.3490, 48.4201], [-114.3483, 48.4188], [-114.3505, 48.4183], [-114.3512, 48.4196]]],
      }, 'City Beach Park', 10),
      feature('polygon:state-park', T.park, {
        type: 'Polygon',
        coordinates: [[[-114.3712, 48.4228], [-114.3668, 48.4234], [-114.3659, 48.4221], [-114.3702, 48.4214], [-114.3712, 48.4228]]],
      }, 'Whitefish Lake State Park', 11),
      feature('polygon:ski-area', T.skiArea, {
        type: 'Polygon',
        coordinates: [[[-114.3810, 48.4790], [-114.3320, 48.4780], [-114.3290, 48.5060], [-114.3600, 48.5140], [-114.3850, 48.5010], [-114.3810, 48.4790]]],
      }, 'Whitefish Mountain Resort Boundary', 12),
    ],
  };
}

export function siteEntry(now: Date, notices: WireEntry[]): WireEntry {
  return makeEntry(now, {
    key: 'site',
    id: SITE_IDS.site,
    title: 'Explore Whitefish',
    type: 'site',
    elements: [
      text('tagline', 'The official visitor guide to Whitefish, Montana'),
      text('body', 'Whitefish is a mountain town on Whitefish Lake, at the foot of Big Mountain and next door to Glacier National Park.'),
      files('cover-image', [image('mountains')]),
      entryRefs('notices', notices.map((n) => ({ id: n.id, phase: n.phase }))),
      json('categories', categoriesJson()),
      geo('geo', siteMap()),
      contactRefs('contacts-primary', ['visitor-center', 'mountain-resort', 'glacier-park'].map(contactId)),
      contactRefs('contacts-site', ['visitor-center', 'tourism-office', 'media-relations'].map(contactId)),
    ],
  });
}
