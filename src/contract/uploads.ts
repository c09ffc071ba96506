/**
 * Trade photos and lender documents, shared by the app and the server: the guided photo slots, the size caps
 * (enforced while the body streams, not after) and the words of a refusal. A file's type is its content's, never
 * its name's: the server sniffs the first bytes (domain/uploads/sniff.ts).
 */
import * as v from 'valibot';

/** The trade's guided photo slots, in the order the shopper is asked for them. */
export const TRADE_PHOTO_SLOTS = [
  'front',
  'rear',
  'driverSide',
  'passengerSide',
  'interior',
  'odometer',
  'damage',
] as const;
export type TradePhotoSlot = (typeof TRADE_PHOTO_SLOTS)[number];

/** At most one photo a slot: seven in all. */
export const TRADE_PHOTOS_MAX = TRADE_PHOTO_SLOTS.length;

export const MB = 1024 * 1024;
export const PHOTO_MAX_BYTES = 10 * MB;
export const DOCUMENT_MAX_BYTES = 20 * MB;

/** What a photo may be: a camera's JPEG or HEIC, a PNG or WebP (HEIC and WebP are converted when stored). */
export const PHOTO_KINDS = ['jpeg', 'png', 'webp', 'heic'] as const;
/** What a document may be: a PDF, or a photo of the paper. */
export const DOCUMENT_KINDS = ['pdf', ...PHOTO_KINDS] as const;
export type UploadKind = (typeof DOCUMENT_KINDS)[number];

export const PHOTO_TOO_LARGE = 'This photo is larger than 10 MB. Choose a smaller one.';
export const DOCUMENT_TOO_LARGE = 'This document is larger than 20 MB. Choose a smaller one.';
export const PHOTO_TYPE = 'Choose a photo: JPEG, PNG, HEIC or WebP.';
export const DOCUMENT_TYPE = 'Choose a PDF, or a JPEG, PNG, HEIC or WebP photo of the document.';

/** Upload requests (photos and documents together) one shopper may make in UPLOAD_WINDOW_MS; past it a 429. */
export const UPLOADS_PER_WINDOW = 30;
export const UPLOAD_WINDOW_MS = 10 * 60_000;
/** What one shopper may keep stored in all: trade photos and documents together. */
export const UPLOAD_QUOTA_BYTES = 100 * MB;
export const UPLOAD_INTERRUPTED = 'The upload was interrupted. Please try again.';
export const TOO_MANY_UPLOADS = 'You have sent many files in a short time. Please wait a few minutes and try again.';
export const UPLOAD_QUOTA_FULL =
  'Your photos and documents have used the 100 MB we keep for you. Remove one you no longer need, then try again.';

/**
 * How long uploads are kept (docs/uploads.md): a trade's photos until 90 days after the trade or its photos last
 * changed; a document until 90 days after its deal last changed. The hourly retention sweep deletes them.
 */
export const TRADE_PHOTO_RETENTION_DAYS = 90;
export const DOCUMENT_RETENTION_DAYS = 90;

export const TradePhotoSlotSchema = v.picklist(TRADE_PHOTO_SLOTS, 'Not a photo slot.');

/** `GET /api/trade/photos` (and the answer of a change): the current trade's photos, addresses good for minutes. */
export const TradePhotosSchema = v.object({
  photos: v.array(
    v.object({
      slot: TradePhotoSlotSchema,
      width: v.number(),
      height: v.number(),
      /** Same-origin addresses of the app, signed and short-lived: read them now, do not keep them. */
      imageUrl: v.string(),
      thumbnailUrl: v.string(),
    }),
  ),
});
export type TradePhotos = v.InferOutput<typeof TradePhotosSchema>;
