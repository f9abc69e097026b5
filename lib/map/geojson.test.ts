import { normalizeGeoData } from '../entries';
import { entryPoints, legendOf, siteFeatures } from './geojson';

const item = (id: string, point: [number, number] | null) => ({ id, title: id.toUpperCase(), href: `/entries/${id}/${id}`, point });

describe('entryPoints', () => {
  it('makes one point per item with a valid point, keyed by the item id', () => {
    const fc = entryPoints([item('a', [-114.3, 48.4]), item('b', null), item('c', [NaN, 1]), item('d', [200, 10]), item('a', [0, 0])]);
    expect(fc.features).toHaveLength(1);
    expect(fc.features[0]).toEqual({
      type: 'Feature',
      id: 'a',
      geometry: { type: 'Point', coordinates: [-114.3, 48.4] },
      properties: { id: 'a', title: 'A', href: '/entries/a/a' },
    });
  });
});

const site = normalizeGeoData({
  id: 'site',
  features: [
    { id: 'park', ordinal: 3, type: { id: 't-park', type: 'polygon', name: 'Park', color: '2e8b57' }, json: '{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}' },
    { id: 'trail-1', ordinal: 1, type: { id: 't-trail', type: 'path', name: 'Trail', color: 'c0392b' }, json: '{"type":"LineString","coordinates":[[0,0],[1,1]]}' },
    { id: 'trail-2', ordinal: 2, type: { id: 't-trail', type: 'path', name: 'Trail', color: 'c0392b' }, json: '{"type":"LineString","coordinates":[[1,1],[2,2]]}' },
    { id: 'head', ordinal: 4, type: { id: 't-head', type: 'point', name: 'Trailhead', color: '27ae60', attributes: { icon: 'triangle-15' } }, json: '{"type":"Point","coordinates":[0,0]}' },
  ],
})!;

describe('siteFeatures', () => {
  it('keeps ordinal order and carries kind and colour for styling', () => {
    const fc = siteFeatures(site.features);
    expect(fc.features.map((f) => f.id)).toEqual(['trail-1', 'trail-2', 'park', 'head']);
    expect(fc.features[0].properties).toMatchObject({ kind: 'path', color: '#c0392b', typeName: 'Trail' });
    expect(fc.features[2].geometry.type).toBe('Polygon');
  });

  it('leaves out a feature with an invalid position rather than drawing it wrong', () => {
    const bad = normalizeGeoData({
      features: [
        { id: 'ok', type: { type: 'point', name: 'Spot' }, json: '{"type":"Point","coordinates":[-114.3,48.4]}' },
        { id: 'far', type: { type: 'path', name: 'Trail' }, json: '{"type":"LineString","coordinates":[[-114.3,48.4],[-114.3,95]]}' },
        { id: 'text', type: { type: 'point', name: 'Spot' }, json: '{"type":"Point","coordinates":["a","b"]}' },
      ],
    })!;
    expect(bad.features).toHaveLength(3);
    expect(siteFeatures(bad.features).features.map((f) => f.id)).toEqual(['ok']);
  });

  it("names each feature's icon image: its type's icon in its type's colour, else the kind's default", () => {
    const icons = Object.fromEntries(siteFeatures(site.features).features.map((f) => [f.id, f.properties.icon]));
    expect(icons).toEqual({
      'trail-1': 'wf-icon:hiking:c0392b',
      'trail-2': 'wf-icon:hiking:c0392b',
      park: 'wf-icon:park:2e8b57',
      head: 'wf-icon:triangle:27ae60',
    });
  });
});

describe('legendOf', () => {
  it('lists each feature type once: paths, points, then areas', () => {
    expect(legendOf(site.features)).toEqual([
      { typeId: 't-trail', name: 'Trail', color: '#c0392b', kind: 'path', glyph: 'hiking' },
      { typeId: 't-head', name: 'Trailhead', color: '#27ae60', kind: 'point', glyph: 'triangle' },
      { typeId: 't-park', name: 'Park', color: '#2e8b57', kind: 'polygon', glyph: 'park' },
    ]);
    expect(legendOf([])).toEqual([]);
  });
});
