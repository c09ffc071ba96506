/**
 * Reserve it's rules as pure functions: the request key of an attempt, the card field's address and which of
 * its messages to believe, the words of a decline, and which state a reservation shows.
 */
import * as v from 'valibot';
import {
  CardFieldMessageSchema,
  NO_DEPOSITS_MESSAGE,
  REFUND_REFUSED_MESSAGE,
  REFUND_WINDOW_CLOSED_MESSAGE,
  VEHICLE_RESERVED_MESSAGE,
  type CardFieldMessage,
  type PaymentClient,
  type Reservation,
  type ReservationAnswer,
} from '../../contract/reservation.ts';
import type { Locale, MessageKey } from '../../lib/i18n/index.ts';

/** A request key for one attempt: 32 hex digits (the contract takes 16 to 64 of [A-Za-z0-9_-]). */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return random().replace(/-/g, '');
}

/** The sandbox's hosted card field, told which window it talks to (the one the app runs in) and the language. */
export function cardFieldUrl(
  client: Extract<PaymentClient, { provider: 'sandbox' }>,
  parentOrigin: string,
  locale: Locale,
): string {
  const origin = new URL(client.origin).origin;
  return `${origin}/card?client_secret=${encodeURIComponent(client.clientSecret)}&parent=${encodeURIComponent(parentOrigin)}&locale=${locale}`;
}

/**
 * A message of the card field, or null: only one from the field's own window and the provider's origin, in the
 * protocol's shape, is believed (any other page may post to us).
 */
export function cardFieldMessage(
  event: { source: unknown; origin: string; data: unknown },
  field: { window: unknown; origin: string },
): CardFieldMessage | null {
  if (!field.window || event.source !== field.window || event.origin !== field.origin) return null;
  // safeParse, not `is`: sharing `is` would split valibot's shared config into a chunk of its own for the deal page.
  const parsed = v.safeParse(CardFieldMessageSchema, event.data);
  return parsed.success ? parsed.output : null;
}

/** Stripe's decline and card-error codes we word in the shopper's language; any other falls back to the server's words. */
const DECLINE_CODES = [
  'card_declined',
  'generic_decline',
  'do_not_honor',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'invalid_cvc',
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'lost_card',
  'stolen_card',
  'pickup_card',
  'card_velocity_exceeded',
  'processing_error',
  'authentication_required',
  'payment_intent_authentication_failure',
  'currency_not_supported',
  'card_not_supported',
] as const;

/** How a decline is worded: our words for a known code, else the provider's own (English), else a generic line. */
export function declineWords(
  reservation: Pick<Reservation, 'declineCode' | 'declineReason'>,
): { key: MessageKey } | { text: string } {
  const code = reservation.declineCode;
  if (code && (DECLINE_CODES as readonly string[]).includes(code))
    return { key: `reserve.decline.${code}` as MessageKey };
  if (reservation.declineReason) return { text: reservation.declineReason };
  return { key: 'reserve.decline.generic' };
}

/** The server's refusals a shopper can meet, worded in their language (the server words them in English). */
const REFUSALS: Readonly<Record<string, MessageKey>> = {
  [VEHICLE_RESERVED_MESSAGE]: 'reserve.refusal.reserved',
  [NO_DEPOSITS_MESSAGE]: 'reserve.refusal.noDeposits',
  [REFUND_WINDOW_CLOSED_MESSAGE]: 'reserve.refusal.windowClosed',
  [REFUND_REFUSED_MESSAGE]: 'reserve.refusal.refundRefused',
};

/** A refusal's words: ours for a known one, else the server's own (already the generic line for a 5xx). */
export function refusalWords(message: string): { key: MessageKey } | { text: string } {
  const key = REFUSALS[message];
  return key ? { key } : { text: message };
}

/** Whether a 409 says another shopper holds the vehicle (not, say, that the dealer stopped taking deposits). */
export const isHeldByOther = (message: string): boolean => message === VEHICLE_RESERVED_MESSAGE;

/** What the reserve page shows. */
export type ReservePhase =
  | 'loading'
  | 'no-offer'
  | 'reserved-by-other'
  | 'ready'
  | 'processing'
  | 'challenge'
  | 'declined'
  | 'succeeded'
  | 'refunded'
  | 'expired'
  | 'start';

/**
 * The state an answer puts the reserve page in. `start`: nothing to pay (none yet, or one given up before it
 * was paid): the page starts a reservation.
 */
export function phaseOf(answer: ReservationAnswer): ReservePhase {
  const r = answer.reservation;
  if (r && ['HELD', 'RELEASED'].includes(r.status)) return 'succeeded';
  if (r?.status === 'REFUNDED') return 'refunded';
  if (answer.reservedByOther) return 'reserved-by-other';
  if (!answer.offer) return 'no-offer';
  if (r && answer.payment) {
    if (r.status === 'CHALLENGE') return 'challenge';
    if (r.status === 'PROCESSING') return 'processing';
    if (r.status === 'DECLINED') return 'declined';
    if (r.status === 'PENDING') return 'ready';
  }
  if (r?.status === 'EXPIRED') return 'expired';
  // A decline whose payment is gone needs a new attempt (a new payment): the words stay with a way on.
  if (r?.status === 'DECLINED') return 'declined';
  return 'start';
}

/** Whether the deal may start a reservation: the dealer takes deposits, nobody holds the car, and this deal holds nothing yet. */
export function canReserve(answer: Omit<ReservationAnswer, 'payment'>): boolean {
  const own = answer.reservation?.status;
  return !!answer.offer && !answer.reservedByOther && !['HELD', 'PROCESSING'].includes(own ?? '');
}
