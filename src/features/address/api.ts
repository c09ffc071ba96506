/** Address-related calls (seed 001 §7). */
import * as v from 'valibot';
import { http } from '../../lib/http.ts';

export const StateSchema = v.object({ abbreviation: v.pipe(v.string(), v.length(2)), name: v.string() });
export type UsState = v.InferOutput<typeof StateSchema>;
export const StatesSchema = v.array(StateSchema);

export function getStates(): Promise<UsState[]> {
  return http.get('/states', StatesSchema);
}
