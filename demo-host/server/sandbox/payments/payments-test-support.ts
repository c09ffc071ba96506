/** The sandbox payment provider in process, and the adapter on it: what the payment tests share. */
import Stripe from 'stripe';
import type { Db } from '../../db/schema.ts';
import { makeEmptyDb } from '../../test-support.ts';
import { createStripeProvider } from '../../services/payments/stripe-provider.ts';
import { createSandboxPayApp, SANDBOX_PAY_KEYS } from './provider-app.ts';
import { createWebhookSender, type WebhookEvent } from './webhooks.ts';

export const PAY_ORIGIN = 'http://127.0.0.1:4175';
export const WEBHOOK_URL = 'http://127.0.0.1:4174/api/payments/webhook';

type App = { fetch(request: Request): Response | Promise<Response> };

/** A fetch that answers from `app`, with no network. */
export const fetchOf =
  (app: App): typeof fetch =>
  async (input, init) =>
    app.fetch(new Request(input instanceof Request ? input : String(input), init));

export type Received = { body: string; signature: string; event: WebhookEvent };

export async function makeSandboxPay(o: { db?: Db; webhookStatus?: () => number; now?: () => number } = {}) {
  const db = o.db ?? (await makeEmptyDb());
  const received: Received[] = [];
  const webhooks = createWebhookSender({
    db,
    url: WEBHOOK_URL,
    secret: SANDBOX_PAY_KEYS.webhookSecret,
    baseDelayMs: 1,
    maxAttempts: 3,
    fetch: async (_url, init) => {
      const body = String(init?.body);
      const signature = new Headers(init?.headers).get('Stripe-Signature') ?? '';
      received.push({ body, signature, event: JSON.parse(body) as WebhookEvent });
      return new Response(null, { status: o.webhookStatus?.() ?? 200 });
    },
    ...(o.now ? { now: o.now } : {}),
  });
  const app = createSandboxPayApp({
    db,
    secretKey: SANDBOX_PAY_KEYS.secretKey,
    webhooks,
    ...(o.now ? { now: o.now } : {}),
  });
  const provider = createStripeProvider({
    ...SANDBOX_PAY_KEYS,
    sandboxOrigin: PAY_ORIGIN,
    httpClient: Stripe.createFetchHttpClient(fetchOf(app)),
  });
  /** What the hosted field sends its own origin. */
  const confirmCard = (
    clientSecret: string,
    number: string,
    more: Partial<Record<'expiry' | 'cvc' | 'zip', string>> = {},
  ) =>
    app.fetch(
      new Request(`${PAY_ORIGIN}/card/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_secret: clientSecret,
          number,
          expiry: '12 / 34',
          cvc: '123',
          zip: '32801',
          ...more,
        }),
      }),
    );
  const challenge = (clientSecret: string, outcome: 'complete' | 'fail') =>
    app.fetch(
      new Request(`${PAY_ORIGIN}/card/challenge`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ client_secret: clientSecret, outcome }),
      }),
    );
  return { db, app, provider, webhooks, received, confirmCard, challenge };
}
