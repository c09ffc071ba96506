/**
 * The lender's documents of one deal: the list as the server has it, and each document's upload under way —
 * its progress, its failure in the shopper's words, and the file kept for a retry. A file over the cap is
 * refused before it is sent (the server refuses it too, while it streams).
 */
import { batch, signal } from '@preact/signals';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE,
  DOCUMENT_TYPE,
  DOCUMENTS_NEED_SIGN_IN,
  NO_APPLICATION,
  NOT_REQUESTED,
  type DealDocuments,
  type LenderDocument,
} from '../../contract/documents.ts';
import { TOO_MANY_UPLOADS, UPLOAD_INTERRUPTED, UPLOAD_QUOTA_FULL } from '../../contract/uploads.ts';
import { ApiError } from '../../lib/http.ts';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { createRemote, errorMessages } from '../../lib/remote-data.ts';
import { getDocuments, removeDocument, uploadDocument } from './api.ts';

/** The contract's refusals, in the shopper's language. */
const KNOWN: Record<string, MessageKey> = {
  [DOCUMENT_TOO_LARGE]: 'documents.error.tooLarge',
  [DOCUMENT_TYPE]: 'documents.error.type',
  [DOCUMENTS_NEED_SIGN_IN]: 'documents.error.signIn',
  [NOT_REQUESTED]: 'documents.error.notRequested',
  [NO_APPLICATION]: 'documents.error.noApplication',
  [TOO_MANY_UPLOADS]: 'documents.error.tooMany',
  [UPLOAD_QUOTA_FULL]: 'documents.error.quota',
  [UPLOAD_INTERRUPTED]: 'documents.error.interrupted',
};
export const translated = (messages: readonly string[]): string[] => [
  ...new Set(messages.map((m) => (KNOWN[m] ? t(KNOWN[m]) : m))),
];

export type UploadState = {
  /** 0 to 1 while sending; null when no upload is under way. */
  progress: number | null;
  errors: string[];
  /** The file of the last failed upload, for "Try again". */
  failed: File | null;
  /** Set once the last upload was received (announced). */
  done: boolean;
};

const IDLE: UploadState = { progress: null, errors: [], failed: null, done: false };

export type DocumentsApi = { load: typeof getDocuments; send: typeof uploadDocument; remove: typeof removeDocument };

export function createDocumentsModel(
  dealId: string,
  api: DocumentsApi = { load: getDocuments, send: uploadDocument, remove: removeDocument },
) {
  const list = createRemote<DealDocuments>();
  const uploads = signal<Partial<Record<LenderDocument, UploadState>>>({});

  const patch = (kind: LenderDocument, next: Partial<UploadState>) => {
    uploads.value = { ...uploads.value, [kind]: { ...(uploads.value[kind] ?? IDLE), ...next } };
  };

  const load = () => list.run((s) => api.load(dealId, s));

  /** Sends the file as the deal's `kind`; true once the server received it. */
  async function upload(kind: LenderDocument, file: File): Promise<boolean> {
    if (uploads.value[kind]?.progress != null) return false;
    if (file.size > DOCUMENT_MAX_BYTES) {
      patch(kind, { errors: [t('documents.error.tooLarge')], failed: null, done: false });
      return false;
    }
    patch(kind, { progress: 0, errors: [], failed: null, done: false });
    try {
      const answer = await api.send(dealId, kind, file, { onProgress: (sent) => patch(kind, { progress: sent }) });
      batch(() => {
        list.set(answer);
        patch(kind, { progress: null, done: true });
      });
      return true;
    } catch (failure) {
      // A refusal of the file (too large, not a document) is not helped by sending it again.
      const retryable =
        !(failure instanceof ApiError && failure.kind === 'http' && failure.status < 500) ||
        failure.status === 429 ||
        failure.message === UPLOAD_INTERRUPTED;
      patch(kind, { progress: null, errors: translated(errorMessages(failure)), failed: retryable ? file : null });
      return false;
    }
  }

  function retry(kind: LenderDocument): Promise<boolean> {
    const file = uploads.value[kind]?.failed;
    return file ? upload(kind, file) : Promise.resolve(false);
  }

  /** Takes the file back (a wrong one sent): the document is requested again. */
  async function remove(kind: LenderDocument): Promise<void> {
    if (uploads.value[kind]?.progress != null) return;
    patch(kind, { errors: [], failed: null, done: false });
    try {
      list.set(await api.remove(dealId, kind));
    } catch (failure) {
      patch(kind, { errors: translated(errorMessages(failure)) });
    }
  }

  return { dealId, list, uploads, load, upload, retry, remove };
}

export type DocumentsModel = ReturnType<typeof createDocumentsModel>;
