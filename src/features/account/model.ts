/**
 * The two steps of `/account/register` (seed 000 §7 "Profile registration"): step one is checked
 * by `POST /profile/validate-step-one`, then steps one and two go to `POST /profile/register`.
 * Server field errors land on their fields in whichever step owns them (seed 001 §5), a 'Duplicate
 * email' shows the duplicate-email notice, a 429 says how long to wait, and nothing typed is lost.
 */
import '../../lib/i18n/parts/account.ts';
import { computed, signal } from '@preact/signals';
import { isDuplicateEmail } from '../auth/duplicate-email.tsx';
import { createForm } from '../../lib/forms/index.ts';
import { ApiError, type FieldError } from '../../lib/http.ts';
import { t } from '../../lib/i18n/index.ts';
import { register, validateStepOne, type RegisterResponse } from './api.ts';
import { isStepOneValid, splitFieldErrors, STEP_ONE_RULES, STEP_TWO_RULES, stepOneBody } from './rules.ts';

export type RegisterStep = 'one' | 'two';

/** What a call came back with, besides field errors (which the forms keep). */
type Outcome<T> = { kind: 'done'; value: T } | { kind: 'locked'; seconds: number } | { kind: 'back' };

/** The limiter's wait when a 429 does not say (it always does from our server). */
const DEFAULT_WAIT_SECONDS = 60;

function lockedOrThrow(error: unknown): { kind: 'locked'; seconds: number } {
  if (error instanceof ApiError && error.isTooManyRequests) {
    return { kind: 'locked', seconds: error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS };
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
  const stepTwo = createForm({
    password: { label: 'forms.label.password', initial: '', rules: STEP_TWO_RULES.password },
    confirmPassword: { label: 'forms.label.confirmPassword', initial: '', rules: STEP_TWO_RULES.confirmPassword },
    terms: { label: 'forms.label.terms', initial: false, rules: STEP_TWO_RULES.terms },
  });
  const step = signal<RegisterStep>('one');
  /** Seconds to wait, after a 429 (shown until the next attempt). */
  const lockedFor = signal<number | null>(null);
  const duplicateReported = signal(false);
  /** The duplicate-email notice shows until the shopper edits the email (which clears its server error). */
  const duplicateEmail = computed(() => duplicateReported.value && stepOne.serverErrors.value.email !== null);
  const busy = computed(() => stepOne.submitting.value || stepTwo.submitting.value);

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

  /** Continue: checks step one with the server; true when step two is showing. */
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
    step.value = 'two';
    return true;
  }

  /** Back to step one with everything typed in both steps kept. */
  function back(): void {
    if (busy.value) return;
    lockedFor.value = null;
    step.value = 'one';
  }

  /** Create account: the registered shopper, or null (errors are on the forms; a step-one error shows step one). */
  async function createAccount(): Promise<RegisterResponse | null> {
    if (busy.value) return null;
    if (!isStepOneValid(stepOne.values.value)) {
      step.value = 'one';
      return null;
    }
    began();
    const first = stepOneBody(stepOne.values.value);
    const outcome = await stepTwo.submit(async (values): Promise<Outcome<RegisterResponse>> => {
      try {
        return { kind: 'done', value: await register({ ...first, ...values }) };
      } catch (error) {
        if (error instanceof ApiError && error.isBadRequest) {
          const split = splitFieldErrors(error.fieldErrors);
          if (split.stepOne.length > 0) {
            showStepOneErrors(split.stepOne);
            step.value = 'one';
            if (split.stepTwo.length === 0) return { kind: 'back' };
            // Step two keeps its own errors for when the shopper comes back to it.
            throw new ApiError(error.message, error.kind, error.status, split.stepTwo);
          }
        }
        return lockedOrThrow(error);
      }
    });
    if (outcome.status !== 'success') return null;
    if (outcome.result.kind === 'locked') lockedFor.value = outcome.result.seconds;
    return outcome.result.kind === 'done' ? outcome.result.value : null;
  }

  return { stepOne, stepTwo, step, lockedFor, duplicateEmail, busy, continueToStepTwo, back, createAccount };
}

let draft: RegisterModel | null = null;

/**
 * The registration in progress, kept for the visit: reading the terms or the privacy policy (links
 * in step two) and coming back finds every value and the step as they were.
 */
export function registerDraft(): RegisterModel {
  return (draft ??= createRegisterModel());
}

/** Forgets the draft (after the account is created). */
export function clearRegisterDraft(): void {
  draft = null;
}
