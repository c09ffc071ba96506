/**
 * Reserve it: a refundable deposit that holds a vehicle for a while. Not in the spec; these choices:
 * - A dealer takes deposits or not (its money and rules): the amount (default $500, $50 to $5,000), the
 *   days after payment a shopper may cancel for a full refund, and the hours the car is held.
 * - Amounts are integer cents everywhere (`…Cents`). The server owns the amount: the shopper never sends one.
 * - The card is typed into the payment provider's own form on the provider's origin (Stripe's Payment
 *   Element in production, the sandbox provider's hosted card field in a sandbox): the API sees the
 *   provider's payment id only, never a card number.
 * - One vehicle, one hold: a shopper starting a payment takes the vehicle for PENDING_HOLD_MINUTES; a paid
 *   deposit holds it for the dealer's hours. Another shopper meanwhile sees it "Reserved" and cannot start.
 * - A deposit needs a signed-in shopper (its receipt goes to their email) who owns the deal.
 * - Every POST carries an idempotency key of the browser's: a double click or a retry answers the same
 *   reservation and charges once.
 */
import * as v from 'valibot';
import { DepositOfferSchema } from './deposit-offer.ts';

export const DEPOSIT_DEFAULT_CENTS = 50_000;
export const DEPOSIT_MIN_CENTS = 5_000;
export const DEPOSIT_MAX_CENTS = 500_000;
export const DEPOSIT_REFUND_DAYS_DEFAULT = 7;
export const DEPOSIT_REFUND_DAYS_MAX = 30;
export const DEPOSIT_HOLD_HOURS_DEFAULT = 48;
export const DEPOSIT_HOLD_HOURS_MIN = 1;
export const DEPOSIT_HOLD_HOURS_MAX = 336;
/** How long a started payment keeps the vehicle from other shoppers before it is paid. */
export const PENDING_HOLD_MINUTES = 15;
/** A dealer extends a hold by 1 to this many hours at a time. */
export const HOLD_EXTEND_HOURS_MAX = 168;

export const DEPOSIT_AMOUNT_MESSAGE = 'Enter a deposit from $50 to $5,000.';
export const REFUND_DAYS_MESSAGE = `Enter 0 to ${String(DEPOSIT_REFUND_DAYS_MAX)} days.`;
export const HOLD_HOURS_MESSAGE = `Enter ${String(DEPOSIT_HOLD_HOURS_MIN)} to ${String(DEPOSIT_HOLD_HOURS_MAX)} hours.`;
export const VEHICLE_RESERVED_MESSAGE = 'This vehicle is reserved by another shopper.';
export const REFUND_WINDOW_CLOSED_MESSAGE = 'The refundable window for this deposit has ended.';
export const NO_DEPOSITS_MESSAGE = 'This dealer does not take deposits.';
export const REFUND_REFUSED_MESSAGE =
  'The payment provider did not make the refund, so nothing was refunded. Try again in a moment.';

/** A dealer's deposit rule (part of its money and rules). */
export const DepositRuleSchema = v.object({
  enabled: v.boolean(),
  amountCents: v.pipe(
    v.number(DEPOSIT_AMOUNT_MESSAGE),
    v.integer(DEPOSIT_AMOUNT_MESSAGE),
    v.minValue(DEPOSIT_MIN_CENTS, DEPOSIT_AMOUNT_MESSAGE),
    v.maxValue(DEPOSIT_MAX_CENTS, DEPOSIT_AMOUNT_MESSAGE),
  ),
  refundDays: v.pipe(
    v.number(REFUND_DAYS_MESSAGE),
    v.integer(REFUND_DAYS_MESSAGE),
    v.minValue(0, REFUND_DAYS_MESSAGE),
    v.maxValue(DEPOSIT_REFUND_DAYS_MAX, REFUND_DAYS_MESSAGE),
  ),
  holdHours: v.pipe(
    v.number(HOLD_HOURS_MESSAGE),
    v.integer(HOLD_HOURS_MESSAGE),
    v.minValue(DEPOSIT_HOLD_HOURS_MIN, HOLD_HOURS_MESSAGE),
    v.maxValue(DEPOSIT_HOLD_HOURS_MAX, HOLD_HOURS_MESSAGE),
  ),
});
export type DepositRule = v.InferOutput<typeof DepositRuleSchema>;

/**
 * Where a reservation is, as the shopper and the dealer see it:
 * PENDING (card not yet taken), CHALLENGE (the bank asks for 3-D Secure), PROCESSING, HELD (paid, car
 * held), DECLINED (nothing held), EXPIRED (paid, the hold's time ran out), RELEASED (paid, the dealer
 * released the car), REFUNDED (all of it given back), CANCELLED (never paid; the shopper gave up).
 */
export const RESERVATION_STATUSES = [
  'PENDING',
  'CHALLENGE',
  'PROCESSING',
  'HELD',
  'DECLINED',
  'EXPIRED',
  'RELEASED',
  'REFUNDED',
  'CANCELLED',
] as const;
export const ReservationStatusSchema = v.picklist(RESERVATION_STATUSES);
export type ReservationStatus = v.InferOutput<typeof ReservationStatusSchema>;

const Iso = v.pipe(v.string(), v.isoTimestamp());
const Cents = v.pipe(v.number(), v.integer(), v.minValue(0));

export const ReservationSchema = v.object({
  id: v.string(),
  dealId: v.string(),
  vehicleId: v.string(),
  status: ReservationStatusSchema,
  amountCents: Cents,
  refundedCents: Cents,
  /** The shopper's receipt number (also in the receipt email); null until paid. */
  receiptNumber: v.nullable(v.string()),
  /** The provider's reason for a decline, in plain words (English); null otherwise. */
  declineReason: v.nullable(v.string()),
  /** The provider's code for it (Stripe's decline or error code: card_declined, insufficient_funds, expired_card…): the app words it in the shopper's language. */
  declineCode: v.nullable(v.string()),
  createdAt: Iso,
  paidAt: v.nullable(Iso),
  /** When the hold ends (a pending payment's short hold before it is paid). */
  holdUntil: v.nullable(Iso),
  /** The last moment the shopper may cancel for a full refund; null until paid. */
  refundableUntil: v.nullable(Iso),
  /** The shopper may cancel now (paid, not refunded, inside the refundable window). */
  cancellable: v.boolean(),
});
export type Reservation = v.InferOutput<typeof ReservationSchema>;

/** How the browser takes the card: the provider's own form, never ours. */
export const PaymentClientSchema = v.variant('provider', [
  v.object({
    provider: v.literal('sandbox'),
    /** The sandbox provider's origin, which serves the hosted card field (`/card`). */
    origin: v.pipe(v.string(), v.url()),
    clientSecret: v.string(),
  }),
  v.object({
    provider: v.literal('stripe'),
    publishableKey: v.string(),
    clientSecret: v.string(),
  }),
]);
export type PaymentClient = v.InferOutput<typeof PaymentClientSchema>;

/** `GET /api/deals/{dealId}/reservation`. */
export const ReservationAnswerSchema = v.object({
  /** What the dealer asks; null when the vehicle's dealer takes no deposits. */
  offer: v.nullable(DepositOfferSchema),
  /** Another shopper holds the vehicle. */
  reservedByOther: v.boolean(),
  /** This deal's latest reservation; null when none. */
  reservation: v.nullable(ReservationSchema),
  /** Present while the reservation awaits the card or a challenge: how the browser pays. */
  payment: v.nullable(PaymentClientSchema),
});
export type ReservationAnswer = v.InferOutput<typeof ReservationAnswerSchema>;

const IdempotencyKey = v.pipe(
  v.string(),
  v.regex(/^[\w-]{16,64}$/, 'A request key of 16 to 64 letters, digits, - or _.'),
);

/** `POST /api/deals/{dealId}/reservation`: start (or, with the same key, answer again) a reservation. */
export const StartReservationSchema = v.object({ idempotencyKey: IdempotencyKey });
/** `POST /api/deals/{dealId}/reservation/confirm`: the provider's form is done; the server asks the provider. */
export const ConfirmReservationSchema = v.object({ reservationId: v.string() });
/** `POST /api/deals/{dealId}/reservation/cancel`: before paying, or within the window for a full refund. */
export const CancelReservationSchema = v.object({ reservationId: v.string(), idempotencyKey: IdempotencyKey });

/**
 * The reservation on the garage's cards and the price certificate (`reservation: ReservationSummary | null`
 * on each): shown, not acted on. Listings and the vehicle page carry `reserved: boolean` (held by anyone).
 */
export const ReservationSummarySchema = v.object({
  status: ReservationStatusSchema,
  amountCents: Cents,
  receiptNumber: v.nullable(v.string()),
  holdUntil: v.nullable(Iso),
  refundableUntil: v.nullable(Iso),
});
export type ReservationSummary = v.InferOutput<typeof ReservationSummarySchema>;

/**
 * The sandbox provider's hosted card field (`{origin}/card?client_secret=…&parent={the frame's parent
 * origin}&locale=en|es`), shaped like Stripe's Payment Element: the field has no button of its own; the
 * widget's Pay button asks it to confirm and it answers the outcome. Messages go only to the origin each
 * side was given and are taken only from the other window (`event.source`) and origin.
 * - field → widget: `{ upshiftPay: 1, type: 'ready' }`, `{ upshiftPay: 1, type: 'resize', height }`,
 *   `{ upshiftPay: 1, type: 'result', paymentId, status, error }` (`status` a PaymentIntent status;
 *   `error` the provider's plain-words reason of a decline or a bad card, else null).
 * - widget → field: `{ upshiftPay: 1, type: 'confirm' }`.
 * A card that asks for 3-D Secure shows its challenge inside the field before the result.
 */
export const CardFieldMessageSchema = v.variant('type', [
  v.object({ upshiftPay: v.literal(1), type: v.literal('ready') }),
  v.object({ upshiftPay: v.literal(1), type: v.literal('resize'), height: v.pipe(v.number(), v.minValue(0)) }),
  v.object({
    upshiftPay: v.literal(1),
    type: v.literal('result'),
    paymentId: v.string(),
    status: v.string(),
    error: v.nullable(v.string()),
  }),
]);
export type CardFieldMessage = v.InferOutput<typeof CardFieldMessageSchema>;
export const CONFIRM_CARD_MESSAGE = { upshiftPay: 1, type: 'confirm' } as const;
/** The widget's language changed: the field words itself again and keeps what was typed. */
export const cardFieldLocaleMessage = (locale: 'en' | 'es') => ({ upshiftPay: 1, type: 'locale', locale }) as const;
