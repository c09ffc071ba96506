/** The e-signature consent step of signing online: the exact versioned text, the agreement. */
import '../../lib/i18n/parts/contracting.ts';
import { locale, t } from '../../lib/i18n/index.ts';
import { CheckboxField } from '../../lib/ui/checkbox-field.tsx';
import type { ContractingState } from '../../contract/contracting.ts';
import {
  esignConsentAgreeLabel,
  esignConsentText,
  CURRENT_ESIGN_CONSENT_VERSION,
} from '../../contract/esign-consent.ts';
import type { ContractingModel } from './model.ts';
import { FormErrors } from '../../lib/ui/form-errors.tsx';
import { BackToDeal, SignOnlinePage } from './sign-online-parts.tsx';

export function ConsentStep({ model, state }: { model: ContractingModel; state: ContractingState }) {
  const form = model.consentForm;
  const lang = locale.value;
  const busy = form.submitting.value;
  return (
    <SignOnlinePage heading={t('contracting.consent.heading')} step={2}>
      <p>{t('contracting.consent.lead')}</p>
      <form
        class="card"
        noValidate
        aria-label={t('contracting.consent.heading')}
        onSubmit={(event) => {
          event.preventDefault();
          // Agreed, the deal's step is the contract: the page's guard goes there (replacing this step).
          void model.agree(lang);
        }}
      >
        <div class="soft-pull__consent">
          {/* The exact text of this version and language: the server records what was shown. */}
          <p data-consent-version={CURRENT_ESIGN_CONSENT_VERSION}>
            {esignConsentText(CURRENT_ESIGN_CONSENT_VERSION, lang, state.dealerName)}
          </p>
        </div>
        <CheckboxField form={form} name="agree" required>
          {esignConsentAgreeLabel(CURRENT_ESIGN_CONSENT_VERSION, lang)}
        </CheckboxField>
        <FormErrors messages={form.formError.value} />
        <div class="register__actions">
          <BackToDeal dealId={model.dealId} />
          <button type="submit" class="button button--primary" aria-busy={busy}>
            {t(busy ? 'contracting.consent.saving' : 'contracting.consent.continue')}
          </button>
        </div>
      </form>
    </SignOnlinePage>
  );
}
