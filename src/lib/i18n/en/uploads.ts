import { TOO_MANY_UPLOADS, UPLOAD_INTERRUPTED, UPLOAD_QUOTA_FULL } from '../../../contract/uploads.ts';

/** The refusals any upload can meet (trade photos and lender documents alike): the contract's own words. */
export const uploads = {
  'uploads.error.tooMany': TOO_MANY_UPLOADS,
  'uploads.error.quota': UPLOAD_QUOTA_FULL,
  'uploads.error.interrupted': UPLOAD_INTERRUPTED,
} as const;
