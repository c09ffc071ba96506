/** The wire shapes every API call shares: the error body with its field errors, and the query string. */
import * as v from 'valibot';

export const FieldErrorSchema = v.object({ field: v.string(), message: v.string() });
export type FieldError = v.InferOutput<typeof FieldErrorSchema>;

/** The body of every 4xx/5xx from our API: a message and, for a 400, the fields at fault. */
export const ErrorBodySchema = v.object({
  message: v.string(),
  fieldErrors: v.optional(v.array(FieldErrorSchema), []),
  /** On a 429: how long until the client may try again (also in Retry-After, which CORS may hide). */
  retryAfterSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(86_400))),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

export type Query = Record<string, string | number | boolean | undefined | null | readonly (string | number)[]>;

/** Arrays become repeated keys (`makes=BMW&makes=Toyota`), empty values are left out. */
export function withQuery(url: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/** For endpoints whose response body the app ignores. */
export const IgnoredBodySchema = v.unknown();
