import { readFile } from 'node:fs/promises';
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

  it('keeps an iPhone-style HEIC (HEVC inside HEIF) as a JPEG, its pixels intact', async () => {
    // 96 × 64 in four coloured quadrants, made with libheif's heif-enc (x265): 538 bytes.
    const heic = await readFile(new URL('./fixtures/quadrants.heic', import.meta.url));
    const kept = await keepPhoto(heic);
    expect([kept.width, kept.height]).toEqual([96, 64]);
    const { data, info } = await sharp(kept.image).raw().toBuffer({ resolveWithObject: true });
    expect([info.format, info.channels]).toEqual(['raw', 3]);
    const pixel = (x: number, y: number) => [...data.subarray((y * 96 + x) * 3, (y * 96 + x) * 3 + 3)];
    // Top-left is red-ish (200, 60, 90), bottom-right green-ish (40, 180, 90): within a lossy codec's reach.
    const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) < 24);
    expect(near(pixel(10, 10), [200, 60, 90])).toBe(true);
    expect(near(pixel(85, 55), [40, 180, 90])).toBe(true);
    expect((await sharp(kept.image).metadata()).format).toBe('jpeg');
    // A thumbnail is never enlarged past the photo.
    expect((await sharp(kept.thumbnail).metadata()).width).toBe(96);
  });

  it('refuses a HEIC cut short', async () => {
    const heic = await readFile(new URL('./fixtures/quadrants.heic', import.meta.url));
    await expect(keepPhoto(heic.subarray(0, 300))).rejects.toThrow(PHOTO_TYPE);
  });

  it('keeps a WebP with EXIF as a JPEG without it', async () => {
    const webp = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#2a6' } })
      .withExif({ IFD0: { Make: 'PhoneCo' } })
      .webp()
      .toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    const kept = await keepPhoto(webp);
    expect([kept.width, kept.height]).toEqual([500, 400]);
    const image = await sharp(kept.image).metadata();
    expect([image.format, image.exif]).toEqual(['jpeg', undefined]);
  });
});
