// Draws the installed site's icons (public/icons/*.png, app/apple-icon.png) from the site's SVG mark, with no
// network: run by hand when app/icon.svg changes (`node scripts/make-app-icons.mjs`), the PNGs are committed.
// Browsers ask for 192 and 512 pixels (Android's home screen and splash), iOS for 180; a maskable icon keeps its
// mark inside the middle 80 % (the safe zone a launcher may crop to a circle) on a full-bleed background.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BACKGROUND = '#0b3d5c';
const MARK = 'M3 25 12 11l5 7 4-5 8 12z';

/** The mark scaled into the middle `share` of a square with no rounded corners (a launcher shapes it). */
const fullBleed = (share) => {
  const scale = share;
  const offset = (32 - 32 * scale) / 2;
  // The mark spans y 11–25 (its middle at 18, the square's at 16): raised by 2 to sit in the middle.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BACKGROUND}"/><path transform="translate(${offset} ${offset - 2 * scale}) scale(${scale})" d="${MARK}" fill="#fff"/></svg>`;
};

export const ICONS = [
  { file: 'public/icons/icon-192.png', size: 192, svg: 'app' },
  { file: 'public/icons/icon-512.png', size: 512, svg: 'app' },
  { file: 'public/icons/maskable-192.png', size: 192, svg: fullBleed(0.7) },
  { file: 'public/icons/maskable-512.png', size: 512, svg: fullBleed(0.7) },
  // iOS rounds the corners itself and shows transparency as black: full bleed, the mark a little larger.
  { file: 'app/apple-icon.png', size: 180, svg: fullBleed(0.85) },
];

async function main() {
  const appSvg = await readFile(path.join(ROOT, 'app/icon.svg'));
  await mkdir(path.join(ROOT, 'public/icons'), { recursive: true });
  for (const icon of ICONS) {
    const source = icon.svg === 'app' ? appSvg : Buffer.from(icon.svg);
    await sharp(source, { density: (72 * icon.size) / 32 }).resize(icon.size, icon.size).png({ compressionLevel: 9 }).toFile(path.join(ROOT, icon.file));
    console.log(`${icon.file} ${icon.size}×${icon.size}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
