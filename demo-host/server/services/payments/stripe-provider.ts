/**
 * The one payment adapter: Stripe's Payment Intents through the official `stripe` package. In production it
 * talks to Stripe; in a sandbox the same client talks to the sandbox provider (sandbox/payments), which
 * answers the part of Stripe's API used here on its own origin. Never logs a client secret.
 */
import Stripe from 'stripe';
import type { PaymentClient } from '../../../../src/contract/reservation.ts';
import {
  WebhookSignatureError,
  type Payment,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentStatus,
  type Refund,
} from '../../domain/payments/payment-provider.ts';

export type StripeProviderOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The sandbox provider's origin: the client calls it instead of api.stripe.com, the browser frames its card field. */
  sandboxOrigin?: string | null | undefined;
  /** Another transport (tests: the sandbox app in process through `Stripe.createFetchHttpClient`). */
  httpClient?: Stripe.HttpClient | undefined;
};

/** Stripe's default tolerance for a webhook's timestamp (replays older than this are refused). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

type StripeIntent = Stripe.PaymentIntent;

export function toPayment(intent: StripeIntent): Payment {
  const e = intent.last_payment_error;
  return {
    id: intent.id,
    status: intent.status as PaymentStatus,
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received,
    clientSecret: intent.client_secret ?? '',
    lastError: e
      ? {
          code: e.code ?? 'card_declined',
          declineCode: e.decline_code ?? null,
          message: e.message ?? 'Your card was declined.',
        }
      : null,
    metadata: { ...intent.metadata },
  };
}

/** The payment an event is about: a PaymentIntent's own id, a charge's or a refund's payment_intent. */
function paymentIdOf(object: unknown): string | null {
  if (typeof object !== 'object' || object === null) return null;
  const o = object as { object?: unknown; id?: unknown; payment_intent?: unknown };
  if (o.object === 'payment_intent' && typeof o.id === 'string') return o.id;
  if (typeof o.payment_intent === 'string') return o.payment_intent;
  if (typeof o.payment_intent === 'object' && o.payment_intent !== null) {
    const id = (o.payment_intent as { id?: unknown }).id;
    return typeof id === 'string' ? id : null;
  }
  return null;
}

export function createStripeProvider(o: StripeProviderOptions): PaymentProvider {
  const sandbox = o.sandboxOrigin ? new URL(o.sandboxOrigin) : null;
  const stripe = new Stripe(o.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(sandbox
      ? {
          host: sandbox.hostname,
          port: sandbox.port || (sandbox.protocol === 'https:' ? 443 : 80),
          protocol: sandbox.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
    ...(o.httpClient ? { httpClient: o.httpClient } : {}),
  });

  return {
    async createPayment(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return toPayment(intent);
    },
    async retrievePayment(id) {
      return toPayment(await stripe.paymentIntents.retrieve(id));
    },
    async cancelPayment(id, idempotencyKey) {
      return toPayment(await stripe.paymentIntents.cancel(id, {}, { idempotencyKey }));
    },
    async refund(input): Promise<Refund> {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      const status = refund.status === 'succeeded' || refund.status === 'failed' ? refund.status : 'pending';
      return { id: refund.id, paymentId: input.paymentId, amountCents: refund.amount, status };
    },
    browserClient(payment): PaymentClient {
      return sandbox
        ? { provider: 'sandbox', origin: sandbox.origin, clientSecret: payment.clientSecret }
        : { provider: 'stripe', publishableKey: o.publishableKey, clientSecret: payment.clientSecret };
    },
    parseWebhook(rawBody, signature): PaymentEvent {
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, o.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        // The library's message names the failure, never the secret or the body.
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      return {
        id: event.id,
        type: event.type,
        paymentId: paymentIdOf(event.data.object),
        created: new Date(event.created * 1000),
      };
    },
  };
}
