/** @jest-environment node */
import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';
import { IMAGE_MAX_WIDTH, prepareImage, sniffImageType } from './submit-event-image';

jest.mock('server-only', () => ({}));

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a6' } });

test('EXIF with a GPS position is gone from the stored image', async () => {
  const source = await photo(1200, 800)
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Copyright: 'Pat' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 24/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '114/1 20/1 0/1' } })
    .toBuffer();
  expect((await sharp(source).metadata()).exif).toBeDefined();
  const prepared = await prepareImage(source);
  expect(prepared.ok).toBe(true);
  if (!prepared.ok) return;
  const meta = await sharp(prepared.data).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(prepared.data.includes(Buffer.from('TestCam'))).toBe(false);
  expect(prepared).toMatchObject({ type: 'image/jpeg', width: 1200, height: 800 });
});

test('a wide image is resized to 2,000 px; a 720 px one keeps its width', async () => {
  const wide = await prepareImage(await photo(4000, 1000).png().toBuffer());
  expect(wide.ok && [wide.width, wide.height]).toEqual([IMAGE_MAX_WIDTH, 500]);
  const narrow = await prepareImage(await photo(720, 480).webp().toBuffer());
  expect(narrow.ok && narrow.width).toBe(720);
});

test('a PNG named poster.jpg is read as the PNG its bytes say it is', async () => {
  const png = await photo(800, 600).png().toBuffer();
  const file = new File([new Uint8Array(png)], 'poster.jpg', { type: 'image/jpeg' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  expect(sniffImageType(bytes)).toBe('image/png');
  expect((await prepareImage(bytes)).ok).toBe(true);
});

/** A PNG whose header says width × height, with one compressed row: a few hundred bytes. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(width + 1))), chunk('IEND', Buffer.alloc(0))]);
}

test('a pixel bomb (a small file that claims 400 megapixels) is refused', async () => {
  const bomb = pngClaiming(20_000, 20_000);
  expect(bomb.length).toBeLessThan(1_000);
  expect(await prepareImage(bomb)).toEqual({ ok: false, reason: 'unreadable' });
  // the same construction within the limit decodes: the refusal is the pixel limit's
  expect((await prepareImage(pngClaiming(1_000, 1))).ok).toBe(true);
});

test('bytes that are not an image, or a truncated one, are refused', async () => {
  expect(await prepareImage(new TextEncoder().encode('<svg onload="alert(1)"></svg>'))).toEqual({ ok: false, reason: 'type' });
  const jpeg = await photo(400, 300).jpeg().toBuffer();
  expect(await prepareImage(jpeg.subarray(0, 200))).toEqual({ ok: false, reason: 'unreadable' });
});
