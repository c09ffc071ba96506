/**
 * The finance authorisation's version the app shows today (authorization.ts has the texts): the model
 * sends it with the application, while the texts come with the review step's chunk.
 */
export const CURRENT_VERSION = '2026-12-15';
