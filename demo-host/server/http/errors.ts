/**
 * One error body for every 4xx/5xx (`ErrorBodySchema` of src/lib/http.ts) and the input checks
 * that produce the 400s: params, query and JSON bodies go through valibot, and anything the client
 * got wrong (shape, JSON syntax, content type) is a 400 with field errors, never a 500.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { ErrorBody, FieldError } from '../../../src/contract/http.ts';
import {
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  NotFound,
  QuotaExceeded,
  RateLimited,
  Unauthenticated,
} from '../domain/errors.ts';

/** Thrown by handlers and checks; `app.onError` turns it into the JSON error body. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

/** Field path for errors that concern the whole body or query rather than one field. */
export const ROOT_FIELD = '(root)';

export function errorBody(message: string, fieldErrors: FieldError[] = []): ErrorBody {
  return { message, fieldErrors };
}

/** A 429: the message, plus Retry-After and `retryAfterSeconds` (the header can be hidden from cross-origin callers). */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/** The HTTP error a thrown error stands for (a domain error by its kind), or null for an unexpected one. */
export function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof RateLimited) return new TooManyRequests(error.message, error.retryAfterSeconds);
  if (!(error instanceof DomainError)) return null;
  const status =
    error instanceof Invalid
      ? 400
      : error instanceof Unauthenticated
        ? 401
        : error instanceof Forbidden
          ? 403
          : error instanceof NotFound
            ? 404
            : error instanceof Conflict
              ? 409
              : error instanceof QuotaExceeded
                ? 413
                : null;
  return status === null ? null : new HttpError(status, error.message, error.fieldErrors);
}

export function jsonError(c: Context, status: ContentfulStatusCode, message: string, fieldErrors: FieldError[] = []) {
  return c.json(errorBody(message, fieldErrors), status);
}

/** One entry per issue; `field` is the issue's dot path (`address.zipCode`), or `(root)`. */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  return issues.map((issue) => ({ field: v.getDotPath(issue) ?? ROOT_FIELD, message: issue.message }));
}

type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * Where a NUL character hides in a parsed input (PostgreSQL text cannot hold one: it answered 500).
 * A loop, not recursion: a 64 KB body can nest thousands of arrays deep.
 */
function nulFields(input: unknown): FieldError[] {
  type Node = { value: unknown; key: string; parent: Node | null };
  const pathOf = (node: Node): string => {
    const keys: string[] = [];
    for (let n: Node | null = node; n?.parent; n = n.parent) keys.push(n.key);
    return keys.length ? keys.reverse().join('.') : ROOT_FIELD;
  };
  const found: FieldError[] = [];
  const stack: Node[] = [{ value: input, key: '', parent: null }];
  while (stack.length && found.length < 20) {
    const node = stack.pop() as Node;
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes('\u0000'))
        found.push({ field: pathOf(node), message: 'Text must not contain a NUL character' });
    } else if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as readonly [string, unknown];
        stack.push({ value: item, key, parent: node });
      }
    }
  }
  return found;
}

/** Checks a value (route params, query) against a schema or throws a 400 with field errors. */
export function parseInput<S extends AnySchema>(schema: S, value: unknown): v.InferOutput<S> {
  const nul = nulFields(value);
  if (nul.length) throw new HttpError(400, 'Invalid request', nul);
  const result = v.safeParse(schema, value);
  if (!result.success) throw new HttpError(400, 'Invalid request', toFieldErrors(result.issues));
  return result.output as v.InferOutput<S>;
}

/** Reads a JSON request body: wrong content type, bad JSON and a bad shape are all 400s. */
export async function readJsonBody<S extends AnySchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(400, 'Content-Type must be application/json', [
      { field: ROOT_FIELD, message: 'Content-Type must be application/json' },
    ]);
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, 'Malformed JSON body', [{ field: ROOT_FIELD, message: 'Malformed JSON body' }]);
  }
  return parseInput(schema, body);
}
