/**
 * A trade photo as it is kept: sniffed (sniff.ts), then re-drawn by sharp (libvips) as a JPEG of at most
 * 2048 px a side, turned upright by its EXIF orientation, with a 320 px thumbnail. Re-encoding drops every piece
 * of metadata (the EXIF GPS position of the shopper's driveway among them) and anything hidden after the image.
 * A HEIC photo (an iPhone's) is decoded by libheif's own HEVC decoder first: sharp's prebuilt libvips reads HEIF
 * but has no HEVC decoder (a patent-encumbered codec it does not ship).
 */
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_KINDS, PHOTO_TYPE } from '../../../../src/contract/uploads.ts';
import { Invalid } from '../errors.ts';
import { isAllowed, sniffUpload } from './sniff.ts';

export const PHOTO_MAX_SIDE = 2048;
export const THUMBNAIL_SIDE = 320;
/** A phone's 48-megapixel photo decodes; a few bytes that unpack to a vast canvas do not. */
const MAX_INPUT_PIXELS = 100_000_000;

export type KeptPhoto = { image: Buffer; thumbnail: Buffer; width: number; height: number };

/** The photo's pixels, ready to re-draw: a HEIC decoded to raw RGBA (already upright: HEIF rotates by its own boxes). */
async function source(input: Uint8Array, kind: (typeof PHOTO_KINDS)[number]): Promise<Sharp> {
  // Read once, top to bottom: the resize needs no random access, and a 12-megapixel photo is not held twice.
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true } as const;
  if (kind !== 'heic') return sharp(input, options).rotate();
  // The header is read without decoding: a vast canvas is refused before libheif allocates it.
  const { width = 0, height = 0 } = await sharp(input).metadata();
  if (width * height > MAX_INPUT_PIXELS) throw new Error('HEIC image too large');
  const decoded = await decodeHeic({ buffer: input });
  return sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
    ...options,
    raw: { width: decoded.width, height: decoded.height, channels: 4 },
  });
}

export async function keepPhoto(input: Uint8Array): Promise<KeptPhoto> {
  const kind = sniffUpload(input);
  if (!isAllowed(kind, PHOTO_KINDS)) throw new Invalid(PHOTO_TYPE);
  try {
    const upright = await source(input, kind);
    // Plain libjpeg-turbo, not mozjpeg: mozjpeg's trellis search took ~2.5 s of a 10 MB photo's 1.5 s budget
    // (tests/bench/photo-upload.ts) for files only a few percent smaller.
    const { data: image, info } = await upright
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // The thumbnail from the kept image (already upright and bare), not a second decode of the original.
    const thumbnail = await sharp(image)
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { image, thumbnail, width: info.width, height: info.height };
  } catch {
    // A file that is not the image its first bytes claim (cut short, corrupt, a HEVC still we cannot decode).
    throw new Invalid(PHOTO_TYPE);
  }
}
