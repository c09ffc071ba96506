/**
 * A feed photo's type by its first bytes, never by what its server says: only JPEG, PNG and WebP are
 * shown, so an SVG or an HTML page behind a photo URL (which could run script on our origin) never is.
 */
export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

export function photoTypeOf(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** The stored photo URLs of a vehicle (a JSON list written by the feed import); anything else reads as none. */
export function storedPhotoUrls(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string' && /^https?:\/\//i.test(u)) : [];
  } catch {
    return [];
  }
}
