/**
 * What a service or a domain rule refuses, said without HTTP: http/app.ts's one onError gives each
 * kind its status and the JSON error body (the message and the field errors).
 */
import type { FieldError } from '../../../src/contract/http.ts';

export abstract class DomainError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

/** The input breaks a rule; the field errors say which (a 400 at the edge). */
export class Invalid extends DomainError {
  override name = 'Invalid';
}

/** Not signed in, or the sign-in was wrong or has ended (a 401). */
export class Unauthenticated extends DomainError {
  override name = 'Unauthenticated';
}

/** Not allowed to this asker (a 403). */
export class Forbidden extends DomainError {
  override name = 'Forbidden';
}

/** Not there, or not the asker's to see (a 404). */
export class NotFound extends DomainError {
  override name = 'NotFound';
}

/** The thing's state forbids it now: signed, linked elsewhere, taken (a 409). */
export class Conflict extends DomainError {
  override name = 'Conflict';
}

/** More than the asker may store: a quota is full (a 413). */
export class QuotaExceeded extends DomainError {
  override name = 'QuotaExceeded';
}

/** Too many tries: again after `retryAfterSeconds` (a 429 with Retry-After). */
export class RateLimited extends DomainError {
  override name = 'RateLimited';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
