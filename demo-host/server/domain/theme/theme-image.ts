/**
 * An uploaded theme logo or favicon: its type from its first bytes (never its name), then re-drawn by sharp
 * (libvips) as a PNG or WebP of at most 512 px a side. An SVG is rasterised to PNG rather than sanitised, so no
 * script, event handler, external reference or foreignObject of it can reach a page; a PNG or WebP is
 * re-encoded, which drops metadata and anything appended after the image.
 */
import sharp from 'sharp';
import { THEME_IMAGE_TYPE } from '../../../../src/contract/campaign-theme.ts';
import { Invalid } from '../errors.ts';

export type ImageKind = 'png' | 'webp' | 'svg';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));

/** The image's type by its magic bytes; an SVG is text whose first element is `<svg` (after a BOM, an XML declaration, comments or a doctype). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '');
  const rest = head.replace(/^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, '');
  return /^<svg[\s>]/.test(rest) ? 'svg' : null;
}

export const MAX_SIDE = 512;

export type CheckedImage = { bytes: Buffer; contentType: 'image/png' | 'image/webp'; extension: 'png' | 'webp' };

/** The stored form of an upload, or Invalid when it is none of the three types or does not decode. */
export async function checkThemeImage(input: Uint8Array): Promise<CheckedImage> {
  const kind = sniffImage(input);
  if (!kind) throw new Invalid(THEME_IMAGE_TYPE);
  try {
    // A bomb of a few bytes that unpacks to a huge canvas is refused before it is drawn.
    const image = sharp(input, { limitInputPixels: 4096 * 4096, density: kind === 'svg' ? 144 : 72 }).resize({
      width: MAX_SIDE,
      height: MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    if (kind === 'webp') return { bytes: await image.webp().toBuffer(), contentType: 'image/webp', extension: 'webp' };
    return { bytes: await image.png().toBuffer(), contentType: 'image/png', extension: 'png' };
  } catch {
    throw new Invalid(THEME_IMAGE_TYPE);
  }
}
