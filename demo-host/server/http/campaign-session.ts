/**
 * A session belongs to the campaign whose page began it, for good: CORS lets only that campaign's
 * origins read it (cors.ts). A page (shell or page context) of another campaign therefore begins a
 * new anonymous session for that campaign and leaves the other one as it was, instead of moving it:
 * moving it would hand the new campaign's origin the other session's token and visitor.
 */
import type { Context } from 'hono';
import { getSessionCampaign } from '../db/credit-repo.ts';
import type { Session } from '../db/sessions-repo.ts';
import type { Db } from '../db/schema.ts';
import type { AppEnv } from './app-env.ts';
import { adoptSession, createSession, ensureSession } from './security.ts';

/** The request's session when it is `campaign`'s or has no campaign yet; otherwise a new one (and its cookie). */
export async function sessionForCampaign(c: Context<AppEnv>, db: Db, campaign: string): Promise<Session> {
  const session = await ensureSession(c, db);
  if (session.blank) return session;
  const page = await getSessionCampaign(db, session.id);
  if (page === null || page.campaignSlug === campaign) return session;
  const fresh = await createSession(db, null);
  adoptSession(c, fresh);
  return fresh;
}
