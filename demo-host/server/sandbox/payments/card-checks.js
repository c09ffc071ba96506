/**
 * The hosted card field's checks, as Stripe's Payment Element words them: run in the field as the shopper
 * types (served to the browser as /card/checks.js) and again by the sandbox provider on /card/confirm.
 * Each check answers null (fine) or an error code of Stripe.js's; MESSAGES words it in English and Spanish.
 */

/** @type {Record<'en' | 'es', Record<string, string>>} */
export const MESSAGES = {
  en: {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month: "Your card's expiration month is invalid.",
    invalid_expiry_year_past: "Your card's expiration date is in the past.",
    invalid_expiry_year: "Your card's expiration year is invalid.",
    incomplete_cvc: "Your card's security code is incomplete.",
    incomplete_zip: 'Your ZIP is incomplete.',
    card_declined: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    payment_intent_authentication_failure:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  },
  es: {
    incomplete_number: 'El número de tu tarjeta está incompleto.',
    invalid_number: 'El número de tu tarjeta no es válido.',
    incomplete_expiry: 'La fecha de vencimiento de tu tarjeta está incompleta.',
    invalid_expiry_month: 'El mes de vencimiento de tu tarjeta no es válido.',
    invalid_expiry_year_past: 'La fecha de vencimiento de tu tarjeta ya pasó.',
    invalid_expiry_year: 'El año de vencimiento de tu tarjeta no es válido.',
    incomplete_cvc: 'El código de seguridad de tu tarjeta está incompleto.',
    incomplete_zip: 'Tu código postal está incompleto.',
    card_declined: 'Tu tarjeta fue rechazada.',
    insufficient_funds: 'Tu tarjeta no tiene fondos suficientes.',
    payment_intent_authentication_failure:
      'No pudimos autenticar tu método de pago. Elige otro método de pago y vuelve a intentarlo.',
    processing_error: 'Ocurrió un error al procesar tu tarjeta. Vuelve a intentarlo en un momento.',
  },
};

/** @param {string} text */
export const digitsOf = (text) => text.replace(/\D/g, '');

/** The Luhn checksum (ISO/IEC 7812) every card number carries. @param {string} digits */
export function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** American Express numbers have 15 digits, the others this field takes 16. @param {string} digits */
const expectedLength = (digits) => (/^3[47]/.test(digits) ? 15 : 16);

/** As typed: digits grouped in fours, at most a card's length. @param {string} text */
export function groupCardNumber(text) {
  const digits = digitsOf(text).slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** @param {string} text @returns {string | null} */
export function checkNumber(text) {
  const digits = digitsOf(text);
  if (digits.length < expectedLength(digits)) return 'incomplete_number';
  if (digits.length > expectedLength(digits) || !luhn(digits)) return 'invalid_number';
  return null;
}

/** 'MM / YY' as typed: digits only, the slash added after the month. @param {string} text */
export function formatExpiry(text) {
  let digits = digitsOf(text).slice(0, 4);
  // A first digit above 1 can only be a one-digit month: 4 → 04.
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** @param {string} text @returns {{ month: number, year: number } | null} the year in four digits */
export function parseExpiry(text) {
  const digits = digitsOf(text);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

/**
 * A card is good through the last day of its expiry month; Stripe refuses dates more than 50 years out.
 * @param {string} text @param {Date} now @returns {string | null}
 */
export function checkExpiry(text, now) {
  const expiry = parseExpiry(text);
  if (!expiry) return 'incomplete_expiry';
  if (expiry.month < 1 || expiry.month > 12) return 'invalid_expiry_month';
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonth = expiry.year * 12 + expiry.month - 1;
  if (cardMonth < thisMonth) return 'invalid_expiry_year_past';
  if (expiry.year > now.getUTCFullYear() + 50) return 'invalid_expiry_year';
  return null;
}

/** 3 digits, 4 on American Express. @param {string} text @param {string} number @returns {string | null} */
export function checkCvc(text, number) {
  const cvc = digitsOf(text);
  const wanted = /^3[47]/.test(digitsOf(number)) ? 4 : 3;
  return cvc.length < wanted || cvc.length > 4 || cvc.length !== text.trim().length ? 'incomplete_cvc' : null;
}

/** A US ZIP: 5 digits. @param {string} text @returns {string | null} */
export function checkZip(text) {
  return /^\d{5}$/.test(text.trim()) ? null : 'incomplete_zip';
}

/**
 * Every field's check at once, keyed by field.
 * @param {{ number: string, expiry: string, cvc: string, zip: string }} card @param {Date} now
 * @returns {{ number: string | null, expiry: string | null, cvc: string | null, zip: string | null }}
 */
export function checkCard(card, now) {
  return {
    number: checkNumber(card.number),
    expiry: checkExpiry(card.expiry, now),
    cvc: checkCvc(card.cvc, card.number),
    zip: checkZip(card.zip),
  };
}
