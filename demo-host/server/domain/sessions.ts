/** How long a session lives: the cookie middleware and the retention job read the same limits. */

/** A session unused for this long is gone; the visitor gets a fresh anonymous one. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** However busy, a session ends this long after it began (a stolen cookie does not live forever). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
