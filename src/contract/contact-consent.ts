/**
 * The consent texts the ghost form shows next to Continue (seed 001 §2 "a long telemarketing
 * consent disclaimer") and beside the terms checkbox. Calls and texts to a shopper need prior
 * express written consent, so the server records the EXACT text that was shown: the app renders
 * these texts and the server imports this same module, takes the version and locale the app says
 * it showed, and stores the matching text. The client never sends the text itself.
 *
 * Versions are append-only: a changed wording is a new version, and older versions stay here so a
 * page still open with the older text is recorded with the text it showed.
 */
export type ConsentLocale = 'en' | 'es';
export type ConsentKind = 'TELEMARKETING' | 'TERMS';

/** The terms checkbox label in parts, so the app can link the two documents inside it. */
export type TermsParts = { before: string; terms: string; between: string; privacy: string; after: string };

type ConsentVersion = {
  telemarketing: Record<ConsentLocale, (seller: string) => string>;
  terms: Record<ConsentLocale, TermsParts>;
};

const VERSIONS = {
  '2026-11-23': {
    telemarketing: {
      en: (seller) =>
        `By clicking Continue, I agree that ${seller} may contact me about vehicles, pricing, financing, ` +
        'my trade-in and offers at the phone number and email address I provided, including by calls and ' +
        'text messages sent with an automatic telephone dialing system and by artificial or prerecorded ' +
        'voice messages, even if my number is on a do-not-call list. My consent is not a condition of any ' +
        'purchase, and I may buy without giving it. Message and data rates may apply; message frequency ' +
        'varies. I can withdraw my consent at any time by replying STOP to a text message or by telling ' +
        'the caller.',
      es: (seller) =>
        `Al hacer clic en Continuar, acepto que ${seller} me contacte sobre vehículos, precios, ` +
        'financiamiento, mi vehículo de intercambio y ofertas al número de teléfono y al correo electrónico ' +
        'que proporcioné, incluso mediante llamadas y mensajes de texto enviados con un sistema de marcación ' +
        'telefónica automática y mediante mensajes de voz artificiales o pregrabados, aunque mi número esté ' +
        'en una lista de no llamar. Mi consentimiento no es una condición para ninguna compra, y puedo ' +
        'comprar sin darlo. Pueden aplicarse tarifas de mensajes y datos; la frecuencia de los mensajes ' +
        'varía. Puedo retirar mi consentimiento en cualquier momento respondiendo STOP a un mensaje de texto ' +
        'o diciéndoselo a quien me llame.',
    },
    terms: {
      en: {
        before: 'I agree to the ',
        terms: 'Terms of Use',
        between: ' and the ',
        privacy: 'Privacy Policy',
        after: '.',
      },
      es: {
        before: 'Acepto los ',
        terms: 'Términos de uso',
        between: ' y la ',
        privacy: 'Política de privacidad',
        after: '.',
      },
    },
  },
} as const satisfies Record<string, ConsentVersion>;

export type ConsentVersionId = keyof typeof VERSIONS;

/** The version the app shows today. */
export const CURRENT_CONSENT_VERSION: ConsentVersionId = '2026-11-23';

export const CONSENT_VERSIONS: readonly string[] = Object.keys(VERSIONS);

export function isConsentVersion(value: string): value is ConsentVersionId {
  return Object.prototype.hasOwnProperty.call(VERSIONS, value);
}

/**
 * Who the shopper agrees may contact them: the name the navigation bar shows (seed 001 §2
 * "Navigation bar": the campaign title on the upgrade channel, else the dealer's name).
 */
export function consentSeller(
  campaign: { channel: string; title: string },
  dealer: { name: string } | null | undefined,
): string {
  return campaign.channel === 'upgrade' ? campaign.title : (dealer?.name ?? campaign.title);
}

export function telemarketingText(version: ConsentVersionId, locale: ConsentLocale, seller: string): string {
  return VERSIONS[version].telemarketing[locale](seller);
}

export function termsParts(version: ConsentVersionId, locale: ConsentLocale): TermsParts {
  return VERSIONS[version].terms[locale];
}

/** The checkbox label as plain text, exactly as a reader sees it. */
export function termsText(version: ConsentVersionId, locale: ConsentLocale): string {
  const p = termsParts(version, locale);
  return `${p.before}${p.terms}${p.between}${p.privacy}${p.after}`;
}

/** What the server stores in `consents.disclaimer_version`: the version and the language shown. */
export function storedVersion(version: ConsentVersionId, locale: ConsentLocale): string {
  return `${version}.${locale}`;
}
