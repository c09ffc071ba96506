import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_TYPE } from '../../../../src/contract/uploads.ts';
import { keepPhoto, PHOTO_MAX_SIDE, THUMBNAIL_SIDE } from './photo.ts';

/** A camera's JPEG: 3000 × 2000, EXIF orientation 6 (turned a quarter), a GPS position and a camera name. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Camera 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 40/1 0/1' },
    })
    .jpeg()
    .toBuffer();
}

describe('a trade photo is kept re-drawn: upright, bounded, thumbnailed, with no metadata', () => {
  it('turns it upright, bounds it to 2048 px, makes a 320 px thumbnail and drops the EXIF position', async () => {
    const camera = await cameraJpeg();
    const before = await sharp(camera).metadata();
    expect([before.orientation, before.exif?.includes(Buffer.from('PhoneCo'))]).toEqual([6, true]);
    const kept = await keepPhoto(camera);
    // Orientation 6: the 3000 × 2000 frame stands 2000 wide and 3000 tall, bounded to 2048 tall.
    expect([kept.width, kept.height]).toEqual([Math.round((2000 * PHOTO_MAX_SIDE) / 3000), PHOTO_MAX_SIDE]);
    const image = await sharp(kept.image).metadata();
    expect(image.format).toBe('jpeg');
    expect(image.exif).toBeUndefined();
    expect(image.orientation).toBeUndefined();
    const thumb = await sharp(kept.thumbnail).metadata();
    expect(Math.max(thumb.width, thumb.height)).toBe(THUMBNAIL_SIDE);
    expect(thumb.exif).toBeUndefined();
  });

  it('keeps a PNG and a WebP as JPEG, and refuses what is no photo or does not decode', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    expect((await sharp((await keepPhoto(png)).image).metadata()).format).toBe('jpeg');
    const webp = await sharp(png).webp().toBuffer();
    expect((await keepPhoto(webp)).width).toBe(40);
    await expect(keepPhoto(Buffer.from('MZ\x90\x00 renamed.exe'))).rejects.toThrow(PHOTO_TYPE);
    await expect(keepPhoto(Buffer.from('%PDF-1.7'))).rejects.toThrow(PHOTO_TYPE);
    await expect(keepPhoto(png.subarray(0, 40))).rejects.toThrow(PHOTO_TYPE);
  });
});
