/**
 * The electronic-records consent a shopper gives before signing a contract online (seed 000 §2
 * "sign-online-verify"). The E-SIGN Act (15 U.S.C. 7001(c)) lets a consumer's
 * record be electronic only after a consent that says what it covers, the right to paper copies
 * and how to get them, the right to withdraw and its consequences, how to keep contact details up to
 * date, and what a device needs to open and keep the records. The app renders these texts and the
 * server imports this same module, takes the version and locale the app says it showed, and stores
 * the matching text: the client never sends the text itself (as src/contract/credit-consent.ts).
 *
 * Versions are append-only: a changed wording is a new version, and older versions stay here so a
 * page still open with the older text is recorded with the text it showed.
 */
export type EsignConsentLocale = 'en' | 'es';

/** One locale of one version: the checkbox's label and the disclosure that refers to it. */
type EsignConsentText = { agree: string; text: (dealer: string) => string };

const VERSIONS = {
  '2026-12-15': {
    en: {
      agree: 'I agree to use electronic records and signatures',
      text: (dealer) =>
        `By checking "I agree to use electronic records and signatures", you agree that ${dealer} may give ` +
        'you the contract for this vehicle (a retail installment contract or a lease agreement) and every ' +
        'disclosure, notice and record about it electronically, and that the full name you type is your ' +
        'signature, with the same effect as a signature on paper. This consent covers this purchase only. ' +
        `You have the right to have any of these records on paper: ask ${dealer} at any time, at no cost. ` +
        `You may withdraw this consent before you sign by telling ${dealer}; you then finish the purchase ` +
        'on paper at the dealership, and nothing is charged for it. To open and keep these records you need ' +
        'a device with a current web browser that can save or print a page, and an email address or a phone ' +
        `that receives text messages. Keep the email address and phone number of your account up to date, or tell ${dealer} when they change.`,
    },
    es: {
      agree: 'Acepto usar registros y firmas electrónicos',
      text: (dealer) =>
        `Al marcar "Acepto usar registros y firmas electrónicos", usted acepta que ${dealer} le entregue ` +
        'por vía electrónica el contrato de este vehículo (un contrato de venta a plazos o un contrato de ' +
        'arrendamiento) y toda divulgación, aviso y registro sobre él, y que el nombre completo que escriba ' +
        'sea su firma, con el mismo efecto que una firma en papel. Este consentimiento cubre solo esta ' +
        `compra. Tiene derecho a recibir cualquiera de estos registros en papel: pídalo a ${dealer} en ` +
        `cualquier momento, sin costo. Puede retirar este consentimiento antes de firmar avisando a ${dealer}; ` +
        'en ese caso termina la compra en papel en el concesionario, sin ningún cargo. Para abrir y guardar ' +
        'estos registros necesita un dispositivo con un navegador web actual que pueda guardar o imprimir ' +
        'una página, y una dirección de correo electrónico o un teléfono que reciba mensajes de texto. ' +
        `Mantenga al día el correo electrónico y el teléfono de su cuenta, o avise a ${dealer} cuando cambien.`,
    },
  },
} as const satisfies Record<string, Record<EsignConsentLocale, EsignConsentText>>;

export type EsignConsentVersionId = keyof typeof VERSIONS;

/** The version the app shows today. */
export const CURRENT_ESIGN_CONSENT_VERSION: EsignConsentVersionId = '2026-12-15';

export const ESIGN_CONSENT_VERSIONS: readonly string[] = Object.keys(VERSIONS);

export function isEsignConsentVersion(value: string): value is EsignConsentVersionId {
  return Object.prototype.hasOwnProperty.call(VERSIONS, value);
}

/** The disclosure, naming the dealer the records come from. */
export function esignConsentText(version: EsignConsentVersionId, locale: EsignConsentLocale, dealer: string): string {
  return VERSIONS[version][locale].text(dealer);
}

/** The label of the checkbox the text refers to. */
export function esignConsentAgreeLabel(version: EsignConsentVersionId, locale: EsignConsentLocale): string {
  return VERSIONS[version][locale].agree;
}
