/**
 * A trade photo as it is kept: sniffed (sniff.ts), then re-drawn by sharp (libvips) as a JPEG of at most
 * 2048 px a side, turned upright by its EXIF orientation, with a 320 px thumbnail. Re-encoding drops every piece
 * of metadata (the EXIF GPS position of the shopper's driveway among them) and anything hidden after the image.
 */
import sharp from 'sharp';
import { PHOTO_KINDS, PHOTO_TYPE } from '../../../../src/contract/uploads.ts';
import { Invalid } from '../errors.ts';
import { isAllowed, sniffUpload } from './sniff.ts';

export const PHOTO_MAX_SIDE = 2048;
export const THUMBNAIL_SIDE = 320;
/** A phone's 48-megapixel photo decodes; a few bytes that unpack to a vast canvas do not. */
const MAX_INPUT_PIXELS = 100_000_000;

export type KeptPhoto = { image: Buffer; thumbnail: Buffer; width: number; height: number };

export async function keepPhoto(input: Uint8Array): Promise<KeptPhoto> {
  if (!isAllowed(sniffUpload(input), PHOTO_KINDS)) throw new Invalid(PHOTO_TYPE);
  try {
    const upright = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const { data: image, info } = await upright
      .clone()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await upright
      .clone()
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { image, thumbnail, width: info.width, height: info.height };
  } catch {
    // A file that is not the image its first bytes claim (cut short, corrupt, a HEVC still we cannot decode).
    throw new Invalid(PHOTO_TYPE);
  }
}
