/** The documents fetchers: what they send and parse is src/contract/documents.ts (documented there). */
import { DealDocumentsSchema, type DealDocuments, type LenderDocument } from '../../contract/documents.ts';
import { http } from '../../lib/http.ts';
import { upload, type UploadOptions } from '../../lib/upload.ts';

const path = (dealId: string, rest = '') => `/deals/${encodeURIComponent(dealId)}/documents${rest}`;

export const getDocuments = (dealId: string, signal?: AbortSignal): Promise<DealDocuments> =>
  http.get(path(dealId), DealDocumentsSchema, signal ? { signal } : {});

/** The file as the raw body, with its progress. */
export const uploadDocument = (
  dealId: string,
  kind: LenderDocument,
  file: Blob,
  options: UploadOptions = {},
): Promise<DealDocuments> => upload(path(dealId, `/${kind}`), DealDocumentsSchema, file, options);

/** Takes the uploaded file back: the document is requested again. */
export const removeDocument = (dealId: string, kind: LenderDocument): Promise<DealDocuments> =>
  http.delete(path(dealId, `/${kind}`), DealDocumentsSchema);
