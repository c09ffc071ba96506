/**
 * A dealer's deposit as a shopper is offered it (reservation.ts), on the vehicle page and the reserve page. A
 * module of its own: the many readers of a vehicle (the deal page among them) do not carry it.
 */
import * as v from 'valibot';
import { VehicleSchema } from './vehicle.ts';

/** Cents, the days a shopper may cancel for a full refund, the hours the car is held. */
export const DepositOfferSchema = v.object({
  amountCents: v.pipe(v.number(), v.integer(), v.minValue(0)),
  refundDays: v.number(),
  holdHours: v.number(),
});
export type DepositOffer = v.InferOutput<typeof DepositOfferSchema>;

/** The vehicle page's vehicle: whether another shopper's paid deposit holds it ("Reserved": this one cannot reserve
 * it), the deal of this shopper's own hold, and what its dealer asks to reserve it (null when it takes no deposits). */
export const VehicleWithOfferSchema = v.object({
  ...VehicleSchema.entries,
  reserved: v.boolean(),
  yourReservation: v.nullable(v.object({ dealId: v.string() })),
  depositOffer: v.nullable(DepositOfferSchema),
});
export type VehicleWithOffer = v.InferOutput<typeof VehicleWithOfferSchema>;
