/**
 * The soft-pull authorisation a shopper agrees to before the sandbox pulls their credit (seed 000
 * §2 "soft-pull with verify"). Under the Fair Credit Reporting Act (15 U.S.C. 1681b(a)(2)) a
 * consumer report may be obtained on the consumer's written instructions, so the server records
 * the EXACT text that was shown: the app renders these texts and the server imports this same
 * module, takes the version and locale the app says it showed, and stores the matching text. The
 * client never sends the text itself (as src/contract/contact-consent.ts does for the ghost form).
 *
 * Versions are append-only: a changed wording is a new version, and older versions stay here so a
 * page still open with the older text is recorded with the text it showed. The texts are literal
 * (the 14 days of PREQUALIFICATION_VALID_DAYS included): a changed constant must not silently
 * change what a recorded version says; a test ties the two together instead.
 */
export type CreditConsentLocale = 'en' | 'es';

/** One locale of one version: the agree button's label and the authorisation it refers to. */
type CreditConsentText = { agree: string; text: (dealer: string) => string };

const VERSIONS = {
  '2026-12-01': {
    en: {
      agree: 'I agree',
      text: (dealer) =>
        `By clicking I agree, I am giving ${dealer} my written instructions under the Fair Credit ` +
        `Reporting Act to obtain my credit report and credit score from TransUnion, Experian or both. ` +
        `${dealer} may use them only to pre-qualify me for vehicle financing or leasing and to show me ` +
        'the rates and payments I may qualify for. This is a soft inquiry: it does not affect my credit ' +
        'score, and other lenders do not see it. Pre-qualification is not an approval or an offer of ' +
        'credit. It lasts 14 days; after that a new check is needed. Final terms depend on a credit ' +
        "application and the lender's approval.",
    },
    es: {
      agree: 'Acepto',
      text: (dealer) =>
        `Al hacer clic en Acepto, doy a ${dealer} mis instrucciones por escrito conforme a la Ley de ` +
        'Informes de Crédito Justos (Fair Credit Reporting Act) para obtener mi informe de crédito y mi ' +
        `puntaje de crédito de TransUnion, Experian o ambas. ${dealer} puede usarlos solo para ` +
        'precalificarme para el financiamiento o el arrendamiento de un vehículo y para mostrarme las ' +
        'tasas y los pagos para los que podría calificar. Esta es una consulta suave: no afecta mi ' +
        'puntaje de crédito y otros prestamistas no la ven. La precalificación no es una aprobación ni ' +
        'una oferta de crédito. Dura 14 días; después se necesita una nueva consulta. Los términos ' +
        'finales dependen de una solicitud de crédito y de la aprobación del prestamista.',
    },
  },
} as const satisfies Record<string, Record<CreditConsentLocale, CreditConsentText>>;

export type CreditConsentVersionId = keyof typeof VERSIONS;

/** The version the app shows today. */
export const CURRENT_CREDIT_CONSENT_VERSION: CreditConsentVersionId = '2026-12-01';

export const CREDIT_CONSENT_VERSIONS: readonly string[] = Object.keys(VERSIONS);

export function isCreditConsentVersion(value: string): value is CreditConsentVersionId {
  return Object.prototype.hasOwnProperty.call(VERSIONS, value);
}

/** The authorisation, naming the dealer who asks for the report. */
export function creditConsentText(
  version: CreditConsentVersionId,
  locale: CreditConsentLocale,
  dealer: string,
): string {
  return VERSIONS[version][locale].text(dealer);
}

/** The label of the button the text refers to ("By clicking I agree…"). */
export function creditConsentAgreeLabel(version: CreditConsentVersionId, locale: CreditConsentLocale): string {
  return VERSIONS[version][locale].agree;
}

/** What the server stores with a pull: the version and the language shown, e.g. `2026-12-01.es`. */
export function storedCreditConsentVersion(version: CreditConsentVersionId, locale: CreditConsentLocale): string {
  return `${version}.${locale}`;
}
