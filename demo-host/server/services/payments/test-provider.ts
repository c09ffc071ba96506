/**
 * A small, honest in-memory PaymentProvider for tests (Payment Intents' rules, kept): the same idempotency key
 * is the same payment; a test decides what the card does (succeeded, declined with a code, requires_action);
 * refunds are capped at what was paid; a webhook's body is checked against an HMAC of it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  WebhookSignatureError,
  type Payment,
  type PaymentEvent,
  type PaymentProvider,
  type Refund,
} from '../../domain/payments/payment-provider.ts';

export type TestPaymentProvider = PaymentProvider & {
  /** The card went through. */
  succeed(paymentId: string): void;
  /** The card was declined with Stripe's decline code and message. */
  decline(paymentId: string, declineCode?: string, message?: string): void;
  /** The bank asks for 3-D Secure. */
  requireAction(paymentId: string): void;
  /** The next `times` refunds are refused, as a provider that is down or refuses one answers. */
  refuseRefunds(times: number): void;
  payments(): Payment[];
  refunds(): Refund[];
  /** A webhook delivery about the payment: its raw body and signature header. */
  webhook(paymentId: string, type?: string, eventId?: string): { body: string; signature: string };
  calls: { create: number; refund: number; cancel: number };
};

export const TEST_WEBHOOK_SECRET = 'whsec_test_secret';

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');

export function testPaymentProvider(o: { origin?: string; secret?: string } = {}): TestPaymentProvider {
  const secret = o.secret ?? TEST_WEBHOOK_SECRET;
  const byId = new Map<string, Payment>();
  const byKey = new Map<string, string>();
  const refunds = new Map<string, Refund>();
  const refundsByKey = new Map<string, string>();
  const calls = { create: 0, refund: 0, cancel: 0 };
  let refusals = 0;
  const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
  const copy = (p: Payment): Payment => ({ ...p, metadata: { ...p.metadata } });
  const get = (paymentId: string): Payment => {
    const p = byId.get(paymentId);
    if (!p) throw new Error(`No such payment: ${paymentId}`);
    return p;
  };
  const refunded = (paymentId: string) =>
    [...refunds.values()].filter((r) => r.paymentId === paymentId).reduce((sum, r) => sum + r.amountCents, 0);

  return {
    calls,
    createPayment(input) {
      calls.create++;
      const known = byKey.get(input.idempotencyKey);
      if (known) return Promise.resolve(copy(get(known)));
      const paymentId = id('pi');
      const payment: Payment = {
        id: paymentId,
        status: 'requires_payment_method',
        amountCents: input.amountCents,
        amountReceivedCents: 0,
        clientSecret: `${paymentId}_secret_${randomBytes(8).toString('hex')}`,
        lastError: null,
        metadata: { ...input.metadata },
      };
      byId.set(paymentId, payment);
      byKey.set(input.idempotencyKey, paymentId);
      return Promise.resolve(copy(payment));
    },
    retrievePayment: (paymentId) => Promise.resolve(copy(get(paymentId))),
    cancelPayment(paymentId) {
      calls.cancel++;
      const p = get(paymentId);
      if (p.status === 'succeeded') return Promise.reject(new Error('A succeeded payment cannot be canceled'));
      p.status = 'canceled';
      return Promise.resolve(copy(p));
    },
    refund(input) {
      calls.refund++;
      if (refusals > 0) {
        refusals--;
        return Promise.reject(new Error('The provider is unavailable'));
      }
      const known = refundsByKey.get(input.idempotencyKey);
      if (known) return Promise.resolve({ ...refunds.get(known)! });
      const p = get(input.paymentId);
      if (p.status !== 'succeeded') return Promise.reject(new Error('Only a succeeded payment can be refunded'));
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0)
        return Promise.reject(new Error('A refund is a positive whole number of cents'));
      if (refunded(p.id) + input.amountCents > p.amountReceivedCents)
        return Promise.reject(new Error('Refund is greater than the unrefunded amount'));
      const refund: Refund = { id: id('re'), paymentId: p.id, amountCents: input.amountCents, status: 'succeeded' };
      refunds.set(refund.id, refund);
      refundsByKey.set(input.idempotencyKey, refund.id);
      return Promise.resolve({ ...refund });
    },
    browserClient: (payment) => ({
      provider: 'sandbox',
      origin: o.origin ?? 'http://127.0.0.1:4175',
      clientSecret: payment.clientSecret,
    }),
    parseWebhook(rawBody, signature): PaymentEvent {
      const expected = Buffer.from(sign(rawBody, secret));
      const given = Buffer.from(signature ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new WebhookSignatureError('Bad signature');
      const event = JSON.parse(rawBody) as { id: string; type: string; paymentId: string | null; created: number };
      return { id: event.id, type: event.type, paymentId: event.paymentId, created: new Date(event.created) };
    },
    succeed(paymentId) {
      const p = get(paymentId);
      p.status = 'succeeded';
      p.amountReceivedCents = p.amountCents;
      p.lastError = null;
    },
    decline(paymentId, declineCode = 'card_declined', message = 'Your card was declined.') {
      const p = get(paymentId);
      p.status = 'requires_payment_method';
      p.lastError = { code: 'card_declined', declineCode, message };
    },
    requireAction(paymentId) {
      get(paymentId).status = 'requires_action';
    },
    refuseRefunds(times) {
      refusals = times;
    },
    payments: () => [...byId.values()].map(copy),
    refunds: () => [...refunds.values()].map((r) => ({ ...r })),
    webhook(paymentId, type = 'payment_intent.succeeded', eventId = id('evt')) {
      const body = JSON.stringify({ id: eventId, type, paymentId, created: Date.now() });
      return { body, signature: sign(body, secret) };
    },
  };
}
