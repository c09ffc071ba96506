/** Starting a deal from a vehicle card or page, apart from the deal API: first paint carries none of the deal desk's schemas. */
import { http } from '../../lib/http.ts';
import { CreateDealResponseSchema } from '../../contract/create-deal.ts';

/** POST /deals: starts a deal for a vehicle (the spec names no creation call; ours). */
export const createDeal = (vehicleId: string) => http.post('/deals', CreateDealResponseSchema, { vehicleId });
