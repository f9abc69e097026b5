/**
 * A submitted image made safe to store and show: its type read from its bytes (never its name or declared type),
 * decoded under a pixel limit (a small file that would decode to gigabytes is refused), turned upright, resized to
 * at most 2,000 px wide (never enlarged: a source of 720 px or more keeps at least that), and re-encoded as JPEG.
 * sharp writes no metadata unless asked, so EXIF (GPS included), XMP and ICC profiles are gone.
 */
import 'server-only';
import sharp from 'sharp';

export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_MAX_WIDTH = 2000;
const JPEG_QUALITY = 82;

// Decoded images are not kept between calls: each is used once.
sharp.cache(false);

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type the bytes begin with, or null. */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

export type PreparedImage =
  | { ok: true; data: Buffer; type: 'image/jpeg'; width: number; height: number }
  | { ok: false; reason: 'type' | 'unreadable' };

/** The stored form of a submitted image's bytes. */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  if (!sniffImageType(bytes)) return { ok: false, reason: 'type' };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data, type: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
