import { GLYPHS, ICON_SIZE, type GlyphName } from '@/lib/map/icons';

/** A feature type's badge as inline SVG: the same glyph and colour the map draws (lib/map/icons). */
export function MapIcon({ glyph, color, size = 20 }: { glyph: GlyphName; color: string; size?: number }) {
  const r = ICON_SIZE / 2;
  const offset = (ICON_SIZE - 15) / 2;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${ICON_SIZE} ${ICON_SIZE}`}
      aria-hidden="true"
      focusable="false"
      data-glyph={glyph}
    >
      <circle cx={r} cy={r} r={r - 1} fill={color} stroke="#fff" strokeWidth={2} />
      <path transform={`translate(${offset} ${offset})`} fill="#fff" fillRule="evenodd" d={GLYPHS[glyph]} />
    </svg>
  );
}
