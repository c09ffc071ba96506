/** Starting a deal, apart from the rest of the deal API: home and listings cards need only this. */
import * as v from 'valibot';

export const CreateDealRequestSchema = v.object({ vehicleId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/)) });
export const CreateDealResponseSchema = v.object({ dealId: v.string() });
