import sharp from 'sharp';
import { imageSize } from './image-size';

const image = (format: 'png' | 'jpeg' | 'webp', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })[format]().toBuffer();

describe('imageSize', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('reads the width and height of a %s', async (format) => {
    expect(imageSize(await image(format, 1200, 630))).toEqual({ width: 1200, height: 630 });
  });

  it('reads a lossless WebP', async () => {
    const bytes = await sharp({ create: { width: 801, height: 9, channels: 3, background: '#000' } }).webp({ lossless: true }).toBuffer();
    expect(imageSize(bytes)).toEqual({ width: 801, height: 9 });
  });

  it('knows no size for text or a cut-off header', async () => {
    expect(imageSize(Buffer.from('<svg width="900"/>'))).toBeNull();
    expect(imageSize((await image('jpeg', 900, 900)).subarray(0, 20))).toBeNull();
  });
});
