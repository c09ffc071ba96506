/**
 * `POST /deals/{id}/save-at-sign-in` (ours): a visitor's 'Sign in to save this deal' keeps the name and
 * choices on their screen with the deal; the sign-in that claims the deal saves it with them. Its own
 * module: only the save panel's chunk sends it, so the deal page's first chunk stays in its budget.
 */

import { http } from '../../lib/http.ts';
import { type SaveAtSignInRequest, SaveAtSignInResponseSchema } from '../../contract/save-at-sign-in.ts';

export const saveAtSignIn = (id: string, body: SaveAtSignInRequest) =>
  http.post(`/deals/${encodeURIComponent(id)}/save-at-sign-in`, SaveAtSignInResponseSchema, body);
