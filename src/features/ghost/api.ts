/**
 * Ghost registration calls (seed 001 §7): the ghost-lead cookie and `POST /profile/register-ghost`.
 * The sandbox server validates the request with these same schemas.
 *
 * Choices where the spec says "not shown":
 * - `GET /profile/ghost-lead-cookie?campaign=…` answers 200 with the lead, or 204 (no body, read as
 *   null) when the browser has no ghost-lead cookie or its lead belongs to another campaign.
 * - `DELETE /profile/ghost-lead-cookie` answers 204 and only clears the cookie: the lead and the
 *   consent it gave are records the dealer must keep.
 * - `POST /profile/register-ghost?campaign=…&dealer=…` answers 200 with the signed-in user and the
 *   new session's CSRF token (the session is replaced, as at login); a 400 carries field errors,
 *   'Duplicate email' on `email` when the address already has an account.
 */

import { http } from '../../lib/http.ts';
import { IgnoredBodySchema } from '../../contract/http.ts';
import {
  type GhostLead,
  GhostLeadCookieResponseSchema,
  type RegisterGhostRequest,
  type GhostScope,
  type RegisterGhostResponse,
  RegisterGhostResponseSchema,
} from '../../contract/ghost.ts';

export function getGhostLeadCookie(campaign: string, signal?: AbortSignal): Promise<GhostLead | null> {
  return http.get('/profile/ghost-lead-cookie', GhostLeadCookieResponseSchema, {
    query: { campaign },
    ...(signal ? { signal } : {}),
  });
}

export async function deleteGhostLeadCookie(): Promise<void> {
  await http.delete('/profile/ghost-lead-cookie', IgnoredBodySchema);
}

export function registerGhost(body: RegisterGhostRequest, scope: GhostScope): Promise<RegisterGhostResponse> {
  return http.post('/profile/register-ghost', RegisterGhostResponseSchema, body, {
    query: { campaign: scope.campaign, dealer: scope.dealer },
  });
}
