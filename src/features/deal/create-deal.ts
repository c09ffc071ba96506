/** Starting a deal, apart from the rest of the deal API: home and listings cards need only this. */

import { http } from '../../lib/http.ts';
import { CreateDealResponseSchema } from '../../contract/create-deal.ts';

/** POST /deals: starts a deal for a vehicle (the spec names no creation call; ours). */
export const createDeal = (vehicleId: string) => http.post('/deals', CreateDealResponseSchema, { vehicleId });
