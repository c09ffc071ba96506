/**
 * A dealer's accessory catalogue in the workspace (`/dealer/api/dealers/:id/accessories`, managers only):
 * each accessory named, in a category (ACCESSORY_CATEGORIES), priced (bounded, positive: it is added to the
 * vehicle's selling price), described, and fitted to vehicles by make and model ('*' is any). A retired one
 * leaves the shopper's catalogue and is never deleted, since deals that saved it keep it at its price.
 */
import * as v from 'valibot';
import { AccessoryCategorySchema, MAX_ACCESSORY_PRICE } from './accessories.ts';
import { DealerRefSchema } from './workspace.ts';

export const ACCESSORIES_MAX = 60;
export const ACCESSORY_NAME_MAX = 80;
/** The shopper's contract allows 300 (AccessorySchema). */
export const ACCESSORY_DESCRIPTION_MAX = 300;
export const ACCESSORY_FITS_MAX = 30;
export const FIT_PART_MAX = 40;
/** A fitment's make or model that matches any (accessory_fitments). */
export const ANY_FIT = '*';

export const ACCESSORY_PRICE_MESSAGE = `Enter a price in dollars and cents from 0.01 to ${MAX_ACCESSORY_PRICE.toLocaleString('en-US')}.`;
export const ACCESSORY_NAME_MESSAGE = `Enter the accessory's name (at most ${String(ACCESSORY_NAME_MAX)} characters).`;
export const ACCESSORY_DESCRIPTION_MESSAGE = `Describe the accessory in at most ${String(ACCESSORY_DESCRIPTION_MAX)} characters.`;
export const ACCESSORY_CATEGORY_MESSAGE = 'Choose a category.';
export const ACCESSORY_FITS_MESSAGE = `Name from 1 to ${String(ACCESSORY_FITS_MAX)} vehicles it fits: a make and a model, each at most ${String(FIT_PART_MAX)} characters, * for any.`;
export const ACCESSORIES_MAX_MESSAGE = `At most ${String(ACCESSORIES_MAX)} accessories.`;

const isCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const AccessoryIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

const FitPart = v.pipe(
  v.string(ACCESSORY_FITS_MESSAGE),
  v.trim(),
  v.minLength(1, ACCESSORY_FITS_MESSAGE),
  v.maxLength(FIT_PART_MAX, ACCESSORY_FITS_MESSAGE),
);

/** A make and a model; any make means any model too ('*' then '*'), as the shopper's catalogue matches them. */
export const AccessoryFitSchema = v.pipe(
  v.object({ make: FitPart, model: FitPart }),
  v.check((f) => f.make !== ANY_FIT || f.model === ANY_FIT, ACCESSORY_FITS_MESSAGE),
);
export type AccessoryFitInput = v.InferOutput<typeof AccessoryFitSchema>;

const AccessoryFields = {
  name: v.pipe(
    v.string(ACCESSORY_NAME_MESSAGE),
    v.trim(),
    v.minLength(1, ACCESSORY_NAME_MESSAGE),
    v.maxLength(ACCESSORY_NAME_MAX, ACCESSORY_NAME_MESSAGE),
  ),
  category: v.picklist(AccessoryCategorySchema.options, ACCESSORY_CATEGORY_MESSAGE),
  description: v.pipe(
    v.string(ACCESSORY_DESCRIPTION_MESSAGE),
    v.trim(),
    v.maxLength(ACCESSORY_DESCRIPTION_MAX, ACCESSORY_DESCRIPTION_MESSAGE),
  ),
  price: v.pipe(
    v.number(ACCESSORY_PRICE_MESSAGE),
    v.finite(ACCESSORY_PRICE_MESSAGE),
    v.minValue(0.01, ACCESSORY_PRICE_MESSAGE),
    v.maxValue(MAX_ACCESSORY_PRICE, ACCESSORY_PRICE_MESSAGE),
    v.check(isCents, ACCESSORY_PRICE_MESSAGE),
  ),
  fits: v.pipe(
    v.array(AccessoryFitSchema, ACCESSORY_FITS_MESSAGE),
    v.minLength(1, ACCESSORY_FITS_MESSAGE),
    v.maxLength(ACCESSORY_FITS_MAX, ACCESSORY_FITS_MESSAGE),
  ),
  /** Not in the shopper's catalogue; deals that saved it keep it. */
  retired: v.boolean(),
};

const list = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item), v.maxLength(ACCESSORIES_MAX, ACCESSORIES_MAX_MESSAGE));

/** The stored document: every accessory the dealer ever had, in its order. */
export const DealerAccessoriesSchema = v.object({
  accessories: list(v.object({ id: AccessoryIdSchema, ...AccessoryFields })),
});
export type DealerAccessories = v.InferOutput<typeof DealerAccessoriesSchema>;

/** A save: an accessory without an id is a new one. */
export const DealerAccessoriesRequestSchema = v.object({
  accessories: list(v.object({ id: v.optional(AccessoryIdSchema), ...AccessoryFields })),
});
export type DealerAccessoriesRequest = v.InferOutput<typeof DealerAccessoriesRequestSchema>;

export const DealerAccessoriesAnswerSchema = v.object({ dealer: DealerRefSchema, ...DealerAccessoriesSchema.entries });
export type DealerAccessoriesAnswer = v.InferOutput<typeof DealerAccessoriesAnswerSchema>;
