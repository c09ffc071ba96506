/** The Hono environment of every route: the per-request variables the session middleware sets. */
import type { Session } from '../db/sessions-repo.ts';

/** `session` is set when the request has one; `loaded` marks that the cookie was looked up already. */
export type AppEnv = { Variables: { session: Session; loaded: boolean } };
