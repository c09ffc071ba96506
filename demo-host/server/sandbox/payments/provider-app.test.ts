import { describe, expect, it } from 'vitest';
import { listSandboxDeliveries } from '../../db/sandbox-payments-repo.ts';
import { makeSandboxPay, PAY_ORIGIN } from './payments-test-support.ts';
import { SANDBOX_PAY_KEYS } from './provider-app.ts';

const auth = { Authorization: `Bearer ${SANDBOX_PAY_KEYS.secretKey}` };
const form = { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' };

async function call(app: { fetch(r: Request): Response | Promise<Response> }, path: string, init: RequestInit = {}) {
  const res = await app.fetch(new Request(`${PAY_ORIGIN}${path}`, init));
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as { error?: Record<string, unknown> } & Record<string, unknown>,
  };
}

describe("the sandbox provider's API", () => {
  it('wants the secret key', async () => {
    const { app } = await makeSandboxPay();
    const none = await call(app, '/v1/payment_intents/pi_1');
    expect(none.status).toBe(401);
    expect(none.body.error).toMatchObject({ type: 'invalid_request_error' });
    const wrong = await call(app, '/v1/payment_intents/pi_1', {
      headers: { Authorization: 'Bearer sk_test_nope12345' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error?.['message']).toBe('Invalid API Key provided: sk_test_****2345');
  });

  it('answers bad parameters with 400 and the parameter, a missing object with 404, never 500', async () => {
    const { app } = await makeSandboxPay();
    const post = (body: string) => call(app, '/v1/payment_intents', { method: 'POST', headers: form, body });
    expect((await post('currency=usd')).body.error).toMatchObject({ param: 'amount', code: 'parameter_missing' });
    expect((await post('amount=abc&currency=usd')).body.error).toMatchObject({ param: 'amount' });
    expect((await post('amount=10&currency=usd')).body.error).toMatchObject({
      param: 'amount',
      code: 'amount_too_small',
    });
    expect((await post('amount=5000&currency=eur')).body.error).toMatchObject({ param: 'currency' });
    expect((await post('amount=5000&currency=usd&card[number]=4242')).body.error).toMatchObject({
      param: 'card[number]',
      message: 'Received unknown parameter: card[number]',
    });
    for (const body of ['%', 'amount=1e9&currency=usd', `metadata[${'k'.repeat(60)}]=v`, 'amount=-1', '\u0000']) {
      expect((await post(body)).status).toBe(400);
    }
    const gone = await call(app, '/v1/payment_intents/pi_nothing', { headers: auth });
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatchObject({
      code: 'resource_missing',
      message: "No such payment_intent: 'pi_nothing'",
    });
    const refund = await call(app, '/v1/refunds', { method: 'POST', headers: form, body: 'amount=100' });
    expect(refund.status).toBe(400);
    expect(refund.body.error).toMatchObject({ param: 'payment_intent' });
    expect((await call(app, '/v1/charges', { headers: auth })).status).toBe(404);
  });

  it('replays an idempotent request and refuses its key for other parameters', async () => {
    const { app } = await makeSandboxPay();
    const post = (body: string) =>
      call(app, '/v1/payment_intents', { method: 'POST', headers: { ...form, 'Idempotency-Key': 'k-1' }, body });
    const first = await post('amount=5000&currency=usd&metadata[a]=1');
    const again = await post('metadata[a]=1&currency=usd&amount=5000');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await post('amount=6000&currency=usd');
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ type: 'idempotency_error' });
  });
});

describe('the hosted card field', () => {
  it('serves its page with a strict policy, only for a real client secret and a parent origin', async () => {
    const { app, provider } = await makeSandboxPay();
    const payment = await provider.createPayment({
      amountCents: 50_000,
      currency: 'usd',
      description: 'Deposit',
      metadata: {},
      idempotencyKey: 'key-page-aaaaaaaaaaa',
    });
    const page = (q: string) => app.fetch(new Request(`${PAY_ORIGIN}/card?${q}`));
    const secret = encodeURIComponent(payment.clientSecret);
    const ok = await page(`client_secret=${secret}&parent=${encodeURIComponent('http://localhost:4173')}&locale=es`);
    expect(ok.status).toBe(200);
    const csp = ok.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await ok.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('data-parent="http://localhost:4173"');
    expect(html).not.toMatch(/<script>|<style>| style=/);
    expect((await page(`client_secret=${secret}&parent=javascript:alert(1)`)).status).toBe(400);
    expect((await page(`client_secret=${secret}x&parent=http://localhost:4173`)).status).toBe(400);
    expect((await app.fetch(new Request(`${PAY_ORIGIN}/card/field.js`))).headers.get('content-type')).toMatch(
      /javascript/,
    );
  });

  it('checks the card again, keeps only its last four digits, and refuses a form post', async () => {
    const { app, provider, confirmCard, db } = await makeSandboxPay();
    const payment = await provider.createPayment({
      amountCents: 50_000,
      currency: 'usd',
      description: 'Deposit',
      metadata: {},
      idempotencyKey: 'key-checks-aaaaaaaaa',
    });
    const expired = await confirmCard(payment.clientSecret, '4242424242424242', { expiry: '01 / 20' });
    expect(expired.status).toBe(402);
    expect(((await expired.json()) as { error: unknown }).error).toMatchObject({
      type: 'card_error',
      code: 'invalid_expiry_year_past',
      message: "Your card's expiration date is in the past.",
      param: 'expiry',
    });
    const posted = await app.fetch(
      new Request(`${PAY_ORIGIN}/card/confirm`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `client_secret=${payment.clientSecret}&number=4242424242424242`,
      }),
    );
    expect(posted.status).toBe(400);
    expect((await confirmCard(payment.clientSecret, '4242 4242 4242 4242')).status).toBe(200);
    const row = await db.selectFrom('sandbox_payment_intents').selectAll().executeTakeFirstOrThrow();
    expect(row.card_last4).toBe('4242');
    expect(JSON.stringify(row)).not.toContain('42424242');
  });
});

describe('webhooks', () => {
  it('retries while the app answers non-2xx, storing each try', async () => {
    const answers = [500, 503, 200];
    const pay = await makeSandboxPay({ webhookStatus: () => answers.shift() ?? 200 });
    const payment = await pay.provider.createPayment({
      amountCents: 50_000,
      currency: 'usd',
      description: 'Deposit',
      metadata: {},
      idempotencyKey: 'key-retry-aaaaaaaaaa',
    });
    await pay.confirmCard(payment.clientSecret, '4000000000000002');
    await pay.webhooks.idle();
    expect(pay.received).toHaveLength(3);
    expect(new Set(pay.received.map((r) => r.event.id)).size).toBe(1);
    expect(pay.received[0]!.event).toMatchObject({ object: 'event', type: 'payment_intent.payment_failed' });
    expect(pay.received[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const tries = await listSandboxDeliveries(pay.db, 10);
    expect(tries.map((t) => [t.attempt, t.statusCode])).toEqual([
      [3, 200],
      [2, 503],
      [1, 500],
    ]);
  });
});
