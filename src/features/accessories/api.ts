/**
 * Accessory calls (seed 000 §1 "Add accessories", §2 page type `accessories`, §7
 * `GET /deals/{id}/savedAccessories`): the dealer's accessories that fit the
 * deal's vehicle, the accessories saved with the deal, and saving them. The sandbox server
 * validates with these schemas.
 *
 * Choices where the spec is silent (it names the saved-accessories call and shows no response):
 * - A dealer sells its own accessory catalogue. Each accessory has a category (ACCESSORY_CATEGORIES,
 *   in that order on the page), a name, a description and a price, and fits some vehicles: a make
 *   and model, every model of a make, or every vehicle. `GET /accessories/deals/{id}` (ours) lists
 *   what the deal's dealer sells that fits the deal's vehicle, by category then the dealer's order;
 *   an empty list is an answer (a dealer without a catalogue, or nothing that fits), not a 404.
 * - `GET /deals/{id}/savedAccessories` answers `{ dealId, accessories, total }`: the accessories saved
 *   with the deal, each once, in the order they were saved, with their current catalogue price, and
 *   their total (checked to the cent). `PUT` of the same path (ours) replaces the list: body
 *   `{ accessoryIds }` (at most MAX_SAVED_ACCESSORIES; an empty list removes them all). An unknown
 *   accessory, another dealer's, or one that does not fit the vehicle is a 400 on its field
 *   (`accessoryIds.<i>`) and nothing is saved; an id listed twice is saved (and charged) once.
 * - The server owns every price: the app sends ids only. A saved accessory names a catalogue row
 *   and is priced from it, in the saved list and in every quote request.
 * - Priced into the deal: the accessories' total is the breakdown's `accessories` line of every
 *   finance quote, lease quote and cash deal of the deal. They are part of the vehicle's selling
 *   price, so they are taxed with it on a sale (added before tax; engine README "Sales tax on a
 *   sale") and capitalised in a lease. Every quote request of the deal prices its saved accessories;
 *   a save re-prices the deal's stored quote sets (its latest finance and lease sets among them) in
 *   the same locked transaction, like a protection jacket update.
 * - The save answers `{ saved, deal }`: the saved list as the GET answers it, and the deal's
 *   payments re-priced: its deal type, the finance and lease quote the deal page shows (the deal's
 *   selected quote, else the one of its latest set that matches its saved preferences, else that
 *   set's first; null while the deal has no set of that kind) and the cash deal.
 * - Every call is for the deal's owner only; anybody else gets the same 404 as an unknown deal.
 * - Accessory names and descriptions are the dealer's catalogue text, shown as the dealer wrote it
 *   (like protection products); the category headings are translated. Money is dollars with cents.
 */

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
