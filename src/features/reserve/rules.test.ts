import { describe, expect, it } from 'vitest';
import {
  cardFieldMessage,
  cardFieldUrl,
  declineWords,
  isHeldByOther,
  newIdempotencyKey,
  phaseOf,
  refusalWords,
} from './rules.ts';
import { answer, HELD, PENDING_ANSWER, reservation } from './test-fixtures.ts';

describe('reserve rules', () => {
  it('makes a request key the contract takes: 32 of [0-9a-f], no dashes', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[\w-]{16,64}$/);
    expect(key).not.toContain('-');
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it("points the card field at the provider's origin with the secret, the app window's origin and the language", () => {
    const url = cardFieldUrl(
      { provider: 'sandbox', origin: 'http://127.0.0.1:4175/', clientSecret: 'pi_1_secret_a&b' },
      'https://dealer.test',
      'es',
    );
    expect(url).toBe(
      'http://127.0.0.1:4175/card?client_secret=pi_1_secret_a%26b&parent=https%3A%2F%2Fdealer.test&locale=es',
    );
  });

  it("believes a card-field message only from the field's window and the provider's origin, in the protocol's shape", () => {
    const win = {};
    const field = { window: win, origin: 'https://pay.test' };
    const data = { upshiftPay: 1, type: 'resize', height: 200 };
    expect(cardFieldMessage({ source: win, origin: 'https://pay.test', data }, field)).toEqual(data);
    expect(cardFieldMessage({ source: win, origin: 'https://evil.test', data }, field)).toBeNull();
    expect(cardFieldMessage({ source: {}, origin: 'https://pay.test', data }, field)).toBeNull();
    expect(cardFieldMessage({ source: win, origin: 'https://pay.test', data: { type: 'resize' } }, field)).toBeNull();
    expect(cardFieldMessage({ source: null, origin: 'https://pay.test', data }, { ...field, window: null })).toBeNull();
  });

  it("words the server's known refusals by key and passes any other through", () => {
    expect(refusalWords('The refundable window for this deposit has ended.')).toEqual({
      key: 'reserve.refusal.windowClosed',
    });
    expect(refusalWords('This dealer does not take deposits.')).toEqual({ key: 'reserve.refusal.noDeposits' });
    expect(refusalWords('Something else.')).toEqual({ text: 'Something else.' });
    expect(isHeldByOther('This vehicle is reserved by another shopper.')).toBe(true);
    expect(isHeldByOther('This dealer does not take deposits.')).toBe(false);
  });

  it("words a decline by Stripe's code, else the provider's words, else a generic line", () => {
    expect(declineWords({ declineCode: 'insufficient_funds', declineReason: 'x' })).toEqual({
      key: 'reserve.decline.insufficient_funds',
    });
    expect(declineWords({ declineCode: 'weird_code', declineReason: 'Your card was declined.' })).toEqual({
      text: 'Your card was declined.',
    });
    expect(declineWords({ declineCode: null, declineReason: null })).toEqual({ key: 'reserve.decline.generic' });
  });

  it('puts each answer in its state', () => {
    expect(phaseOf(answer())).toBe('start');
    expect(phaseOf(answer({ offer: null }))).toBe('no-offer');
    expect(phaseOf(answer({ reservedByOther: true }))).toBe('reserved-by-other');
    expect(phaseOf(PENDING_ANSWER)).toBe('ready');
    expect(phaseOf({ ...PENDING_ANSWER, reservation: reservation({ status: 'CHALLENGE' }) })).toBe('challenge');
    expect(phaseOf({ ...PENDING_ANSWER, reservation: reservation({ status: 'DECLINED' }) })).toBe('declined');
    expect(phaseOf(answer({ reservation: HELD }))).toBe('succeeded');
    expect(phaseOf(answer({ reservation: { ...HELD, status: 'REFUNDED' } }))).toBe('refunded');
    expect(phaseOf(answer({ reservation: { ...HELD, status: 'EXPIRED' } }))).toBe('expired');
    expect(phaseOf(answer({ reservation: reservation({ status: 'CANCELLED' }) }))).toBe('start');
  });
});
