/**
 * The get-pre-qualified flow in progress (seed 000 §2 "soft-pull with verify"):
 * the form (name, the address through the address verification of seed 001 §4, date of
 * birth, yearly income, the agency), the consent the shopper gave, and the outcome of the pull.
 *
 * PRIVACY: everything here lives in memory only. The date of birth and the income are never put in
 * storage, never logged and never in an error report (the HTTP client reports only a call's method
 * and path, and never a 400's body). So a reload forgets them, and sends the shopper back to the
 * form: a deliberate trade of a little retyping for not leaving a birth date in the browser.
 */
import '../../lib/i18n/parts/validation.ts';
import '../../lib/i18n/parts/credit.ts';
import '../../lib/i18n/parts/address.ts';
import { batch, computed, signal } from '@preact/signals';
import { createForm, maxChar, required } from '../../lib/forms/index.ts';
import { ApiError } from '../../lib/http.ts';
import { t, type Locale } from '../../lib/i18n/index.ts';
import { errorMessages, isAbortError } from '../../lib/remote-data.ts';
import { createDraft } from '../../lib/draft.ts';
import { trackLead } from '../../lib/tracking.ts';
import { createToastModel } from '../../lib/ui/toast.tsx';
import { createAddressVerification, type AddressOutcome, ADDRESS_FORM_RULES } from '../address/index.ts';
import { retryWait } from '../auth/index.ts';
import { NO_KNOWN_DETAILS, type KnownDetailsSource } from '../known-details/index.ts';
import { softPull } from './api.ts';
import { type SoftPullResult } from '../../contract/credit.ts';
import { CURRENT_CREDIT_CONSENT_VERSION, type CreditConsentVersionId } from '../../contract/credit-consent.ts';
import type { CreditAgency } from '../../contract/prequalification.ts';
import { dateOfBirthRule, incomeRule, otherAgency, softPullBody, splitSoftPullErrors } from './rules.ts';

/** The server's limit on each name (api.ts `SoftPullRequestSchema`). */
const NAME_MAX = 50;

export type SoftPullModelOptions = {
  now?: () => Date;
  /** The name and address the shopper gave before: filled in, and what is typed here is remembered. */
  known?: KnownDetailsSource;
};

/** Where the shopper goes after the pull: the page of its outcome, or back to the form (a 400). */
export type SoftPullOutcome = 'HIT' | 'NO_HIT' | 'FROZEN' | 'form' | 'stay';

export type SoftPullModel = ReturnType<typeof createSoftPullModel>;

export function createSoftPullModel(options: SoftPullModelOptions = {}) {
  const known = options.known ?? NO_KNOWN_DETAILS;
  const details = createForm({
    firstName: { label: 'forms.label.firstName', initial: '', rules: [required, maxChar(NAME_MAX)] },
    lastName: { label: 'forms.label.lastName', initial: '', rules: [required, maxChar(NAME_MAX)] },
    dateOfBirth: { label: 'credit.field.dateOfBirth', initial: '', rules: [required, dateOfBirthRule(options.now)] },
    annualIncome: { label: 'credit.field.annualIncome', initial: '', rules: [required, incomeRule] },
    agency: { label: 'credit.field.agency', initial: 'TRANSUNION', rules: [required] },
  });
  const address = createForm({ ...ADDRESS_FORM_RULES });
  const toast = createToastModel();
  const verification = createAddressVerification({
    form: address,
    onInvalid: () =>
      toast.show({ title: t('forms.requiredFieldsTitle'), message: t('forms.requiredFields'), variant: 'danger' }),
  });
  /** True once the form was continued from with valid answers and a verified address. */
  const formDone = signal(false);
  const consent = signal<{ version: CreditConsentVersionId; locale: Locale } | null>(null);
  const result = signal<SoftPullResult | null>(null);
  const verifying = signal(false);
  const pulling = signal(false);
  /** The verify page's messages: a 429's wait, an unexpected failure, a consent error. */
  const pullError = signal<string[]>([]);
  const busy = computed(() => verifying.value || pulling.value);

  /** Continue on the form: every field valid and the address verified ('success'), else why not. */
  async function continueFromForm(): Promise<AddressOutcome | 'busy'> {
    if (busy.value) return 'busy';
    toast.dismiss();
    const checked = await details.submit(() => Promise.resolve(null));
    verifying.value = true;
    let outcome: AddressOutcome;
    try {
      // Verified even when a detail is wrong, so every message shows at once.
      outcome = await verification.verify();
    } finally {
      verifying.value = false;
    }
    if (checked.status !== 'success' && outcome === 'success') outcome = 'failure';
    formDone.value = outcome === 'success';
    if (formDone.value) {
      // The name and the verified address only: the birth date and the income are never remembered.
      const { firstName, lastName } = details.values.value;
      known.remember({ firstName, lastName, address: address.values.value });
    }
    return outcome;
  }

  /** Fills the blank name and address fields from what the shopper gave before (never the birth date or income). */
  async function prefill(): Promise<void> {
    await Promise.all([known.prefill(details, ['firstName', 'lastName']), known.prefill(address, [], true)]);
  }

  /** The shopper agreed to the authorisation shown in `locale`. */
  function agree(locale: Locale): void {
    consent.value = { version: CURRENT_CREDIT_CONSENT_VERSION, locale };
  }

  /** The verify page's button: runs the soft pull with what the shopper reviewed. */
  async function runPull(): Promise<SoftPullOutcome> {
    const agreed = consent.value;
    if (busy.value || !agreed) return 'stay';
    if (!formDone.value || !details.isValid.value || !address.isValid.value) return 'form';
    const body = softPullBody(details.values.value, address.values.value, { ...agreed, accepted: true });
    batch(() => {
      pulling.value = true;
      pullError.value = [];
    });
    try {
      const answer = await softPull(body);
      batch(() => {
        result.value = answer;
        if (answer.outcome === 'HIT') {
          // Done with: the birth date and the income go now, not at the next reload.
          const { firstName, lastName, agency } = details.values.value;
          details.reset({ firstName, lastName, agency });
          formDone.value = false;
        }
      });
      // Pre-qualified only with a score: a no-hit or a frozen file is no lead.
      if (answer.outcome === 'HIT') trackLead('pre-qualified');
      return answer.outcome;
    } catch (error) {
      if (isAbortError(error)) return 'stay';
      if (error instanceof ApiError && error.isBadRequest && error.fieldErrors.length > 0) {
        const split = splitSoftPullErrors(error.fieldErrors);
        batch(() => {
          if (split.details.length > 0) details.setServerErrors(split.details);
          if (split.address.length > 0) address.setServerErrors(split.address);
          pullError.value = split.other.map((e) => e.message);
          if (split.details.length > 0 || split.address.length > 0) formDone.value = false;
        });
        return split.details.length > 0 || split.address.length > 0 ? 'form' : 'stay';
      }
      pullError.value =
        error instanceof ApiError && error.isTooManyRequests
          ? [t('credit.tooMany', { wait: retryWait(error.retryWaitSeconds) })]
          : errorMessages(error);
      return 'stay';
    } finally {
      pulling.value = false;
    }
  }

  /** 'Try Experian' after a no-hit or a frozen file: the consent covers both agencies. */
  function switchAgency(): CreditAgency | null {
    const last = result.value;
    if (!last) return null;
    const next = otherAgency(last.agency);
    batch(() => {
      details.setValue('agency', next);
      result.value = null;
      pullError.value = [];
    });
    return next;
  }

  /** 'Try TransUnion again' after lifting a freeze: back to the review with the same answers. */
  function retry(): void {
    batch(() => {
      result.value = null;
      pullError.value = [];
    });
  }

  /** The page is leaving: a running verification ends as 'cancel'; every value stays. */
  function leave(): void {
    verification.dispose();
    toast.dismiss();
  }

  return {
    details,
    address,
    verification,
    toast,
    formDone,
    consent,
    result,
    busy,
    pulling,
    pullError,
    continueFromForm,
    prefill,
    agree,
    runPull,
    switchAgency,
    retry,
    leave,
  };
}

/**
 * The flow in progress for this page load (memory only: see the note at the top). A pull that
 * pre-qualifies empties the birth date and income itself (runPull), so nothing needs to clear it.
 */
export const softPullDraft = createDraft((known: KnownDetailsSource) => createSoftPullModel({ known }));
