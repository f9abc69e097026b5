import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drawIcon, GLYPHS, glyphFor, iconImageId, iconSvg, parseIconImageId, type DrawingSurface } from './icons';

describe('glyphFor', () => {
  it('maps Maki-style names of the feature types to our glyphs', () => {
    expect(glyphFor('hiking-15', 'path')).toBe('hiking');
    expect(glyphFor('skiing-11', 'path')).toBe('skiing');
    expect(glyphFor('Parking', 'point')).toBe('parking');
    expect(glyphFor('viewpoint-15', 'point')).toBe('viewpoint');
    expect(glyphFor('triangle-15', 'point')).toBe('triangle');
    expect(glyphFor('park-15', 'polygon')).toBe('park');
  });

  it("falls back to the kind's glyph for unknown or missing icons", () => {
    expect(glyphFor('rocket-15', 'point')).toBe('circle');
    expect(glyphFor(null, 'path')).toBe('hiking');
    expect(glyphFor('', 'polygon')).toBe('park');
  });

  it('draws every icon the sample feature types name', () => {
    const seed = readFileSync(path.join(__dirname, '../../content-service/seed/geo.ts'), 'utf8');
    const names = [...seed.matchAll(/'([a-z-]+-15)'/g)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(glyphFor(name, 'point')).toBe(name.replace(/-15$/, ''));
  });
});

describe('icon image ids', () => {
  it('round-trip glyph and colour, normalising the colour', () => {
    expect(iconImageId('hiking', '#C0392B')).toBe('wf-icon:hiking:c0392b');
    expect(iconImageId('park', 'abc')).toBe('wf-icon:park:aabbcc');
    expect(parseIconImageId('wf-icon:hiking:c0392b')).toEqual({ glyph: 'hiking', color: '#c0392b' });
  });

  it('ignore ids that are not ours or name no glyph', () => {
    expect(parseIconImageId('marker-15')).toBeNull();
    expect(parseIconImageId('wf-icon:rocket:c0392b')).toBeNull();
    expect(parseIconImageId('wf-icon:constructor:c0392b')).toBeNull();
    expect(parseIconImageId('wf-icon:hiking:red')).toBeNull();
  });
});

it('iconSvg draws the glyph white on a badge of the colour', () => {
  const svg = iconSvg('parking', '#34495e');
  expect(svg).toContain('fill="#34495e"');
  expect(svg).toContain(`d="${GLYPHS.parking}"`);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="24" height="24"/);
});

describe('drawIcon', () => {
  function fakeSurface() {
    const calls: string[] = [];
    const ctx = {
      fillStyle: '' as unknown,
      strokeStyle: '' as unknown,
      lineWidth: 0,
      scale: (x: number) => calls.push(`scale ${x}`),
      beginPath: () => calls.push('beginPath'),
      arc: () => calls.push('arc'),
      fill: (p?: unknown, rule?: string) => calls.push(`fill ${String(ctx.fillStyle)}${p ? ` path ${rule}` : ''}`),
      stroke: () => calls.push(`stroke ${String(ctx.strokeStyle)}`),
      translate: () => calls.push('translate'),
      getImageData: (_x: number, _y: number, w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
    };
    const surface = { getContext: () => ctx } as unknown as DrawingSurface;
    return { calls, surface };
  }

  it('rasterises the badge at the pixel ratio: colour disc, white ring, white glyph', () => {
    const { calls, surface } = fakeSurface();
    const sizes: number[] = [];
    const image = drawIcon('hiking', '#c0392b', 2, (size) => (sizes.push(size), surface), (d) => ({ d }) as unknown as Path2D);
    expect(sizes).toEqual([48]);
    expect(image).toMatchObject({ width: 48, height: 48 });
    expect(image!.data).toHaveLength(48 * 48 * 4);
    expect(calls).toEqual(['scale 2', 'beginPath', 'arc', 'fill #c0392b', 'stroke #ffffff', 'translate', 'fill #ffffff path evenodd']);
  });

  it('returns null without a 2D canvas (the features still draw, without icons)', () => {
    expect(drawIcon('circle', '#000000', 1, () => null)).toBeNull();
  });
});
