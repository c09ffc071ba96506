/** Reserve it's fetchers, one per endpoint; what they send and parse is src/contract/reservation.ts. */
import { http } from '../../lib/http.ts';
import { DealVehicleSchema } from '../../contract/deal.ts';
import * as v from 'valibot';
import { ReservationAnswerSchema } from '../../contract/reservation.ts';

const base = (dealId: string) => `/deals/${encodeURIComponent(dealId)}/reservation`;

/** The dealer's offer, another shopper's hold and this deal's latest reservation (with how to pay it). */
export const getReservation = (dealId: string, signal?: AbortSignal) =>
  http.get(base(dealId), ReservationAnswerSchema, signal ? { signal } : {});

const { offer, reservedByOther, reservation } = ReservationAnswerSchema.entries;
/** The answer without how to pay: what the deal's finishing steps and entry show (they never pay). */
const ReservationStandingSchema = v.object({ offer, reservedByOther, reservation });
export type ReservationStanding = v.InferOutput<typeof ReservationStandingSchema>;

/** The same question for the deal page: the dealer's offer and who holds the car, not the card form's details. */
export const getReservationStanding = (dealId: string, signal?: AbortSignal) =>
  http.get(base(dealId), ReservationStandingSchema, signal ? { signal } : {});

/** Starts a reservation; the same key answers the same one (a retry charges once). */
export const startReservation = (dealId: string, idempotencyKey: string) =>
  http.post(base(dealId), ReservationAnswerSchema, { idempotencyKey }, { expected: [409] });

/** The card form is done: the server asks the provider (never the browser) how the payment went. */
export const confirmReservation = (dealId: string, reservationId: string, idempotencyKey: string) =>
  // The key rides along so every POST of an attempt carries it; the confirm itself is keyed by the reservation.
  http.post(`${base(dealId)}/confirm`, ReservationAnswerSchema, { reservationId, idempotencyKey }, { expected: [409] });

/** Cancels before paying, or within the refundable window for a full refund. */
export const cancelReservation = (dealId: string, reservationId: string, idempotencyKey: string) =>
  http.post(`${base(dealId)}/cancel`, ReservationAnswerSchema, { reservationId, idempotencyKey });

/**
 * The deal's vehicle, for the pages' "which car" line: deal/api.ts has the same fetcher, but sharing that module
 * splits it into a chunk of its own and puts the deal page over its 20 KB budget (DESIGN.md §4).
 */
export const getDealVehicle = (dealId: string, signal?: AbortSignal) =>
  http.get(`/deals/${encodeURIComponent(dealId)}/vehicle`, DealVehicleSchema, signal ? { signal } : {});
