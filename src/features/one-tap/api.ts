/** The one tap fetchers: one per endpoint; what they send and parse is src/contract/one-tap.ts (documented there). */
import { http } from '../../lib/http.ts';
import { DUPLICATE_EMAIL } from '../../contract/auth.ts';
import {
  type SsoSignInResponse,
  GOOGLE_CALLBACK_PATH,
  SsoSignInResponseSchema,
  type RegisterSsoRequest,
  type RegisterSsoResponse,
  RegisterSsoResponseSchema,
} from '../../contract/one-tap.ts';

export { DUPLICATE_EMAIL };

export function signInWithGoogle(credential: string): Promise<SsoSignInResponse> {
  return http.post(GOOGLE_CALLBACK_PATH, SsoSignInResponseSchema, { credential }, { root: true });
}

export function registerSso(body: RegisterSsoRequest): Promise<RegisterSsoResponse> {
  return http.post('/profile/register-sso', RegisterSsoResponseSchema, body);
}
