/** The ghost fetchers: one per endpoint; what they send and parse is src/contract/ghost.ts (documented there). */
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
