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
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { createRemote } from '../../lib/remote-data.ts';
import { canSendAgain, refusalWords } from '../../lib/upload.ts';
import { getDocuments, removeDocument, uploadDocument } from './api.ts';

/** The contract's refusals, in the shopper's language. */
const KNOWN: Record<string, MessageKey> = {
  [DOCUMENT_TOO_LARGE]: 'documents.error.tooLarge',
  [DOCUMENT_TYPE]: 'documents.error.type',
  [DOCUMENTS_NEED_SIGN_IN]: 'documents.error.signIn',
  [NOT_REQUESTED]: 'documents.error.notRequested',
  [NO_APPLICATION]: 'documents.error.noApplication',
};
/** A failure of the list or of one document, in the shopper's words. */
export const documentsRefusal = (error: unknown): string[] => refusalWords(error, KNOWN);

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

export function createDocumentsModel(dealId: string) {
  const list = createRemote<DealDocuments>();
  const uploads = signal<Partial<Record<LenderDocument, UploadState>>>({});

  const patch = (kind: LenderDocument, next: Partial<UploadState>) => {
    uploads.value = { ...uploads.value, [kind]: { ...(uploads.value[kind] ?? IDLE), ...next } };
  };

  const load = () => list.run((s) => getDocuments(dealId, s));

  /** Sends the file as the deal's `kind`; true once the server received it. */
  async function upload(kind: LenderDocument, file: File): Promise<boolean> {
    if (uploads.value[kind]?.progress != null) return false;
    if (file.size > DOCUMENT_MAX_BYTES) {
      patch(kind, { errors: [t('documents.error.tooLarge')], failed: null, done: false });
      return false;
    }
    patch(kind, { progress: 0, errors: [], failed: null, done: false });
    try {
      const answer = await uploadDocument(dealId, kind, file, {
        onProgress: (sent) => patch(kind, { progress: sent }),
      });
      batch(() => {
        list.set(answer);
        patch(kind, { progress: null, done: true });
      });
      return true;
    } catch (failure) {
      patch(kind, { progress: null, errors: documentsRefusal(failure), failed: canSendAgain(failure) ? file : null });
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
      list.set(await removeDocument(dealId, kind));
    } catch (failure) {
      patch(kind, { errors: documentsRefusal(failure) });
    }
  }

  return { dealId, list, uploads, load, upload, retry, remove };
}

export type DocumentsModel = ReturnType<typeof createDocumentsModel>;
