/**
 * A file sent as the raw body of a PUT, with its progress (fetch cannot report an upload's): the same headers,
 * cookies, errors and parsing as every call of the one client (http.ts). Apart from it, so the first paint does
 * not carry it.
 */
import type * as v from 'valibot';
import { ApiError, apiUrl, csrfHeader, report, settle } from './http.ts';

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
