/**
 * A file sent as the raw body of a PUT, with its progress (fetch cannot report an upload's): the same headers,
 * cookies, errors and parsing as every call of the one client (http.ts). Apart from it, so the first paint does
 * not carry it.
 */
import './i18n/parts/uploads.ts';
import type * as v from 'valibot';
import { TOO_MANY_UPLOADS, UPLOAD_INTERRUPTED, UPLOAD_QUOTA_FULL } from '../contract/uploads.ts';
import { ApiError, apiUrl, csrfHeader, report, settle } from './http.ts';
import { t, type MessageKey } from './i18n/index.ts';
import { errorMessages, isRetryable } from './remote-data.ts';

type AnySchema = v.GenericSchema<unknown, unknown>;

export type UploadOptions = {
  /** The share of the body sent so far, 0 to 1, as it goes. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
};

export function upload<S extends AnySchema>(
  path: string,
  schema: S,
  file: Blob,
  options: UploadOptions = {},
): Promise<v.InferOutput<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    const csrf = csrfHeader();
    if (csrf) xhr.setRequestHeader(csrf.header, csrf.token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort);
    xhr.onloadend = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    xhr.onerror = () => {
      const error = new ApiError(`PUT ${path}: network error`, 'network', 0);
      report(error);
      reject(error);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        data = xhr.responseText;
      }
      try {
        resolve(settle('PUT', path, schema, xhr.status >= 200 && xhr.status < 300 ? null : xhr.status, data, []));
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.send(file);
  });
}

/** The server's refusals any upload can meet (contract/uploads.ts), in the shopper's language. */
const UPLOAD_REFUSALS: Readonly<Record<string, MessageKey>> = {
  [TOO_MANY_UPLOADS]: 'uploads.error.tooMany',
  [UPLOAD_QUOTA_FULL]: 'uploads.error.quota',
  [UPLOAD_INTERRUPTED]: 'uploads.error.interrupted',
};

/**
 * A failure's messages in the shopper's language: the server words the contract's refusals in English, so the
 * feature's own (`known`) and every upload's are looked up; anything else shows as `errorMessages` gives it.
 */
export function refusalWords(error: unknown, known: Readonly<Record<string, MessageKey>> = {}): string[] {
  return [
    ...new Set(
      errorMessages(error).map((message) => {
        const key = known[message] ?? UPLOAD_REFUSALS[message];
        return key ? t(key) : message;
      }),
    ),
  ];
}

/** Whether sending the same file again can go differently: `isRetryable`, or a body cut short on the way. */
export const canSendAgain = (error: unknown): boolean =>
  isRetryable(error) || (error instanceof ApiError && error.message === UPLOAD_INTERRUPTED);
