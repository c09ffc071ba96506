/**
 * The three steps of `/account/register` (seed 000 §7 "Profile registration"): step one is checked
 * by `POST /profile/validate-step-one`; step two is the address form, verified as seed 001 §4 says
 * (features/address) before step three shows; then all three go to `POST /profile/register`.
 * The server makes the account only with an address this session proved: when it says so, the page
 * shows the code step (features/profile) and creates the account once the code is accepted.
 * Server field errors land on their fields in whichever step owns them (seed 001 §5), a 'Duplicate
 * email' shows the duplicate-email notice, a 429 says how long to wait, and nothing typed is lost.
 */
import '../../lib/i18n/parts/validation.ts';
import '../../lib/i18n/parts/account.ts';
import { batch, computed, signal } from '@preact/signals';
import { isDuplicateEmail } from '../auth/index.ts';
import { isEmailNotVerified } from '../profile/index.ts';
import { ADDRESS_FORM_RULES, createAddressVerification, type AddressOutcome } from '../address/index.ts';
import { createForm } from '../../lib/forms/index.ts';
import { ApiError } from '../../lib/http.ts';
import { type FieldError } from '../../contract/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { createDraft } from '../../lib/draft.ts';
import { trackLead } from '../../lib/tracking.ts';
import { createToastModel } from '../../lib/ui/toast.tsx';
import { register, validateStepOne } from './api.ts';
import { type RegisterResponse } from '../../contract/account.ts';
import { STEP_ONE_RULES, STEP_THREE_RULES } from '../../contract/register.ts';
import {
  addressBody,
  isStepOneValid,
  prefilledAddressZip,
  splitFieldErrors,
  stepOneBody,
  type RegisterStep,
} from './rules.ts';

export type { RegisterStep };

/** What a call came back with, besides field errors (which the forms keep). */
type Outcome<T> =
  { kind: 'done'; value: T } | { kind: 'locked'; seconds: number } | { kind: 'back' } | { kind: 'verify' };

function lockedOrThrow(error: unknown): { kind: 'locked'; seconds: number } {
  if (error instanceof ApiError && error.isTooManyRequests) {
    return { kind: 'locked', seconds: error.retryWaitSeconds };
  }
  throw error;
}

export type RegisterModel = ReturnType<typeof createRegisterModel>;

export function createRegisterModel() {
  const stepOne = createForm({
    firstName: { label: 'forms.label.firstName', initial: '', rules: STEP_ONE_RULES.firstName },
    lastName: { label: 'forms.label.lastName', initial: '', rules: STEP_ONE_RULES.lastName },
    email: { label: 'forms.label.email', initial: '', rules: STEP_ONE_RULES.email },
    phoneNumber: { label: 'forms.label.phoneNumber', initial: '', rules: STEP_ONE_RULES.phoneNumber },
    zipCode: { label: 'forms.label.zipCode', initial: '', rules: STEP_ONE_RULES.zipCode },
  });
  const address = createForm({ ...ADDRESS_FORM_RULES });
  const stepThree = createForm({
    password: { label: 'forms.label.password', initial: '', rules: STEP_THREE_RULES.password },
    confirmPassword: { label: 'forms.label.confirmPassword', initial: '', rules: STEP_THREE_RULES.confirmPassword },
    terms: { label: 'forms.label.terms', initial: false, rules: STEP_THREE_RULES.terms },
  });
  /** The 'Required Fields' toast of the address step (seed 001 §5 "Address form": as the ghost form's). */
  const toast = createToastModel();
  const verification = createAddressVerification({
    form: address,
    onInvalid: () =>
      toast.show({ title: t('forms.requiredFieldsTitle'), message: t('forms.requiredFields'), variant: 'danger' }),
  });
  const step = signal<RegisterStep>('one');
  /** Seconds to wait, after a 429 (shown until the next attempt). */
  const lockedFor = signal<number | null>(null);
  const duplicateReported = signal(false);
  /** The duplicate-email notice shows until the shopper edits the email (which clears its server error). */
  const duplicateEmail = computed(() => duplicateReported.value && stepOne.serverErrors.value.email !== null);
  /** True while the address is being verified: from Continue until the verification (and its modal) ends. */
  const verifying = signal(false);
  const busy = computed(() => stepOne.submitting.value || verifying.value || stepThree.submitting.value);
  /** The address whose code the shopper is asked for before the account is made; null otherwise. */
  const emailToVerify = signal<string | null>(null);

  /** Step one's server errors; 'Duplicate email' reads 'Email already in use.' on the field, with the notice. */
  function showStepOneErrors(errors: readonly FieldError[]): void {
    stepOne.setServerErrors(errors);
    if (isDuplicateEmail(errors)) {
      stepOne.setFieldError('email', t('auth.duplicateEmail'));
      duplicateReported.value = true;
    }
  }

  function began(): void {
    lockedFor.value = null;
    duplicateReported.value = false;
  }

  /** Continue on step one: checks it with the server; true when step two (the address) is showing. */
  async function continueToStepTwo(): Promise<boolean> {
    if (busy.value) return false;
    began();
    const outcome = await stepOne.submit(async (values): Promise<Outcome<null>> => {
      try {
        await validateStepOne(stepOneBody(values));
        return { kind: 'done', value: null };
      } catch (error) {
        return lockedOrThrow(error);
      }
    });
    if (outcome.status === 'error' && outcome.error instanceof ApiError && outcome.error.isBadRequest) {
      showStepOneErrors(outcome.error.fieldErrors);
    }
    if (outcome.status !== 'success') return false;
    if (outcome.result.kind === 'locked') {
      lockedFor.value = outcome.result.seconds;
      return false;
    }
    batch(() => {
      const zipCode = prefilledAddressZip(address.values.value.zipCode, stepOne.values.value.zipCode);
      if (zipCode !== address.values.value.zipCode) address.setValues({ zipCode });
      step.value = 'two';
    });
    return true;
  }

  /**
   * Continue on step two: the address verification of seed 001 §4; step three shows only on
   * 'success'. 'failure' leaves the field errors and the toast; 'cancel' the form as it was.
   */
  async function continueToStepThree(): Promise<AddressOutcome | 'busy'> {
    if (busy.value) return 'busy';
    lockedFor.value = null;
    toast.dismiss();
    verifying.value = true;
    let outcome: AddressOutcome;
    try {
      outcome = await verification.verify();
    } finally {
      verifying.value = false;
    }
    // The page may have moved on meanwhile (Back is inert under the modal, but a test or a dispose is not).
    if (outcome === 'success' && step.value === 'two') step.value = 'three';
    return outcome;
  }

  /** One step back with everything typed in every step kept. */
  function back(): void {
    if (busy.value) return;
    lockedFor.value = null;
    toast.dismiss();
    // From the code step: step one, where the address can be corrected.
    if (emailToVerify.value !== null) {
      batch(() => {
        emailToVerify.value = null;
        step.value = 'one';
      });
      return;
    }
    step.value = step.value === 'three' ? 'two' : 'one';
  }

  /** Create account: the registered shopper, or null (errors are on the forms; another step's error shows that step). */
  async function createAccount(): Promise<RegisterResponse | null> {
    if (busy.value) return null;
    emailToVerify.value = null;
    if (!isStepOneValid(stepOne.values.value)) {
      step.value = 'one';
      return null;
    }
    if (!address.isValid.value) {
      step.value = 'two';
      return null;
    }
    began();
    const body = { ...stepOneBody(stepOne.values.value), ...addressBody(address.values.value) };
    const outcome = await stepThree.submit(async (values): Promise<Outcome<RegisterResponse>> => {
      try {
        return { kind: 'done', value: await register({ ...body, ...values }) };
      } catch (error) {
        // The address is not proved in this session yet: the code step comes first, then this again.
        if (error instanceof ApiError && error.isBadRequest && isEmailNotVerified(error.fieldErrors)) {
          return { kind: 'verify' };
        }
        if (error instanceof ApiError && error.isBadRequest) {
          const split = splitFieldErrors(error.fieldErrors);
          if (split.one.length > 0 || split.two.length > 0) {
            // Each step keeps its own errors; the shopper is sent to the first step that has some.
            if (split.one.length > 0) showStepOneErrors(split.one);
            if (split.two.length > 0) address.setServerErrors(split.two);
            step.value = split.one.length > 0 ? 'one' : 'two';
            if (split.three.length === 0) return { kind: 'back' };
            throw new ApiError(error.message, error.kind, error.status, split.three);
          }
        }
        return lockedOrThrow(error);
      }
    });
    if (outcome.status !== 'success') return null;
    if (outcome.result.kind === 'locked') lockedFor.value = outcome.result.seconds;
    if (outcome.result.kind === 'verify') emailToVerify.value = body.email;
    if (outcome.result.kind !== 'done') return null;
    trackLead('registration');
    return outcome.result.value;
  }

  /** The page is leaving: a running verification ends as 'cancel', the toast goes; every value stays. */
  function leave(): void {
    verification.dispose();
    toast.dismiss();
  }

  return {
    stepOne,
    address,
    stepThree,
    verification,
    toast,
    step,
    lockedFor,
    duplicateEmail,
    emailToVerify,
    busy,
    continueToStepTwo,
    continueToStepThree,
    back,
    createAccount,
    leave,
  };
}

/**
 * The registration in progress, kept for the visit: reading the terms or the privacy policy (links
 * in step three) and coming back finds every value, the address included, and the step as they were.
 * Cleared once the account is created.
 */
export const registerDraft = createDraft(() => createRegisterModel());
