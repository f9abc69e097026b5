/**
 * Feature-type icons, drawn by the site itself: no sprite sheet, no network. Elebase feature types name an
 * icon in Maki style (`hiking-15`, `parking-15`, …); each maps to a small glyph on a 15×15 grid, drawn white
 * on a badge in the feature type's colour. The same glyphs feed the map (rasterised with canvas and added
 * with `map.addImage` when MapLibre asks for them) and the legend (inline SVG), so both always agree.
 */
import type { GeoKind } from '../entries/types';

/** SVG path data on a 15×15 grid (filled, even-odd). */
export const GLYPHS = {
  circle: 'M7.5 3.5a4 4 0 1 1 0 8a4 4 0 0 1 0-8Z',
  triangle: 'M7.5 2.5 13 12.5H2Z',
  hiking:
    'M8.5 1a1.5 1.5 0 1 1 0 3a1.5 1.5 0 0 1 0-3ZM6.2 5h3l1.8 3-.9.6L8.7 6.9 8.2 9.4l2 2.6V14H8.9v-1.5L7 10.4 6 14H4.7l1.4-5.6-.6.5-1-.6Z',
  skiing:
    'M10.5 1a1.5 1.5 0 1 1 0 3a1.5 1.5 0 0 1 0-3ZM1.8 10.2l11.5 3.1-.3 1-11.5-3.1ZM4.5 4.8h4.3l1.4 3.4-1 .4L8 6.6 6.9 8.4l2 1.8-.7.8L5.3 8.8Z',
  viewpoint: 'M7.5 4C4 4 1.5 7.5 1.5 7.5S4 11 7.5 11s6-3.5 6-3.5S11 4 7.5 4ZM7.5 5.8a1.7 1.7 0 1 1 0 3.4a1.7 1.7 0 0 1 0-3.4Z',
  parking: 'M4 2h4.5a3.5 3.5 0 0 1 0 7H6v4H4ZM6 4v3h2.5a1.5 1.5 0 0 0 0-3Z',
  park: 'M7.5 1 12 8H9.6l2.4 3.5H8.5V14h-2v-2.5H3L5.4 8H3Z',
} as const;

export type GlyphName = keyof typeof GLYPHS;

/** Maki names (and close synonyms) → our glyphs. */
const ALIASES: Record<string, GlyphName> = {
  circle: 'circle',
  marker: 'circle',
  triangle: 'triangle',
  hiking: 'hiking',
  trail: 'hiking',
  pitch: 'hiking',
  skiing: 'skiing',
  'cross-country-skiing': 'skiing',
  'ski-area': 'skiing',
  viewpoint: 'viewpoint',
  attraction: 'viewpoint',
  parking: 'parking',
  'parking-garage': 'parking',
  park: 'park',
  'park-alt1': 'park',
  wood: 'park',
};

/** What a feature of each kind shows when its type names no icon we draw. */
const KIND_DEFAULT: Record<GeoKind, GlyphName> = { point: 'circle', path: 'hiking', polygon: 'park' };

/** `hiking-15` / `hiking-11` / `hiking` → 'hiking'; unknown or missing → the kind's default glyph. */
export function glyphFor(icon: string | null | undefined, kind: GeoKind): GlyphName {
  const name = (icon ?? '').trim().toLowerCase().replace(/-(11|15)$/, '');
  return ALIASES[name] ?? KIND_DEFAULT[kind];
}

export const ICON_PREFIX = 'wf-icon';
/** Badge size in CSS pixels (a 15 px glyph with a margin). */
export const ICON_SIZE = 24;
const GLYPH_OFFSET = (ICON_SIZE - 15) / 2;

/** The style image id for a glyph in a colour: `wf-icon:hiking:c0392b`. */
export function iconImageId(glyph: GlyphName, color: string): string {
  return `${ICON_PREFIX}:${glyph}:${normalizeColor(color).slice(1)}`;
}

/** The inverse of iconImageId, or null for ids that are not ours (MapLibre asks about every missing image). */
export function parseIconImageId(id: string): { glyph: GlyphName; color: string } | null {
  const match = /^wf-icon:([a-z-]+):([0-9a-f]{6})$/.exec(id);
  if (!match || !Object.prototype.hasOwnProperty.call(GLYPHS, match[1])) return null;
  return { glyph: match[1] as GlyphName, color: `#${match[2]}` };
}

function normalizeColor(color: string): string {
  const hex = color.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(hex)) return `#${hex}`;
  if (/^[0-9a-f]{3}$/.test(hex)) return `#${[...hex].map((c) => c + c).join('')}`;
  return '#0077d4';
}

/** The badge as an SVG document (the legend draws the same thing inline). */
export function iconSvg(glyph: GlyphName, color: string, size: number = ICON_SIZE): string {
  const c = normalizeColor(color);
  const r = ICON_SIZE / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}">` +
    `<circle cx="${r}" cy="${r}" r="${r - 1}" fill="${c}" stroke="#fff" stroke-width="2"/>` +
    `<path transform="translate(${GLYPH_OFFSET} ${GLYPH_OFFSET})" fill="#fff" fill-rule="evenodd" d="${GLYPHS[glyph]}"/>` +
    `</svg>`
  );
}

export interface IconPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** A canvas to draw on (injectable for tests). */
export interface DrawingSurface {
  getContext(kind: '2d'): CanvasRenderingContext2D | null;
}

/**
 * Rasterises a badge synchronously (MapLibre's `styleimagemissing` wants the image before the frame is drawn).
 * Returns null when there is no 2D canvas (old or headless-without-canvas environments): the map then shows the
 * features without icons rather than failing.
 */
export function drawIcon(
  glyph: GlyphName,
  color: string,
  pixelRatio = 2,
  createSurface: (size: number) => DrawingSurface | null = defaultSurface,
  makePath: (d: string) => Path2D = (d) => new Path2D(d),
): IconPixels | null {
  const size = Math.round(ICON_SIZE * pixelRatio);
  const surface = createSurface(size);
  const ctx = surface?.getContext('2d');
  if (!surface || !ctx) return null;
  const r = ICON_SIZE / 2;
  ctx.scale(pixelRatio, pixelRatio);
  ctx.beginPath();
  ctx.arc(r, r, r - 1, 0, Math.PI * 2);
  ctx.fillStyle = normalizeColor(color);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.translate(GLYPH_OFFSET, GLYPH_OFFSET);
  ctx.fillStyle = '#ffffff';
  ctx.fill(makePath(GLYPHS[glyph]), 'evenodd');
  const { data } = ctx.getImageData(0, 0, size, size);
  return { width: size, height: size, data };
}

function defaultSurface(size: number): DrawingSurface | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  return canvas as unknown as DrawingSurface;
}
