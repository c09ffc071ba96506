/**
 * A dealer's own protection products in the workspace (`/dealer/api/dealers/:id/protection`, managers only):
 * named, priced (bounded, positive) and described; retired ones are not offered to new deals, and are never
 * deleted, since deals and contracts name them. The service contract plans every dealer offers are not here.
 */
import * as v from 'valibot';
import { DealerRefSchema } from './workspace.ts';

export const PRODUCT_PRICE_MAX = 5000;
export const PRODUCTS_MAX = 30;
export const PRODUCT_NAME_MAX = 80;
export const PRODUCT_DESCRIPTION_MAX = 500;
export const PRODUCT_PRICE_MESSAGE = `Enter a price in dollars and cents from 0.01 to ${PRODUCT_PRICE_MAX.toLocaleString('en-US')}.`;
export const PRODUCT_NAME_MESSAGE = `Enter the product's name (at most ${String(PRODUCT_NAME_MAX)} characters).`;
export const PRODUCT_DESCRIPTION_MESSAGE = `Describe the product in at most ${String(PRODUCT_DESCRIPTION_MAX)} characters.`;

const isCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

const ProductIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/));

const ProductFields = {
  name: v.pipe(
    v.string(PRODUCT_NAME_MESSAGE),
    v.trim(),
    v.minLength(1, PRODUCT_NAME_MESSAGE),
    v.maxLength(PRODUCT_NAME_MAX, PRODUCT_NAME_MESSAGE),
  ),
  description: v.pipe(
    v.string(PRODUCT_DESCRIPTION_MESSAGE),
    v.trim(),
    v.maxLength(PRODUCT_DESCRIPTION_MAX, PRODUCT_DESCRIPTION_MESSAGE),
  ),
  price: v.pipe(
    v.number(PRODUCT_PRICE_MESSAGE),
    v.finite(PRODUCT_PRICE_MESSAGE),
    v.minValue(0.01, PRODUCT_PRICE_MESSAGE),
    v.maxValue(PRODUCT_PRICE_MAX, PRODUCT_PRICE_MESSAGE),
    v.check(isCents, PRODUCT_PRICE_MESSAGE),
  ),
  /** Covers a loan or lease balance (GAP): never offered on a cash deal. */
  financedOnly: v.boolean(),
  /** Not offered to new deals; deals that chose it keep it. */
  retired: v.boolean(),
};

/** The stored document: every product the dealer ever had, in its order. */
export const DealerProtectionSchema = v.object({
  products: v.pipe(v.array(v.object({ id: ProductIdSchema, ...ProductFields })), v.maxLength(PRODUCTS_MAX)),
});
export type DealerProtection = v.InferOutput<typeof DealerProtectionSchema>;

/** A save: a product without an id is a new one. */
export const DealerProtectionRequestSchema = v.object({
  products: v.pipe(v.array(v.object({ id: v.optional(ProductIdSchema), ...ProductFields })), v.maxLength(PRODUCTS_MAX)),
});
export type DealerProtectionRequest = v.InferOutput<typeof DealerProtectionRequestSchema>;

export const DealerProtectionAnswerSchema = v.object({ dealer: DealerRefSchema, ...DealerProtectionSchema.entries });
export type DealerProtectionAnswer = v.InferOutput<typeof DealerProtectionAnswerSchema>;
