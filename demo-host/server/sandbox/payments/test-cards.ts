/**
 * What a card does in the sandbox, as in Stripe's test mode (docs.stripe.com/testing): a few test numbers
 * succeed, decline or ask for 3-D Secure; any other (valid) number is a real card, which test mode declines.
 */
import { digitsOf, MESSAGES } from './card-checks.js';

export type CardDecline = { code: string; declineCode: string | null; message: string };
export type CardOutcome = { kind: 'succeed' } | { kind: 'challenge' } | ({ kind: 'decline' } & CardDecline);

const declined = (declineCode: string, message: string): CardOutcome => ({
  kind: 'decline',
  code: 'card_declined',
  declineCode,
  message,
});

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'succeed' },
  '4000056655665556': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '4000000000000002': declined('generic_decline', MESSAGES.en['card_declined']!),
  '4000000000009995': declined('insufficient_funds', MESSAGES.en['insufficient_funds']!),
  '4000002500003155': { kind: 'challenge' },
  '4000002760003184': { kind: 'challenge' },
};

/** A real card in test mode: Stripe declines it and says why. */
export const LIVE_CARD_DECLINE = declined(
  'test_mode_live_card',
  'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
);

export function cardOutcome(number: string): CardOutcome {
  return TEST_CARDS[digitsOf(number)] ?? LIVE_CARD_DECLINE;
}

/** A failed 3-D Secure challenge, in Stripe's words. */
export const AUTHENTICATION_FAILURE: CardDecline = {
  code: 'payment_intent_authentication_failure',
  declineCode: null,
  message: MESSAGES.en['payment_intent_authentication_failure']!,
};
