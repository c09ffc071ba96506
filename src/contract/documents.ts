/**
 * The documents a lender asks for before funding, shared by the app and the server: the kinds, their states
 * (requested until something is uploaded, then received, accepted or needing a new one with the dealer's
 * reason), and the answers of the shopper's and the workspace's calls. What a document may be (a PDF or a photo
 * of the paper) and its size cap are the uploads contract's (uploads.ts).
 */
import * as v from 'valibot';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE, DOCUMENT_TYPE } from './uploads.ts';

export { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_TOO_LARGE, DOCUMENT_TYPE };

/** The documents a lender may ask for, in the order they are listed. */
export const LENDER_DOCUMENTS = ['driversLicense', 'proofOfIncome', 'proofOfResidence', 'proofOfInsurance'] as const;
export type LenderDocument = (typeof LENDER_DOCUMENTS)[number];

/** English names (the app's Spanish is in its i18n files, `documents.kind.*`). */
export const LENDER_DOCUMENT_LABELS: Record<LenderDocument, string> = {
  driversLicense: "Driver's license",
  proofOfIncome: 'Proof of income',
  proofOfResidence: 'Proof of residence',
  proofOfInsurance: 'Proof of insurance',
};

export const DOCUMENT_STATES = ['requested', 'received', 'accepted', 'needsNew'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** The dealer's reason for asking for a new one: a sentence the shopper reads. */
export const REASON_MAX = 300;
export const REASON_REQUIRED = 'Say why a new one is needed.';
export const REASON_TOO_LONG = `Keep the reason to ${String(REASON_MAX)} characters.`;
export const NOT_A_DOCUMENT = 'Not a document the lender may ask for.';
export const NOT_REQUESTED = 'The lender did not ask for this document.';
export const NOTHING_TO_REVIEW = 'Nothing has been uploaded for this document yet.';
export const DOCUMENTS_NEED_SIGN_IN = 'Sign in to upload your documents.';
export const NO_APPLICATION = 'Send your finance application first; the lender then says which documents it needs.';

export const LenderDocumentSchema = v.picklist(LENDER_DOCUMENTS, NOT_A_DOCUMENT);

const Iso = v.pipe(v.string(), v.isoTimestamp());

export const DealDocumentSchema = v.object({
  kind: LenderDocumentSchema,
  state: v.picklist(DOCUMENT_STATES),
  /** The dealer's reason, for needsNew only. */
  reason: v.nullable(v.pipe(v.string(), v.maxLength(REASON_MAX))),
  /** When the current file was uploaded; null while requested. */
  uploadedAt: v.nullable(Iso),
  /** The upload's kind by content ('pdf', 'jpeg'); null while requested. */
  fileType: v.nullable(v.picklist(['pdf', 'jpeg'])),
  /** A same-origin, signed, short-lived address of the current file: read it now, do not keep it. */
  viewUrl: v.nullable(v.string()),
});
export type DealDocument = v.InferOutput<typeof DealDocumentSchema>;

/**
 * `GET /api/deals/{id}/documents`, the answer of `PUT /api/deals/{id}/documents/{kind}` (the raw file as the
 * body), and `GET /dealer/api/deals/{id}/documents`: the documents the lender asked for, in LENDER_DOCUMENTS
 * order. Empty before the application has an approval.
 */
export const DealDocumentsSchema = v.object({
  dealId: v.string(),
  documents: v.array(DealDocumentSchema),
});
export type DealDocuments = v.InferOutput<typeof DealDocumentsSchema>;

/** `PUT /dealer/api/deals/{id}/documents/{kind}/review`: the dealer accepts the file or asks for a new one. */
export const ReviewDocumentRequestSchema = v.variant('state', [
  v.object({ state: v.literal('accepted') }),
  v.object({
    state: v.literal('needsNew'),
    reason: v.pipe(
      v.string(REASON_REQUIRED),
      v.trim(),
      v.minLength(1, REASON_REQUIRED),
      v.maxLength(REASON_MAX, REASON_TOO_LONG),
    ),
  }),
]);
export type ReviewDocumentRequest = v.InferInput<typeof ReviewDocumentRequestSchema>;
