/** The auth fetchers: one per endpoint; what they send and parse is src/contract/auth.ts (documented there). */
import type * as v from 'valibot';
import { http } from '../../lib/http.ts';
import {
  type LoginRequest,
  type LoginResponse,
  LoginResponseSchema,
  LogoutResponseSchema,
} from '../../contract/auth.ts';

export function login(body: LoginRequest): Promise<LoginResponse> {
  return http.post('/auth/login', LoginResponseSchema, body);
}

/** Seed 000 §2: the logout form posts to /logout with the CSRF token (the client adds the header). */
export function logout(): Promise<v.InferOutput<typeof LogoutResponseSchema>> {
  return http.post('/logout', LogoutResponseSchema, undefined, { root: true });
}
