/** The accessories fetchers: one per endpoint; what they send and parse is src/contract/accessories.ts (documented there). */
import { http } from '../../lib/http.ts';
import {
  VehicleAccessoriesSchema,
  SavedAccessoriesSchema,
  SaveAccessoriesResponseSchema,
  type SaveAccessoriesRequest,
} from '../../contract/accessories.ts';

const enc = encodeURIComponent;
const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export const getVehicleAccessories = (dealId: string, signal?: AbortSignal) =>
  http.get(`/accessories/deals/${enc(dealId)}`, VehicleAccessoriesSchema, opts(signal));

export const getSavedAccessories = (dealId: string, signal?: AbortSignal) =>
  http.get(`/deals/${enc(dealId)}/savedAccessories`, SavedAccessoriesSchema, opts(signal));

export const putSavedAccessories = (dealId: string, accessoryIds: readonly string[]) =>
  http.put(`/deals/${enc(dealId)}/savedAccessories`, SaveAccessoriesResponseSchema, {
    accessoryIds: [...accessoryIds],
  } satisfies SaveAccessoriesRequest);
