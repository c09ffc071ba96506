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
 *   accessory, another dealer's, one that does not fit the vehicle, or one the dealer retired (unless the
 *   deal had already saved it: it keeps it at its price) is a 400 on its field (`accessoryIds.<i>`) and
 *   nothing is saved; an id listed twice is saved (and charged) once.
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
import * as v from 'valibot';
import { modelYear, money } from './bounds.ts';
import { CashDealSchema, DealIdSchema, DealTypeSchema, FinanceQuoteSchema, LeaseQuoteSchema } from './deal.ts';

export const UNKNOWN_ACCESSORY = 'Unknown accessory';
export const NOT_SOLD_HERE = 'This dealer does not sell this accessory';
export const DOES_NOT_FIT = 'This accessory does not fit this vehicle';
/** Retired from the dealer's catalogue: a deal that saved it keeps it, no other deal adds it. */
export const RETIRED_ACCESSORY = 'This accessory is no longer sold';
/** The most accessories one deal saves (a dealer's catalogue for one vehicle is a dozen or so). */
export const MAX_SAVED_ACCESSORIES = 30;
/** The most one accessory may cost (a wheel-and-tire package is a few thousand dollars). */
export const MAX_ACCESSORY_PRICE = 25_000;

/** The categories, in the order the page shows them. */
export const ACCESSORY_CATEGORIES = ['INTERIOR', 'EXTERIOR', 'CARGO', 'TOWING', 'WHEELS', 'TECHNOLOGY'] as const;
export const AccessoryCategorySchema = v.picklist(ACCESSORY_CATEGORIES);
export type AccessoryCategory = v.InferOutput<typeof AccessoryCategorySchema>;

export const AccessoryIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, UNKNOWN_ACCESSORY));

const Price = v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_ACCESSORY_PRICE));
const cents = (n: number): number => Math.round(n * 100);

export const AccessorySchema = v.object({
  id: AccessoryIdSchema,
  category: AccessoryCategorySchema,
  name: v.pipe(v.string(), v.maxLength(80)),
  description: v.pipe(v.string(), v.maxLength(300)),
  /** What it adds to the deal's selling price, installed (taxed with the vehicle). */
  price: Price,
});
export type Accessory = v.InferOutput<typeof AccessorySchema>;

/** GET /accessories/deals/{id} (ours): what the deal's dealer sells that fits its vehicle. */
export const VehicleAccessoriesSchema = v.object({
  dealId: DealIdSchema,
  dealerId: v.string(),
  vehicle: v.object({
    id: v.string(),
    year: modelYear(),
    make: v.string(),
    model: v.string(),
    trim: v.string(),
  }),
  /** By category (ACCESSORY_CATEGORIES order), then the dealer's own order. */
  accessories: v.array(AccessorySchema),
});
export type VehicleAccessories = v.InferOutput<typeof VehicleAccessoriesSchema>;

/** GET /deals/{id}/savedAccessories (seed 000 §7; the response is ours). */
export const SavedAccessoriesSchema = v.pipe(
  v.object({
    dealId: DealIdSchema,
    /** Each once, in the order saved. */
    accessories: v.pipe(v.array(AccessorySchema), v.maxLength(MAX_SAVED_ACCESSORIES)),
    /** The accessories' prices added up: the deal's `accessories` breakdown line. */
    total: money('Total'),
  }),
  v.check(
    (s) => cents(s.total) === s.accessories.reduce((sum, a) => sum + cents(a.price), 0),
    'Accessories total does not add up',
  ),
);
export type SavedAccessories = v.InferOutput<typeof SavedAccessoriesSchema>;

/** PUT /deals/{id}/savedAccessories (ours): the whole list, as ids. */
export const SaveAccessoriesRequestSchema = v.object({
  accessoryIds: v.pipe(
    v.array(AccessoryIdSchema),
    v.maxLength(MAX_SAVED_ACCESSORIES, `At most ${String(MAX_SAVED_ACCESSORIES)} accessories`),
  ),
});
export type SaveAccessoriesRequest = v.InferInput<typeof SaveAccessoriesRequestSchema>;

/** The deal's payments as the deal page shows them, re-priced by a save. */
export const DealPaymentsSchema = v.object({
  dealType: DealTypeSchema,
  /** Null while the deal has no finance quote set (or none of its quotes remain). */
  finance: v.nullable(FinanceQuoteSchema),
  lease: v.nullable(LeaseQuoteSchema),
  cash: CashDealSchema,
});
export type DealPayments = v.InferOutput<typeof DealPaymentsSchema>;

export const SaveAccessoriesResponseSchema = v.object({ saved: SavedAccessoriesSchema, deal: DealPaymentsSchema });
export type SaveAccessoriesResponse = v.InferOutput<typeof SaveAccessoriesResponseSchema>;
