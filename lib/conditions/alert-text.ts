import { isObject, text } from './read-json';

/**
 * Weather alert text as people read it. The service sends the teletype product: hard-wrapped at about 70
 * characters, sometimes opening with the product's own code lines (its AWIPS id or PIL "WSWMSO", its WMO heading
 * "WWUS45 KMSO 271642", the "...WINTER STORM WARNING IN EFFECT..." headline the alert's headline already says).
 * Those go; lines of one paragraph are joined; blank lines stay paragraph breaks; a paragraph laid out as a table
 * (columns of padded names) keeps its lines.
 */

const WMO_HEADING = /^[A-Z]{4}\d{2} [A-Z]{4} \d{6}( [A-Z]{3})?$/;
const TABLE_ROW = / {3,}\S/;

/** "...FLOOD WATCH REMAINS IN EFFECT..." and "FLOOD WATCH REMAINS IN EFFECT" are the same line. */
const comparable = (line: string) => line.replace(/^\.+|\.+$/g, '').trim().toUpperCase();

function codesOf(properties: Record<string, unknown>): Set<string> {
  const parameters = isObject(properties.parameters) ? properties.parameters : {};
  const codes = [parameters.AWIPSidentifier, parameters.WMOidentifier, parameters.PIL, parameters.NWSheadline].flatMap((v) => (Array.isArray(v) ? v : [v]));
  return new Set(codes.map((code) => comparable(text(code, 400))).filter(Boolean));
}

const isCodeLine = (line: string, codes: Set<string>) => codes.has(comparable(line)) || WMO_HEADING.test(line.trim());

/** `raw` (already bounded plain text) → paragraphs separated by one blank line. */
export function alertText(raw: string, properties: Record<string, unknown>): string {
  const codes = codesOf(properties);
  const lines = raw.split('\n');
  while (lines.length > 0 && (lines[0].trim() === '' || isCodeLine(lines[0], codes))) lines.shift();
  return lines
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => {
      const rows = paragraph.split('\n').map((line) => line.trimEnd());
      return rows.some((row) => TABLE_ROW.test(row)) ? rows.join('\n').trim() : rows.map((row) => row.trim()).join(' ').trim();
    })
    .filter(Boolean)
    .join('\n\n');
}
