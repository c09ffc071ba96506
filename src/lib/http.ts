/**
 * The one HTTP client. Every call goes to `{apiBase}/api…`, carries the CSRF header from the
 * page's meta tags on mutating methods, sends cookies, and parses the response with a valibot
 * schema at the edge. Failures become an `ApiError`; a 400 carries field errors for forms.
 * Everything except a 400 is reported to `POST /api/log-fe-message` (seed 001 §8); a 429 and the
 * statuses a caller expects are reported tagged `expected`.
 */
import * as v from 'valibot';
import type { LogMessage } from '../contract/log.ts';
import type { CsrfConfig } from '../contract/page-context.ts';
import { withoutSecrets } from '../contract/secret-params.ts';
import { type FieldError, type Query, withQuery, ErrorBodySchema } from '../contract/http.ts';

/** The wait assumed when a 429 does not say how long. */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly fieldErrors: FieldError[] = [],
    /** Set on a 429: seconds until another attempt is allowed. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
  get isTooManyRequests(): boolean {
    return this.status === 429;
  }
  /** How long a 429 asks to wait; our server always says, a proxy's 429 may not. */
  get retryWaitSeconds(): number {
    return this.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS;
  }
  get isBadRequest(): boolean {
    return this.status === 400;
  }
  get isNotFound(): boolean {
    return this.status === 404;
  }
}
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type AnySchema = v.GenericSchema<unknown, unknown>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Outside the /api prefix (the spec's `/logout` form endpoint). */
  root?: boolean;
  /** Send the CSRF header on a GET too: the spec's MFA verify calls are GETs that sign a shopper in. */
  csrf?: boolean;
  /**
   * Statuses the caller turns into a state (seed 000 §8: a credit 404 clears data): still reported
   * (seed 001 §8), but tagged as expected.
   */
  expected?: readonly number[];
};

const config = { apiBase: '', csrf: null as CsrfConfig | null, reportErrors: true };
/** GET bodies the page's HTML already carries (home's stock search), by URL, each served once. */
let given = new Map<string, unknown>();

/** Seed 000 §9: the error reporter is enabled for prod, beta and dev only (tracking is on everywhere). */
export const ERROR_REPORTER_ENVIRONMENTS: readonly string[] = ['prod', 'beta', 'dev'];

export function isErrorReporterEnabled(environment: string): boolean {
  return ERROR_REPORTER_ENVIRONMENTS.includes(environment);
}

/** Called once at boot with what the page context says (and the responses the page came with). */
export function configureHttp(options: {
  apiBase: string;
  csrf: CsrfConfig;
  reportErrors?: boolean;
  responses?: Readonly<Record<string, unknown>> | undefined;
}): void {
  config.apiBase = options.apiBase.replace(/\/$/, '');
  config.csrf = options.csrf;
  config.reportErrors = options.reportErrors ?? true;
  given = new Map(Object.entries(options.responses ?? {}));
}

/** The session id (and with it the CSRF token) changes at login and logout. */
export function setCsrfToken(token: string): void {
  if (config.csrf) config.csrf = { ...config.csrf, token };
}

export function apiUrl(path: string): string {
  return `${config.apiBase}/api${path}`;
}

/** A URL outside the /api prefix on the API's origin (the logout form's action). */
export function rootUrl(path: string): string {
  return `${config.apiBase}${path}`;
}

/** The session's CSRF token now, for an HTML form's hidden field ('' before boot). */
export function csrfToken(): string {
  return config.csrf?.token ?? '';
}

/** The CSRF header a mutating call carries (null before boot), for requests made outside `request` (uploads). */
export function csrfHeader(): CsrfConfig | null {
  return config.csrf;
}

/** A body that is not JSON reads as its text, an empty one as null: the schema then decides. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function request<S extends AnySchema>(
  method: Method,
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<v.InferOutput<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if ((method !== 'GET' || options.csrf) && config.csrf) headers[config.csrf.header] = config.csrf.token;
  // A form (a file upload) sets its own multipart Content-Type with the boundary.
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const url = withQuery(options.root ? rootUrl(path) : apiUrl(path), options.query);
  let failedWith: number | null = null;
  let data: unknown;
  if (method === 'GET' && given.has(url)) {
    // Answered by the page itself, once: a later ask (Try again, coming back) gets fresh data. Parsed all the same.
    data = given.get(url);
    given.delete(url);
  } else {
    try {
      const response = await fetch(url, {
        method,
        headers,
        credentials: 'include',
        ...(options.body !== undefined
          ? { body: form ? (options.body as FormData) : JSON.stringify(options.body) }
          : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      if (!response.ok) failedWith = response.status;
      data = await readBody(response);
    } catch (cause) {
      // An abort is the caller's own doing: it goes back to the caller as it came.
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      const error = new ApiError(`${method} ${path}: network error`, 'network', 0);
      report(error);
      throw error;
    }
  }
  return settle(method, path, schema, failedWith, data, options.expected ?? []);
}

/** An answer read: a failure becomes an ApiError, a success is parsed by the schema (a bad shape is an error too). */
export function settle<S extends AnySchema>(
  method: Method,
  path: string,
  schema: S,
  failedWith: number | null,
  data: unknown,
  expected: readonly number[],
): v.InferOutput<S> {
  if (failedWith !== null) throw toApiError(failedWith, data, method, path, expected);
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) {
    const where = parsed.issues.map((i) => v.getDotPath(i) ?? '(root)').join(', ');
    const error = new ApiError(`Unexpected response from ${method} ${path} at: ${where}`, 'invalid-response', 200);
    report(error);
    throw error;
  }
  return parsed.output as v.InferOutput<S>;
}

function toApiError(
  status: number,
  data: unknown,
  method: Method,
  path: string,
  expected: readonly number[],
): ApiError {
  const body = v.safeParse(ErrorBodySchema, data);
  const message = body.success ? body.output.message : `${method} ${path} failed with ${status}`;
  const error = new ApiError(
    message,
    'http',
    status,
    body.success ? body.output.fieldErrors : [],
    body.success ? (body.output.retryAfterSeconds ?? null) : null,
  );
  // Seed 001 §8: a 400 is the user's input, never reported; everything else is.
  if (status !== 400) report(error, { expected: isExpectedFailure(status, expected) });
  return error;
}

/** Whether the client reported this failure already (all it throws but a 400 and an abort): callers log only the rest. */
export function reportedByClient(error: unknown): boolean {
  return error instanceof ApiError && !(error.kind === 'http' && error.status === 400);
}

/**
 * Seed 001 §8: reported, but not a fault: the limiter doing its job (429) or a status the caller
 * turns into a state (a credit 404). Its report is tagged so it does not alarm.
 */
export function isExpectedFailure(status: number, expected: readonly number[] = []): boolean {
  return status === 429 || expected.includes(status);
}

export type ReportOptions = {
  /** A failure the app handles (see isExpectedFailure): reported all the same, tagged as expected. */
  expected?: boolean;
};

/** Fire-and-forget report of a failure; never throws and never reports itself. */
export function report(error: Error, options: ReportOptions = {}): void {
  if (!config.reportErrors) return;
  // Reports are read by people and tools outside the app: no invitation PIN or code in them.
  const message = withoutSecrets(`${error.name}: ${error.message}`).slice(0, 2000);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (config.csrf) headers[config.csrf.header] = config.csrf.token;
  fetch(apiUrl('/log-fe-message'), {
    method: 'POST',
    credentials: 'include',
    headers,
    body: JSON.stringify({
      message,
      level: 'error',
      url: withoutSecrets(globalThis.location?.href ?? ''),
      expected: options.expected ?? false,
    } satisfies LogMessage),
    keepalive: true,
  }).catch(() => {
    // Reporting is best effort: a failed report must not cause another report.
  });
}

export const http = {
  get: <S extends AnySchema>(path: string, schema: S, options?: Omit<RequestOptions, 'body'>) =>
    request('GET', path, schema, options),
  post: <S extends AnySchema>(path: string, schema: S, body?: unknown, options?: RequestOptions) =>
    request('POST', path, schema, { ...options, body }),
  put: <S extends AnySchema>(path: string, schema: S, body?: unknown, options?: RequestOptions) =>
    request('PUT', path, schema, { ...options, body }),
  delete: <S extends AnySchema>(path: string, schema: S, options?: RequestOptions) =>
    request('DELETE', path, schema, options),
};
