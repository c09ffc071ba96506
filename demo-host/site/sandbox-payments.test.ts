// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeSandboxPay } from '../server/sandbox/payments/payments-test-support.ts';
import { createSiteApp } from './app.ts';

describe('the sandbox payments page', () => {
  it('lists the payments, refunds and webhook deliveries, and never a whole card number', async () => {
    const pay = await makeSandboxPay();
    const a = await pay.provider.createPayment({
      amountCents: 50_000,
      currency: 'usd',
      description: 'Deposit <b>1</b>',
      metadata: {},
      idempotencyKey: 'key-page-aaaaaaaaaaa',
    });
    await pay.confirmCard(a.clientSecret, '4242 4242 4242 4242');
    await pay.provider.refund({ paymentId: a.id, amountCents: 20_000, idempotencyKey: 'key-page-refund-aaaa' });
    const b = await pay.provider.createPayment({
      amountCents: 100_000,
      currency: 'usd',
      description: 'Deposit 2',
      metadata: {},
      idempotencyKey: 'key-page-bbbbbbbbbbb',
    });
    await pay.confirmCard(b.clientSecret, '4000 0000 0000 0002');
    await pay.webhooks.idle();
    const site = createSiteApp({ db: pay.db, appOrigin: 'http://127.0.0.1:4174', siteOrigin: 'http://localhost:4173' });
    const res = await site.request('/sandbox-payments');
    expect(res.status).toBe(200);
    const text = await res.text();
    const doc = new DOMParser().parseFromString(text, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Sandbox payments');
    const rows = (name: string) =>
      [...(doc.querySelector(`section[aria-labelledby="${name}"]`)?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
        [...tr.querySelectorAll('td')].map((td) => td.textContent?.replace(/\s+/g, ' ').trim()),
      );
    const payments = rows('payments');
    expect(payments).toHaveLength(2);
    expect(payments.find((r) => r[1] === a.id)).toEqual(
      expect.arrayContaining(['$500.00', 'succeeded', '•••• 4242', '$200.00', 'Deposit <b>1</b>']),
    );
    expect(payments.find((r) => r[1] === b.id)).toEqual(
      expect.arrayContaining(['$1,000.00', 'requires_payment_method', 'generic_decline Your card was declined.']),
    );
    expect(rows('refunds')[0]).toEqual(expect.arrayContaining([a.id, '$200.00', 'succeeded']));
    expect(
      rows('webhooks')
        .map((r) => r[2])
        .sort(),
    ).toEqual(['charge.refunded', 'payment_intent.payment_failed', 'payment_intent.succeeded']);
    expect(text).not.toContain('4242424242424242');
  });
});
