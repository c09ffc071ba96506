/** `POST /api/log-fe-message` (seed 000 §7): the request body, shared with the server. */
import * as v from 'valibot';

export const LogMessageSchema = v.object({
  message: v.pipe(v.string(), v.nonEmpty('Message is required'), v.maxLength(4000)),
  level: v.optional(v.picklist(['error', 'warn', 'info']), 'error'),
  url: v.optional(v.pipe(v.string(), v.maxLength(2048)), ''),
  /**
   * A failure the app handles as a state (a 429, a credit 404): reported, as seed 001 §8 wants all
   * but 400s, and tagged so it does not alarm whoever reads the errors.
   */
  expected: v.optional(v.boolean(), false),
});
export type LogMessage = v.InferOutput<typeof LogMessageSchema>;
export const LogResponseSchema = v.object({ logged: v.boolean() });
