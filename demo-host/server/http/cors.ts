/**
 * CORS for `/api/*` (and the one-tap callback). A dealer origin may read the API only for its own
 * campaign (its `allowedOrigins`): every other origin gets no CORS headers at all, so the browser
 * keeps the response from it.
 *
 * A request's campaign is its session's (the campaign whose page or page context began it, fixed
 * for the session's life: campaign-session.ts), whatever `?campaign=` says; the query names it only
 * on the anonymous endpoints (ANONYMOUS_ENDPOINTS, which read nothing of a session) and on a request
 * whose session has no campaign yet or that has no session. A request with neither (no session yet:
 * the states, a search before the page context) holds nothing of a shopper's or of a campaign's, so
 * any campaign's origin may read it. A preflight carries no cookies: it is answered
 * for the campaign it names, else for any campaign's origin; the request itself is checked again,
 * and a write needs the CSRF token, which only its own campaign's page context hands out.
 */
import type { MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { CSRF_HEADER_NAME } from '../../../src/contract/page-context.ts';
import { CampaignSlugSchema } from '../services/context-builder.ts';
import { getSessionCampaign } from '../db/credit-repo.ts';
import { json } from '../db/repo.ts';
import { isAllowedOrigin } from '../db/campaigns-repo.ts';
import type { Db } from '../db/schema.ts';
import type { AppEnv } from './app-env.ts';
import { currentSession } from './security.ts';

export const CORS_METHODS = 'GET, POST, PUT, DELETE';
/**
 * How long a browser may reuse a preflight's answer: a minute, so an origin taken off a campaign's list in the
 * workspace stops reading the API within one. Nothing else holds the list: every request reads it from the
 * database, so every process follows a change at once.
 */
export const PREFLIGHT_MAX_AGE_SECONDS = 60;

/** The API paths that read nothing of a session: their `?campaign=` decides who may read them. */
export const ANONYMOUS_ENDPOINTS: readonly string[] = ['/api/lead/call-center'];
export const CORS_HEADERS = `Content-Type, ${CSRF_HEADER_NAME}, Accept`;

/** Whether the campaign lets `origin` embed it; false for an unknown campaign. */
export async function campaignAllowsOrigin(db: Db, slug: string, origin: string): Promise<boolean> {
  const row = await db.selectFrom('campaigns').select('allowed_origins').where('slug', '=', slug).executeTakeFirst();
  return row !== undefined && json<string[]>(row.allowed_origins).includes(origin);
}

/** The campaign a request names in its query; a malformed value names no campaign anyone allows. */
function namedCampaign(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return v.is(CampaignSlugSchema, value) ? value : null;
}

export function apiCors(db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const named = namedCampaign(c.req.query('campaign'));
    const allowedFor = async (campaign: string | null | undefined): Promise<boolean> => {
      if (origin === undefined || campaign === null) return false;
      return campaign === undefined ? isAllowedOrigin(db, origin) : campaignAllowsOrigin(db, campaign, origin);
    };
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = { Vary: 'Origin' };
      if (origin !== undefined && (await allowedFor(named))) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Access-Control-Allow-Credentials'] = 'true';
        headers['Access-Control-Allow-Methods'] = CORS_METHODS;
        headers['Access-Control-Allow-Headers'] = CORS_HEADERS;
        headers['Access-Control-Max-Age'] = String(PREFLIGHT_MAX_AGE_SECONDS);
      }
      return c.body(null, 204, headers);
    }
    await next();
    // Responses differ per Origin, so shared caches must key on it even when no header is added.
    c.res.headers.append('Vary', 'Origin');
    if (origin === undefined) return;
    // After the handler: the session may have begun (page context) or changed (sign-in) on the way.
    const session = currentSession(c);
    const own = session ? ((await getSessionCampaign(db, session.id))?.campaignSlug ?? null) : undefined;
    const pinned = own && !ANONYMOUS_ENDPOINTS.includes(c.req.path) ? own : undefined;
    const campaign = pinned ?? (named !== undefined ? named : own);
    if (await allowedFor(campaign)) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    }
  };
}
