/**
 * A lazy import that can be tried again: Chromium and Firefox keep a failed module fetch for the
 * page's life, so asking for the same URL again fails at once. A retry asks for the chunk the failure
 * named under another URL (the server ignores the query).
 */
const RETRYING = Symbol('retrying');

type Load<T> = (() => Promise<T>) & { [RETRYING]?: true };

/** The chunk a failed dynamic import names, from the browser's message; null when it names none. */
export function failedChunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return /\b(https?:\/\/[^\s?#]+\.m?js)\b/.exec(message)?.[1] ?? null;
}

/** `load`, except that after a failure it asks for the failed chunk anew; wrapping twice changes nothing. */
export function retryingImport<T>(load: Load<T>): Load<T> {
  if (load[RETRYING]) return load;
  let failedUrl: string | null = null;
  let retries = 0;
  const retrying: Load<T> = () =>
    (failedUrl ? (import(/* @vite-ignore */ `${failedUrl}?retry=${++retries}`) as Promise<T>) : load()).catch(
      (error: unknown) => {
        failedUrl ??= failedChunkUrl(error);
        throw error;
      },
    );
  return retriesItself(retrying);
}

/** Marks a load that already retries its chunks inside (with more than the chunk), so none wraps it again. */
export function retriesItself<T>(load: Load<T>): Load<T> {
  load[RETRYING] = true;
  return load;
}
