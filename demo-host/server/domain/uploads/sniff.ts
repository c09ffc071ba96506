/**
 * An upload's type by its first bytes, never by its name or the browser's say-so: a renamed executable, a page of
 * HTML or an SVG is none of the kinds and is refused. Only the signatures of the kinds we take are known here.
 */
import type { UploadKind } from '../../../../src/contract/uploads.ts';

/** How many leading bytes the sniff reads. */
export const SNIFF_BYTES = 32;

const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0));
const at = (bytes: Uint8Array, sig: readonly number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** HEIF's major brands of a still image or sequence (ISO/IEC 23008-12): a phone's HEIC photo is one of them. */
const HEIF_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

export function sniffUpload(bytes: Uint8Array): UploadKind | null {
  if (at(bytes, JPEG)) return 'jpeg';
  if (at(bytes, PNG)) return 'png';
  if (at(bytes, ascii('RIFF')) && at(bytes, ascii('WEBP'), 8)) return 'webp';
  // An ISO base-media box: size (4 bytes), 'ftyp', then the major brand.
  if (at(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    return HEIF_BRANDS.includes(brand) ? 'heic' : null;
  }
  if (at(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}

/** Whether `kind` is one of `allowed` (a photo slot takes no PDF). */
export const isAllowed = <K extends UploadKind>(kind: UploadKind | null, allowed: readonly K[]): kind is K =>
  kind !== null && (allowed as readonly UploadKind[]).includes(kind);
