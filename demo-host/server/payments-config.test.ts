import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { SANDBOX_PAY_KEYS } from './sandbox/payments/provider-app.ts';

const REAL = { DEPLOYMENT_ENV: 'prod', FINANCE_DATA_KEY: Buffer.alloc(32, 7).toString('base64') };
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_def',
  STRIPE_WEBHOOK_SECRET: 'whsec_ghi',
};

describe('the payment provider setting', () => {
  it('is the sandbox provider in a sandbox, on the port after the app unless PAY_ORIGIN says otherwise', () => {
    expect(readConfig({}).payments).toEqual({ ...SANDBOX_PAY_KEYS, sandboxOrigin: 'http://127.0.0.1:4175' });
    expect(readConfig({ APP_PORT: '4574' }).payments?.sandboxOrigin).toBe('http://127.0.0.1:4575');
    expect(readConfig({ PAY_ORIGIN: 'http://127.0.0.1:9999/' }).payments?.sandboxOrigin).toBe('http://127.0.0.1:9999');
    // A sandbox never pays for real, even with Stripe keys around.
    expect(readConfig(STRIPE).payments?.sandboxOrigin).toBe('http://127.0.0.1:4175');
  });

  it('is Stripe elsewhere with all three keys, none without them, and refuses some of them', () => {
    expect(readConfig({ ...REAL, ...STRIPE }).payments).toEqual({
      secretKey: 'sk_live_abc',
      publishableKey: 'pk_live_def',
      webhookSecret: 'whsec_ghi',
      sandboxOrigin: null,
    });
    expect(readConfig(REAL).payments).toBeNull();
    expect(() => readConfig({ ...REAL, STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(/all three/);
    expect(() => readConfig({ ...REAL, ...STRIPE, STRIPE_SECRET_KEY: 'pk_live_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => readConfig({ ...REAL, ...STRIPE, STRIPE_WEBHOOK_SECRET: 'nope' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
