/**
 * A session belongs to the campaign whose page began it, for good: CORS lets only that campaign's
 * origins read it (cors.ts). A page (shell or page context) of another campaign therefore begins a
 * new anonymous session for that campaign and leaves the other one as it was, instead of moving it:
 * moving it would hand the new campaign's origin the other session's token and visitor.
 */
import type { Context } from 'hono';
import { getSessionCampaign, setSessionCampaign } from '../db/credit-repo.ts';
import { inTransaction } from '../db/database.ts';
import { countWidgetOpen } from '../db/funnel-repo.ts';
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

/**
 * A page of the widget was served for `campaign` (and its dealer): the session remembers them (the credit
 * calls carry no campaign: they read the one this session's page was rendered for), and the funnel counts
 * the widget's open, once per session and dealer day.
 */
export async function recordPageCampaign(
  db: Db,
  session: Session,
  campaign: string,
  dealerId: string | null,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await setSessionCampaign(tx, session.id, campaign, dealerId);
    await countWidgetOpen(tx, { sessionId: session.id, dealerId, campaign, at: Date.now() });
  });
}
