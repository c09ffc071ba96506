import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from '../../domain/payments/payment-provider.ts';
import { makeSandboxPay, PAY_ORIGIN } from '../../sandbox/payments/payments-test-support.ts';
import { SANDBOX_PAY_KEYS } from '../../sandbox/payments/provider-app.ts';
import { createStripeProvider, WEBHOOK_TOLERANCE_SECONDS } from './stripe-provider.ts';

const deposit = (idempotencyKey: string, amountCents = 50_000) => ({
  amountCents,
  currency: 'usd' as const,
  description: 'Deposit',
  metadata: { deal_id: 'deal-1', reservation_id: 'r-1' },
  idempotencyKey,
});

describe('the stripe adapter against the sandbox provider', () => {
  it('creates a payment once per key, and refuses the key for another payment', async () => {
    const { provider } = await makeSandboxPay();
    const first = await provider.createPayment(deposit('key-aaaaaaaaaaaaaaaa'));
    expect(first).toMatchObject({
      status: 'requires_payment_method',
      amountCents: 50_000,
      amountReceivedCents: 0,
      lastError: null,
      metadata: { deal_id: 'deal-1', reservation_id: 'r-1' },
    });
    expect(first.id).toMatch(/^pi_/);
    expect(first.clientSecret).toMatch(new RegExp(`^${first.id}_secret_`));
    expect(await provider.createPayment(deposit('key-aaaaaaaaaaaaaaaa'))).toEqual(first);
    await expect(provider.createPayment(deposit('key-aaaaaaaaaaaaaaaa', 60_000))).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
    expect((await provider.createPayment(deposit('key-bbbbbbbbbbbbbbbb'))).id).not.toBe(first.id);
  });

  it('retrieves what each test card did', async () => {
    const { provider, confirmCard } = await makeSandboxPay();
    const cases = [
      ['4242 4242 4242 4242', 'succeeded', null],
      [
        '4000 0000 0000 0002',
        'requires_payment_method',
        { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
      ],
      [
        '4000 0000 0000 9995',
        'requires_payment_method',
        { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      ],
      ['4000 0025 0000 3155', 'requires_action', null],
      ['4111 1111 1111 1111', 'requires_payment_method', { code: 'card_declined', declineCode: 'test_mode_live_card' }],
    ] as const;
    for (const [i, [card, status, lastError]] of cases.entries()) {
      const payment = await provider.createPayment(deposit(`key-cards-${String(i)}-aaaaaaaa`));
      const res = await confirmCard(payment.clientSecret, card);
      expect(res.status).toBe(lastError ? 402 : 200);
      const got = await provider.retrievePayment(payment.id);
      expect(got.status).toBe(status);
      expect(got.amountReceivedCents).toBe(status === 'succeeded' ? 50_000 : 0);
      if (lastError) expect(got.lastError).toMatchObject(lastError);
      else expect(got.lastError).toBeNull();
    }
  });

  it('completes or fails a 3-D Secure challenge', async () => {
    const { provider, confirmCard, challenge } = await makeSandboxPay();
    const a = await provider.createPayment(deposit('key-3ds-complete-aaaa'));
    await confirmCard(a.clientSecret, '4000002500003155');
    expect((await challenge(a.clientSecret, 'complete')).status).toBe(200);
    expect(await provider.retrievePayment(a.id)).toMatchObject({ status: 'succeeded', amountReceivedCents: 50_000 });

    const b = await provider.createPayment(deposit('key-3ds-fail-aaaaaaaa'));
    await confirmCard(b.clientSecret, '4000002500003155');
    expect((await challenge(b.clientSecret, 'fail')).status).toBe(402);
    expect(await provider.retrievePayment(b.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'payment_intent_authentication_failure', declineCode: null },
    });
    // A declined card may be replaced by a good one, as in Stripe.
    expect((await confirmCard(b.clientSecret, '4242424242424242')).status).toBe(200);
    expect((await provider.retrievePayment(b.id)).status).toBe('succeeded');
  });

  it('cancels a payment not yet paid, not a paid one', async () => {
    const { provider, confirmCard } = await makeSandboxPay();
    const open = await provider.createPayment(deposit('key-cancel-open-aaaa'));
    expect((await provider.cancelPayment(open.id, 'key-cancel-1-aaaaaaaa')).status).toBe('canceled');
    expect((await provider.cancelPayment(open.id, 'key-cancel-1-aaaaaaaa')).status).toBe('canceled');
    const paid = await provider.createPayment(deposit('key-cancel-paid-aaaa'));
    await confirmCard(paid.clientSecret, '4242424242424242');
    await expect(provider.cancelPayment(paid.id, 'key-cancel-2-aaaaaaaa')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
    });
  });

  it('refunds at most what is left, and a replayed key refunds once', async () => {
    const { provider, confirmCard } = await makeSandboxPay();
    const paid = await provider.createPayment(deposit('key-refund-aaaaaaaaa'));
    await confirmCard(paid.clientSecret, '4242424242424242');
    const refund = { paymentId: paid.id, amountCents: 30_000, idempotencyKey: 'key-refund-1-aaaaaaaa' };
    const first = await provider.refund(refund);
    expect(first).toMatchObject({ paymentId: paid.id, amountCents: 30_000, status: 'succeeded' });
    expect(await provider.refund(refund)).toEqual(first);
    await expect(
      provider.refund({ paymentId: paid.id, amountCents: 30_000, idempotencyKey: 'key-refund-2-aaaaaaaa' }),
    ).rejects.toMatchObject({
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount ($300.00) is greater than unrefunded amount on charge ($200.00)',
    });
    expect(
      await provider.refund({ paymentId: paid.id, amountCents: 20_000, idempotencyKey: 'key-refund-3-aaaaaaaa' }),
    ).toMatchObject({ amountCents: 20_000 });
    const open = await provider.createPayment(deposit('key-refund-open-aaaa'));
    await expect(
      provider.refund({ paymentId: open.id, amountCents: 100, idempotencyKey: 'key-refund-4-aaaaaaaa' }),
    ).rejects.toMatchObject({ code: 'charge_not_refundable' });
  });

  it('gives the browser the sandbox field, or Stripe with the publishable key', async () => {
    const { provider } = await makeSandboxPay();
    const payment = await provider.createPayment(deposit('key-browser-aaaaaaaa'));
    expect(provider.browserClient(payment)).toEqual({
      provider: 'sandbox',
      origin: PAY_ORIGIN,
      clientSecret: payment.clientSecret,
    });
    const live = createStripeProvider({
      secretKey: 'sk_live_x',
      publishableKey: 'pk_live_y',
      webhookSecret: 'whsec_z',
    });
    expect(live.browserClient(payment)).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_live_y',
      clientSecret: payment.clientSecret,
    });
  });
});

describe('webhook signatures', () => {
  const provider = createStripeProvider({ ...SANDBOX_PAY_KEYS });
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    created: 1_800_000_000,
    data: { object: { id: 'pi_1', object: 'payment_intent' } },
  });
  const header = (o: { secret?: string; timestamp?: number; body?: string } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload: o.body ?? payload,
      secret: o.secret ?? SANDBOX_PAY_KEYS.webhookSecret,
      ...(o.timestamp ? { timestamp: o.timestamp } : {}),
    });

  it('accepts a valid one', () => {
    expect(provider.parseWebhook(payload, header())).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      paymentId: 'pi_1',
      created: new Date(1_800_000_000_000),
    });
  });

  it('refuses a tampered body, another secret, an old timestamp and no header', () => {
    expect(() => provider.parseWebhook(payload.replace('pi_1', 'pi_2'), header())).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(payload, header({ secret: 'whsec_other' }))).toThrow(WebhookSignatureError);
    const old = Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 10;
    expect(() => provider.parseWebhook(payload, header({ timestamp: old }))).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(payload, null)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(payload, 'garbage')).toThrow(WebhookSignatureError);
  });

  it('accepts exactly what the sandbox provider sends', async () => {
    const pay = await makeSandboxPay();
    const payment = await pay.provider.createPayment(deposit('key-webhook-aaaaaaaa'));
    await pay.confirmCard(payment.clientSecret, '4242424242424242');
    await pay.provider.refund({ paymentId: payment.id, amountCents: 50_000, idempotencyKey: 'key-webhook-refund-a' });
    await pay.webhooks.idle();
    const events = pay.received.map((r) => pay.provider.parseWebhook(r.body, r.signature));
    expect(events.map((e) => [e.type, e.paymentId])).toEqual([
      ['payment_intent.succeeded', payment.id],
      ['charge.refunded', payment.id],
    ]);
    expect(events[0]!.id).toMatch(/^evt_/);
  });
});
