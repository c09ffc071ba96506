/** What a failed API call means to the member: which words to show, and whether the session ended. */
import type { Signal } from '@preact/signals';
import type { FieldError } from '../../contract/http.ts';
import { ApiError } from '../../lib/http.ts';
import { plural, serverMessage, t } from '../i18n/index.ts';

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 401;
}

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 403;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404;
}

/** A 429's wait in words: seconds under a minute, else whole minutes rounded up. */
export function waitMessage(seconds: number): string {
  return seconds < 60
    ? plural('error.waitSeconds', Math.max(1, seconds))
    : plural('error.waitMinutes', Math.ceil(seconds / 60));
}

/**
 * The sentence for a failure: a 4xx from our server carries words for people (translated when the
 * contract names them); a network failure, a 5xx or a malformed answer carries developer text instead.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return t('error.unexpected');
  if (error.isTooManyRequests) return waitMessage(error.retryWaitSeconds);
  if (error.kind === 'network') return t('error.network');
  if (error.kind === 'http' && error.status === 503) return t('error.unavailable');
  // A body that did not parse leaves the client's own "GET /x failed with 404": not for people.
  const fromServer = error.kind === 'http' && error.status < 500 && !/ failed with \d+$/.test(error.message);
  return fromServer ? serverMessage(error.message) : t('error.unexpected');
}

/**
 * A refused save, where each part belongs: a 401 ends the session (when the caller handles it), the field
 * errors of a 400 go on their fields, any other failure is the form's one message.
 */
export function placeRefusal(
  error: unknown,
  to: {
    onUnauthorized?: (() => void) | undefined;
    place: (errors: FieldError[]) => void;
    formError: Signal<string | null>;
  },
): void {
  if (isUnauthorized(error) && to.onUnauthorized) to.onUnauthorized();
  else if (error instanceof ApiError && error.isBadRequest && error.fieldErrors.length > 0) to.place(error.fieldErrors);
  else to.formError.value = failureMessage(error);
}
