/**
 * `POST /deals/{id}/save-at-sign-in` (ours): a visitor's 'Sign in to save this deal' keeps the name and
 * choices on their screen with the deal; the sign-in that claims the deal saves it with them. Its own
 * module: only the save panel's chunk sends it, so the deal page's first chunk stays in its budget.
 */
import * as v from 'valibot';
import { UpdateDealRequestSchema } from './deal.ts';

export const SaveAtSignInRequestSchema = v.omit(UpdateDealRequestSchema, ['sendLead']);
export type SaveAtSignInRequest = v.InferOutput<typeof SaveAtSignInRequestSchema>;
export const SaveAtSignInResponseSchema = v.object({ saveAtSignIn: v.literal(true) });
export type SaveAtSignInResponse = v.InferOutput<typeof SaveAtSignInResponseSchema>;
