/**
 * The sandbox provider's webhook sender, as Stripe's: each event is stored, then POSTed to the app with a
 * `Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")` header, and tried again with growing waits
 * while the app answers anything but 2xx. Every try is stored (the demo host's sandbox-payments page).
 */
import { createHmac } from 'node:crypto';
import type { Db } from '../../db/schema.ts';
import { insertSandboxDelivery, insertSandboxEvent } from '../../db/sandbox-payments-repo.ts';

export type WebhookEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  data: { object: Record<string, unknown> };
};

/** Stripe's scheme: the timestamp and an HMAC-SHA256 of "timestamp.payload" with the endpoint's secret. */
export function signWebhook(payload: string, secret: string, timestampSeconds: number): string {
  const signature = createHmac('sha256', secret)
    .update(`${String(timestampSeconds)}.${payload}`)
    .digest('hex');
  return `t=${String(timestampSeconds)},v1=${signature}`;
}

export type WebhookSenderOptions = {
  db: Db;
  /** The app's `/api/payments/webhook`; null: events are stored, not sent. */
  url: string | null;
  secret: string;
  fetch?: typeof fetch;
  /** Tries in all (the first included). */
  maxAttempts?: number;
  /** The wait before the second try; each next one doubles. */
  baseDelayMs?: number;
  now?: () => number;
};

export type WebhookSender = {
  /** Stores the event and starts delivering it (not awaited: Stripe sends after it answered). */
  emit(event: WebhookEvent, paymentIntent: string): Promise<void>;
  /** Resolves once no delivery is pending (tests). */
  idle(): Promise<void>;
};

export function createWebhookSender(o: WebhookSenderOptions): WebhookSender {
  const send = o.fetch ?? fetch;
  const maxAttempts = o.maxAttempts ?? 5;
  const baseDelayMs = o.baseDelayMs ?? 2_000;
  const now = o.now ?? Date.now;
  const pending = new Set<Promise<void>>();

  async function deliver(url: string, event: WebhookEvent, payload: string): Promise<void> {
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      let statusCode: number | null = null;
      let error: string | null = null;
      try {
        const res = await send(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'Stripe-Signature': signWebhook(payload, o.secret, Math.floor(now() / 1000)),
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        statusCode = res.status;
        await res.body?.cancel();
      } catch (e) {
        error = e instanceof Error ? e.message.slice(0, 300) : 'failed';
      }
      await insertSandboxDelivery(o.db, {
        event_id: event.id,
        attempt,
        url,
        status_code: statusCode,
        error,
        at: now(),
      }).catch(() => undefined);
      if (statusCode !== null && statusCode >= 200 && statusCode < 300) return;
      if (attempt < maxAttempts) await new Promise((r) => setTimeout(r, baseDelayMs * 2 ** (attempt - 1)));
    }
  }

  return {
    async emit(event, paymentIntent) {
      const payload = JSON.stringify(event, null, 2);
      await insertSandboxEvent(o.db, {
        id: event.id,
        type: event.type,
        payment_intent: paymentIntent,
        payload,
        created_at: event.created * 1000,
      });
      if (!o.url) return;
      const delivery = deliver(o.url, event, payload).catch(() => undefined);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
