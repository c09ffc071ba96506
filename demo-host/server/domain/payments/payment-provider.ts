/**
 * The payment provider, an outside service (like the credit bureau and the lender network): Stripe's
 * Payment Intents in production, the sandbox provider elsewhere. Shaped after Payment Intents so the one
 * adapter on the `stripe` package serves both (the sandbox provider answers the part of Stripe's API it uses).
 * Amounts are integer cents. No card data passes through here: the browser gives the card to the provider.
 */
import type { PaymentClient } from '../../../../src/contract/reservation.ts';

/** Stripe's PaymentIntent statuses. */
export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type Payment = {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  amountReceivedCents: number;
  /** What the browser's card form confirms the payment with; never logged. */
  clientSecret: string;
  /** The last attempt's failure (a decline) in the provider's words; null when none. */
  lastError: { code: string; declineCode: string | null; message: string } | null;
  metadata: Record<string, string>;
};

export type Refund = { id: string; paymentId: string; amountCents: number; status: 'pending' | 'succeeded' | 'failed' };

/** A provider's webhook event, its signature checked. */
export type PaymentEvent = {
  /** Unique per event: a replayed delivery has the same id. */
  id: string;
  type: string;
  /** The payment the event is about; null for events about other objects. */
  paymentId: string | null;
  created: Date;
};

export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  /** Creates the payment; the same key answers the same payment (the provider's idempotency). */
  createPayment(input: {
    amountCents: number;
    currency: 'usd';
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<Payment>;
  retrievePayment(id: string): Promise<Payment>;
  /** Cancels a payment not yet paid. */
  cancelPayment(id: string, idempotencyKey: string): Promise<Payment>;
  /** Gives back `amountCents` of a paid payment; the provider refuses more than was paid. */
  refund(input: { paymentId: string; amountCents: number; idempotencyKey: string }): Promise<Refund>;
  /** How the browser takes the card for `payment`. */
  browserClient(payment: Payment): PaymentClient;
  /** Checks the webhook's signature against the raw body; throws WebhookSignatureError when it fails. */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent;
}
