/**
 * The certification and authorisation a shopper gives when they send a finance application to the
 * lenders. Unlike the soft pull (src/contract/credit-consent.ts), a credit
 * application lets each lender obtain a full credit report, which may affect the score, so the
 * shopper must agree in writing (Fair Credit Reporting Act, 15 U.S.C. 1681b(a)(3)(A)) and certify
 * that what they typed is true. The server records the EXACT text shown: the app renders these
 * texts and the server imports this same module, takes the version and locale the app says it
 * showed, and stores the matching text with the dealer's name.
 *
 * Versions are append-only: a changed wording is a new version, older ones stay so a page still
 * open with the older text is recorded with the text it showed.
 */
import { CURRENT_VERSION } from './finance-authorization-version.ts';

export type FinanceAuthorizationLocale = 'en' | 'es';

type AuthorizationText = { agree: string; text: (dealer: string) => string };

const VERSIONS = {
  '2026-12-15': {
    en: {
      agree: 'I have read and agree to the authorization above',
      text: (dealer) =>
        `I certify that everything in this application is true and complete. I authorize ${dealer} to ` +
        'send this application to the lenders it works with, and I authorize each of them to obtain my ' +
        'credit report and credit score, to verify what I wrote, and to tell the dealer their decision. ' +
        'This is an application for credit, not a soft inquiry: it may affect my credit score. If a ' +
        'co-applicant applies with me, they give the same certification and authorization. An approval ' +
        "is subject to the lender's conditions and to a signed contract.",
    },
    es: {
      agree: 'He leído y acepto la autorización anterior',
      text: (dealer) =>
        `Certifico que todo lo que contiene esta solicitud es verdadero y completo. Autorizo a ${dealer} ` +
        'a enviar esta solicitud a los prestamistas con los que trabaja, y autorizo a cada uno de ellos ' +
        'a obtener mi informe de crédito y mi puntaje de crédito, a verificar lo que escribí y a ' +
        'comunicar su decisión al concesionario. Esta es una solicitud de crédito, no una consulta ' +
        'suave: puede afectar mi puntaje de crédito. Si un cosolicitante presenta la solicitud conmigo, ' +
        'otorga la misma certificación y autorización. Una aprobación está sujeta a las condiciones del ' +
        'prestamista y a un contrato firmado.',
    },
  },
} as const satisfies Record<string, Record<FinanceAuthorizationLocale, AuthorizationText>>;

export type FinanceAuthorizationVersionId = keyof typeof VERSIONS;

/** The version the app shows today (its own module, so the application's model sends it without the texts). */
export const CURRENT_FINANCE_AUTHORIZATION_VERSION: FinanceAuthorizationVersionId = CURRENT_VERSION;

export function isFinanceAuthorizationVersion(value: string): value is FinanceAuthorizationVersionId {
  return Object.prototype.hasOwnProperty.call(VERSIONS, value);
}

/** The authorisation, naming the dealer who sends the application. */
export function financeAuthorizationText(
  version: FinanceAuthorizationVersionId,
  locale: FinanceAuthorizationLocale,
  dealer: string,
): string {
  return VERSIONS[version][locale].text(dealer);
}

/** The checkbox's label: the shopper agrees to the text shown above it. */
export function financeAuthorizationAgreeLabel(
  version: FinanceAuthorizationVersionId,
  locale: FinanceAuthorizationLocale,
): string {
  return VERSIONS[version][locale].agree;
}
