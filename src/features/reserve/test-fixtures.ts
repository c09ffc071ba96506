/** Schema-valid reservation answers for the reserve feature's unit tests (never imported by the app). */
import * as v from 'valibot';
import {
  ReservationAnswerSchema,
  ReservationSchema,
  type Reservation,
  type ReservationAnswer,
} from '../../contract/reservation.ts';

export const PAY_ORIGIN = 'https://pay.test';
export const OFFER = { amountCents: 50_000, refundDays: 7, holdHours: 48 };

export function reservation(o: Partial<Reservation> = {}): Reservation {
  return v.parse(ReservationSchema, {
    id: 'r-1',
    dealId: 'd-1',
    vehicleId: 'v1001',
    status: 'PENDING',
    amountCents: 50_000,
    refundedCents: 0,
    receiptNumber: null,
    declineReason: null,
    declineCode: null,
    createdAt: '2026-12-01T09:00:00.000Z',
    paidAt: null,
    holdUntil: '2026-12-01T09:15:00.000Z',
    refundableUntil: null,
    cancellable: false,
    ...o,
  });
}

export const HELD = reservation({
  status: 'HELD',
  receiptNumber: 'UP-1234-5678',
  paidAt: '2026-12-01T09:01:00.000Z',
  holdUntil: '2026-12-03T09:01:00.000Z',
  refundableUntil: '2026-12-08T09:01:00.000Z',
  cancellable: true,
});

export function answer(o: Partial<ReservationAnswer> = {}): ReservationAnswer {
  return v.parse(ReservationAnswerSchema, {
    offer: OFFER,
    reservedByOther: false,
    reservation: null,
    payment: null,
    ...o,
  });
}

/** A reservation started and waiting for the card, paid through the sandbox's hosted field. */
export const PENDING_ANSWER = answer({
  reservation: reservation(),
  payment: { provider: 'sandbox', origin: PAY_ORIGIN, clientSecret: 'pi_1_secret_abc' },
});
