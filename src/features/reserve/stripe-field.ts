/**
 * Stripe's Payment Element, for a production payment: loads https://js.stripe.com/v3 (Stripe's rule: from
 * Stripe, never bundled), mounts the element with the payment's client secret, and confirms it without leaving
 * the page unless the bank must (`redirect: 'if_required'`). Not run in tests or the sandbox (no network there).
 */
import type { PaymentClient } from '../../contract/reservation.ts';
import type { Locale } from '../../lib/i18n/index.ts';
import type { CardField, FieldResult } from './model.ts';

type StripeElements = {
  create(type: 'payment'): { mount(el: HTMLElement): void; destroy(): void };
  update(options: { locale: string }): void;
};
type StripeJs = {
  elements(options: { clientSecret: string; locale: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: 'if_required';
  }): Promise<{ error?: { message?: string }; paymentIntent?: { status: string } }>;
};
type StripeGlobal = (publishableKey: string) => StripeJs;

let script: Promise<StripeGlobal> | null = null;

function loadStripe(doc: Document): Promise<StripeGlobal> {
  return (script ??= new Promise((resolve, reject) => {
    const el = doc.createElement('script');
    el.src = 'https://js.stripe.com/v3';
    el.onload = () => {
      const stripe = (window as unknown as { Stripe?: StripeGlobal }).Stripe;
      if (stripe) resolve(stripe);
      else reject(new Error('Stripe.js did not load'));
    };
    el.onerror = () => {
      script = null;
      reject(new Error('Stripe.js did not load'));
    };
    doc.head.append(el);
  }));
}

export async function mountStripeElement(
  host: HTMLElement,
  client: Extract<PaymentClient, { provider: 'stripe' }>,
  locale: Locale,
  onResult: (result: FieldResult) => void,
): Promise<CardField & { destroy: () => void; setLocale: (locale: Locale) => void }> {
  const stripe = (await loadStripe(host.ownerDocument))(client.publishableKey);
  const elements = stripe.elements({ clientSecret: client.clientSecret, locale });
  const element = elements.create('payment');
  element.mount(host);
  return {
    confirm() {
      void stripe.confirmPayment({ elements, redirect: 'if_required' }).then(
        ({ error, paymentIntent }) =>
          onResult({ status: paymentIntent?.status ?? 'requires_payment_method', error: error?.message ?? null }),
        () => onResult({ status: 'requires_payment_method', error: null }),
      );
    },
    destroy: () => element.destroy(),
    // Stripe words its element again in place, keeping what was typed.
    setLocale: (next) => elements.update({ locale: next }),
  };
}
