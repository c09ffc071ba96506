/**
 * The finance application of one deal: the saved application as the server
 * answers it, the step the shopper is on, one form per part (the applicant's and the co-applicant's
 * identity, address with its verification, residence and employment; the co-applicant choice; the
 * review's agreement), and the actions: continue from a step (saves it), go back, submit.
 *
 * The application resumes from the server: a reload or a later visit opens the first step not yet
 * saved, with every saved value back. The SSN and the date of birth never come back: once a step is
 * saved they leave the form (only "on file" and the SSN's last four remain, from the server's answer),
 * so they live in memory only while being typed, never in storage. Nothing the shopper typed is
 * cleared by an error: a failed save or submission leaves every form as it was.
 */
import { forgetAtSignOut } from '../../lib/session-end.ts';
import { createDraft } from '../../lib/draft.ts';
import '../../lib/i18n/parts/validation.ts';
import '../../lib/i18n/parts/finance.ts';
import '../../lib/i18n/parts/address.ts';
import { batch, computed, signal } from '@preact/signals';
import {
  createForm,
  email,
  integer,
  maxChar,
  maxValue,
  minValue,
  phone,
  required,
  type Form,
  type FieldSpecs,
} from '../../lib/forms/index.ts';
import { ApiError } from '../../lib/http.ts';
import { t, type Locale } from '../../lib/i18n/index.ts';
import { createRemote, errorMessages, isAbortError } from '../../lib/remote-data.ts';
import { trackLead } from '../../lib/tracking.ts';
import { createToastModel } from '../../lib/ui/toast.tsx';
import { createAddressVerification, type AddressOutcome, ADDRESS_FORM_RULES } from '../address/index.ts';
import { retryWait } from '../auth/index.ts';
import { NO_KNOWN_DETAILS, type KnownDetailsSource } from '../known-details/index.ts';
import { getFinanceApplication, saveFinanceStep, submitFinanceApplication } from './api.ts';
import {
  EMAIL_MAX,
  EMPLOYER_MAX,
  MAX_ANNUAL_INCOME,
  MAX_MONTHLY_HOUSING,
  MAX_YEARS,
  NAME_MAX,
  SOURCE_MAX,
  SUBMIT_IN_PROGRESS,
  TITLE_MAX,
  type CoApplicantView,
  type FinanceApplication,
  type FinanceStep,
  type SaveStepRequest,
} from '../../contract/finance.ts';
// The version alone: the authorisation's texts are the review step's (authorization.ts).
import { CURRENT_VERSION as CURRENT_FINANCE_AUTHORIZATION_VERSION } from '../../contract/finance-authorization-version.ts';
import {
  addressValues,
  dateOfBirthRule,
  employmentBody,
  employmentValues,
  identityBody,
  identityValues,
  isStepOpen,
  nextStep,
  previousStep,
  requiredUnlessOnFile,
  requiredWhenWorking,
  requiredWithOtherIncome,
  residenceBody,
  residenceValues,
  resumeStep,
  routeFieldErrors,
  ssnRule,
  whenWorking,
  wholeDollarsRule,
  type PersonErrors,
} from './rules.ts';

export type FinanceModelOptions = {
  now?: () => Date;
  /** The applicant's contact details and address given before: filled in where blank, and remembered from here. */
  known?: KnownDetailsSource;
};

const MONTHS = [required, integer, minValue(0), maxValue(11)];

function identityFields(now?: () => Date) {
  return {
    firstName: { label: 'forms.label.firstName', initial: '', rules: [required, maxChar(NAME_MAX)] },
    lastName: { label: 'forms.label.lastName', initial: '', rules: [required, maxChar(NAME_MAX)] },
    email: { label: 'forms.label.email', initial: '', rules: [required, email, maxChar(EMAIL_MAX)] },
    phoneNumber: { label: 'forms.label.phoneNumber', initial: '', rules: [required, phone] },
    dateOfBirth: {
      label: 'finance.field.dateOfBirth',
      initial: '',
      rules: [requiredUnlessOnFile('dateOfBirthOnFile'), dateOfBirthRule(now)],
    },
    ssn: { label: 'finance.field.ssn', initial: '', rules: [requiredUnlessOnFile('ssnOnFile'), ssnRule] },
    // Hidden: whether the server holds one (then an empty field keeps it).
    ssnOnFile: { label: 'finance.field.ssn', initial: false, rules: [] },
    dateOfBirthOnFile: { label: 'finance.field.dateOfBirth', initial: false, rules: [] },
  } as const satisfies FieldSpecs;
}

const RESIDENCE_FIELDS = {
  housingStatus: { label: 'finance.field.housingStatus', initial: '', rules: [required] },
  monthlyHousingPayment: {
    label: 'finance.field.monthlyHousingPayment',
    initial: '',
    rules: [required, wholeDollarsRule(MAX_MONTHLY_HOUSING)],
  },
  yearsAtAddress: {
    label: 'finance.field.yearsAtAddress',
    initial: '',
    rules: [required, integer, minValue(0), maxValue(MAX_YEARS)],
  },
  monthsAtAddress: { label: 'finance.field.monthsAtAddress', initial: '', rules: MONTHS },
} as const satisfies FieldSpecs;

const EMPLOYMENT_FIELDS = {
  status: { label: 'finance.field.employmentStatus', initial: '', rules: [required] },
  employer: {
    label: 'finance.field.employer',
    initial: '',
    rules: [requiredWhenWorking, whenWorking(maxChar(EMPLOYER_MAX))],
  },
  title: { label: 'finance.field.title', initial: '', rules: [requiredWhenWorking, whenWorking(maxChar(TITLE_MAX))] },
  yearsAtJob: {
    label: 'finance.field.yearsAtJob',
    initial: '',
    rules: [requiredWhenWorking, whenWorking(integer, minValue(0), maxValue(MAX_YEARS))],
  },
  monthsAtJob: {
    label: 'finance.field.monthsAtJob',
    initial: '',
    rules: [requiredWhenWorking, whenWorking(integer, minValue(0), maxValue(11))],
  },
  grossAnnualIncome: {
    label: 'finance.field.grossAnnualIncome',
    initial: '',
    rules: [required, wholeDollarsRule(MAX_ANNUAL_INCOME)],
  },
  otherAnnualIncome: {
    label: 'finance.field.otherAnnualIncome',
    initial: '',
    rules: [wholeDollarsRule(MAX_ANNUAL_INCOME)],
  },
  otherIncomeSource: {
    label: 'finance.field.otherIncomeSource',
    initial: '',
    rules: [requiredWithOtherIncome, maxChar(SOURCE_MAX)],
  },
} as const satisfies FieldSpecs;

export type IdentityForm = Form<ReturnType<typeof identityFields>>;
export type ResidenceForm = Form<typeof RESIDENCE_FIELDS>;
export type EmploymentForm = Form<typeof EMPLOYMENT_FIELDS>;

/** One person's forms: the applicant's, or the co-applicant's. */
function createPerson(options: FinanceModelOptions, onInvalid: () => void) {
  const address = createForm({ ...ADDRESS_FORM_RULES });
  return {
    identity: createForm(identityFields(options.now)),
    address,
    verification: createAddressVerification({
      form: address,
      onInvalid,
    }),
    residence: createForm(RESIDENCE_FIELDS),
    employment: createForm(EMPLOYMENT_FIELDS),
  };
}
export type PersonForms = ReturnType<typeof createPerson>;

/** Checks a form, showing every message; true when it may be sent. */
async function checked(form: { submit: Form<FieldSpecs>['submit'] }): Promise<boolean> {
  return (await form.submit(() => Promise.resolve(null))).status === 'success';
}

/** The residence part: the details checked and the address verified (seed 001 §4), every message at once. */
async function checkResidence(person: PersonForms): Promise<AddressOutcome> {
  const details = await checked(person.residence);
  const outcome = await person.verification.verify();
  return outcome === 'success' && !details ? 'failure' : outcome;
}

function fillPerson(
  person: PersonForms,
  view: {
    applicant: FinanceApplication['applicant'];
    residence: FinanceApplication['residence'];
    employment: FinanceApplication['employment'];
  },
) {
  batch(() => {
    if (view.applicant) person.identity.reset(identityValues(view.applicant));
    if (view.residence) {
      person.address.reset(addressValues(view.residence));
      person.residence.reset(residenceValues(view.residence));
    }
    if (view.employment) person.employment.reset(employmentValues(view.employment));
  });
}

/** After a save: the typed SSN and birth date leave memory; the server's "on file" takes over. */
function forgetSecrets(person: PersonForms, view: FinanceApplication['applicant'] | CoApplicantView['applicant']) {
  if (!view) return;
  person.identity.setValues({
    ssn: '',
    dateOfBirth: '',
    ssnOnFile: view.ssnLastFour !== null,
    dateOfBirthOnFile: view.dateOfBirthOnFile,
  });
}

function showErrors(person: PersonForms, errors: PersonErrors) {
  if (errors.identity.length) person.identity.setServerErrors(errors.identity);
  if (errors.address.length) person.address.setServerErrors(errors.address);
  if (errors.residence.length) person.residence.setServerErrors(errors.residence);
  if (errors.employment.length) person.employment.setServerErrors(errors.employment);
}

/** What a continue or a submission came to: the page moves focus accordingly. */
export type StepOutcome = 'moved' | 'invalid' | 'cancel' | 'error' | 'busy';

export type FinanceModel = ReturnType<typeof createFinanceModel>;

export function createFinanceModel(dealId: string, options: FinanceModelOptions = {}) {
  const known = options.known ?? NO_KNOWN_DETAILS;
  const toast = createToastModel();
  const onInvalid = () =>
    toast.show({ title: t('forms.requiredFieldsTitle'), message: t('forms.requiredFields'), variant: 'danger' });
  const application = createRemote<FinanceApplication>();
  const step = signal<FinanceStep>('identity');
  const applicant = createPerson(options, onInvalid);
  const co = createPerson(options, onInvalid);
  const coChoice = createForm({
    hasCoApplicant: { label: 'finance.field.hasCoApplicant', initial: '', rules: [required] },
    sameAddress: { label: 'finance.field.sameAddress', initial: false, rules: [] },
  });
  const review = createForm({ agree: { label: 'finance.field.agree', initial: false, rules: [required] } });
  const saving = signal(false);
  /** The step's messages: a failed save's, a submission's, a part the server says is missing. */
  const stepError = signal<string[]>([]);
  let hydrated = false;

  const app = computed(() => application.data.value ?? null);

  function hydrate(view: FinanceApplication) {
    batch(() => {
      fillPerson(applicant, view);
      if (view.hasCoApplicant !== null) coChoice.reset({ hasCoApplicant: view.hasCoApplicant ? 'yes' : 'no' });
      if (view.coApplicant) fillPerson(co, view.coApplicant);
      step.value = view.status === 'SUBMITTED' ? 'review' : resumeStep(view);
    });
  }

  /** Loads once per model: coming back to the page keeps what is typed and where the shopper is. */
  async function load(): Promise<void> {
    if (hydrated && application.state.value.status === 'complete') return;
    const view = await application.run((signal) => getFinanceApplication(dealId, signal));
    if (view && !hydrated) {
      hydrated = true;
      hydrate(view);
      // The applicant's own blanks only (what was saved comes first); never the co-applicant's, SSN or birth date.
      await Promise.all([
        known.prefill(applicant.identity, ['firstName', 'lastName', 'email', 'phoneNumber']),
        known.prefill(applicant.address, [], true),
      ]);
    }
  }

  function retry(): void {
    void load();
  }

  /** The body of the current step, or why it cannot be sent yet. */
  async function bodyOf(current: FinanceStep): Promise<SaveStepRequest | AddressOutcome> {
    switch (current) {
      case 'identity':
        return (await checked(applicant.identity))
          ? { step: 'identity', applicant: identityBody(applicant.identity.values.value) }
          : 'failure';
      case 'residence': {
        const outcome = await checkResidence(applicant);
        if (outcome !== 'success') return outcome;
        return {
          step: 'residence',
          residence: residenceBody(applicant.address.values.value, applicant.residence.values.value),
        };
      }
      case 'employment':
        return (await checked(applicant.employment))
          ? { step: 'employment', employment: employmentBody(applicant.employment.values.value) }
          : 'failure';
      case 'coApplicant': {
        if (!(await checked(coChoice))) return 'failure';
        if (coChoice.values.value.hasCoApplicant === 'no') return { step: 'coApplicant', coApplicant: null };
        // Every part at once, so every message shows at once.
        const identity = await checked(co.identity);
        const employment = await checked(co.employment);
        const residence = await checkResidence(co);
        if (residence !== 'success') return residence;
        if (!identity || !employment) return 'failure';
        return {
          step: 'coApplicant',
          coApplicant: {
            applicant: identityBody(co.identity.values.value),
            residence: residenceBody(co.address.values.value, co.residence.values.value),
            employment: employmentBody(co.employment.values.value),
          },
        };
      }
      case 'review':
        return 'failure';
    }
  }

  /** A failed save or submission: messages where they belong, every value left as typed. */
  function showFailure(error: unknown, during: 'save' | 'submit'): void {
    if (error instanceof ApiError && error.isBadRequest && error.fieldErrors.length > 0) {
      const routed = routeFieldErrors(error.fieldErrors);
      batch(() => {
        showErrors(applicant, routed.applicant);
        showErrors(co, routed.coApplicant);
        stepError.value = routed.other.map((e) => e.message);
        const first = routed.steps[0];
        if (first && !routed.steps.includes(step.value)) step.value = first;
      });
      return;
    }
    if (error instanceof ApiError && error.isTooManyRequests) {
      const wait = retryWait(error.retryWaitSeconds);
      stepError.value = [t(during === 'save' ? 'finance.save.tooMany' : 'finance.submit.tooMany', { wait })];
    } else if (error instanceof ApiError && error.kind === 'http' && error.status === 409) {
      // The same application is being sent from another tab: its answer will show on the options page.
      stepError.value = [t(error.message === SUBMIT_IN_PROGRESS ? 'finance.submit.inProgress' : 'finance.submit.off')];
    } else if (error instanceof ApiError && error.kind === 'http' && error.status === 502) {
      stepError.value = [t('finance.submit.unavailable')];
    } else {
      stepError.value = errorMessages(error);
    }
  }

  /** Continue: checks the step, saves it, and moves on. */
  async function continueStep(): Promise<StepOutcome> {
    if (saving.value) return 'busy';
    toast.dismiss();
    stepError.value = [];
    const current = step.value;
    saving.value = true;
    try {
      const body = await bodyOf(current);
      if (typeof body === 'string') return body === 'cancel' ? 'cancel' : 'invalid';
      const view = await saveFinanceStep(dealId, body);
      if (current === 'identity') {
        const { firstName, lastName, email, phoneNumber } = applicant.identity.values.value;
        known.remember({ firstName, lastName, email, phoneNumber });
      }
      if (current === 'residence') known.remember({ address: applicant.address.values.value });
      batch(() => {
        application.set(view);
        if (current === 'identity') forgetSecrets(applicant, view.applicant);
        if (current === 'coApplicant') forgetSecrets(co, view.coApplicant?.applicant ?? null);
        step.value = nextStep(current);
      });
      return 'moved';
    } catch (error) {
      if (isAbortError(error)) return 'cancel';
      showFailure(error, 'save');
      return 'error';
    } finally {
      saving.value = false;
    }
  }

  function back(): void {
    toast.dismiss();
    stepError.value = [];
    step.value = previousStep(step.value);
  }

  /** The review's Edit: any step up to the one the application would resume at. */
  function goTo(target: FinanceStep): void {
    const view = app.value;
    if (!view || !isStepOpen(view, target)) return;
    stepError.value = [];
    step.value = target;
  }

  /** Sends the application with the authorisation shown in `locale`. */
  async function submit(locale: Locale): Promise<StepOutcome> {
    if (saving.value) return 'busy';
    stepError.value = [];
    if (!(await checked(review))) return 'invalid';
    saving.value = true;
    try {
      const answer = await submitFinanceApplication(dealId, {
        authorization: { version: CURRENT_FINANCE_AUTHORIZATION_VERSION, locale, accepted: true },
      });
      batch(() => {
        const view = app.value;
        if (view) application.set({ ...view, status: 'SUBMITTED', submittedAt: answer.submittedAt });
        review.reset();
      });
      trackLead('finance-application');
      return 'moved';
    } catch (error) {
      if (isAbortError(error)) return 'cancel';
      showFailure(error, 'submit');
      return 'error';
    } finally {
      saving.value = false;
    }
  }

  /** The shopper ticked "Lives at my address": their address becomes the applicant's (still verified). */
  function useApplicantAddress(same: boolean): void {
    coChoice.setValue('sameAddress', same);
    if (same) co.address.setValues(applicant.address.values.value);
  }

  /** The page is leaving: running verifications end, every value stays. */
  function leave(): void {
    applicant.verification.dispose();
    co.verification.dispose();
    toast.dismiss();
  }

  return {
    dealId,
    application,
    app,
    step,
    applicant,
    co,
    coChoice,
    review,
    saving,
    stepError,
    toast,
    load,
    retry,
    continueStep,
    back,
    goTo,
    submit,
    useApplicantAddress,
    leave,
  };
}

/**
 * The application in progress during this page load (memory only: see the note at the top), one
 * deal's at a time: what another deal's application saved comes back from the server.
 */
let forgetting = false;
export const financeDraft = createDraft(
  (dealId: string, known: KnownDetailsSource) => {
    // An application holds the SSN and income typed into it: none stays for whoever uses the browser next.
    // Registered at the first application, not at the top level, which the build drops (SIDE_EFFECT_MODULES).
    if (!forgetting) forgetAtSignOut(() => financeDraft.clear());
    forgetting = true;
    return createFinanceModel(dealId, { known });
  },
  (dealId) => dealId,
);
