/**
 * Finance application rules (seed 000 §5 validation, §9 MM/DD/YYYY), named
 * after what they decide. Pure: no signals, no calls. Form values are text; the request bodies the
 * contract (api.ts) defines are built here from them, and the answers turned back into form values.
 */
import '../../lib/i18n/parts/validation.ts';
import { maskPhone } from '../../contract/format.ts';
import type { FieldError } from '../../contract/http.ts';
import { dateOfBirthRule as sharedDateOfBirthRule } from '../../lib/forms/date-of-birth.ts';
import type { FieldValue, Rule, RuleError } from '../../lib/forms/index.ts';
import type { MessageKey } from '../../lib/i18n/index.ts';
import {
  FINANCE_STEPS,
  isWorking,
  SSN_PATTERN,
  type EmploymentInput,
  type EmploymentStatus,
  type FinanceApplication,
  type FinanceStep,
  type HousingStatus,
  type IdentityInput,
  type IdentityView,
  type Residence,
  type ResidenceInput,
} from '../../contract/finance.ts';

// ─── Steps ────────────────────────────────────────────────────────────────────────────────

export const STEP_TITLES: Record<FinanceStep, MessageKey> = {
  identity: 'finance.step.identity',
  residence: 'finance.step.residence',
  employment: 'finance.step.employment',
  coApplicant: 'finance.step.coApplicant',
  review: 'finance.step.review',
};

/** 1-based, for 'Step 2 of 5'. */
export const stepNumber = (step: FinanceStep): number => FINANCE_STEPS.indexOf(step) + 1;

export function nextStep(step: FinanceStep): FinanceStep {
  return FINANCE_STEPS[Math.min(FINANCE_STEPS.length - 1, FINANCE_STEPS.indexOf(step) + 1)] ?? 'review';
}

export function previousStep(step: FinanceStep): FinanceStep {
  return FINANCE_STEPS[Math.max(0, FINANCE_STEPS.indexOf(step) - 1)] ?? 'identity';
}

/** A half-finished application resumes at the first step not yet saved; a complete one at the review. */
export function resumeStep(app: FinanceApplication): FinanceStep {
  const identity = app.applicant;
  if (!identity || !identity.dateOfBirthOnFile || identity.ssnLastFour === null) return 'identity';
  if (!app.residence) return 'residence';
  if (!app.employment) return 'employment';
  if (app.hasCoApplicant === null) return 'coApplicant';
  return 'review';
}

/** The steps a shopper may open: every step up to the one they would resume at. */
export function isStepOpen(app: FinanceApplication, step: FinanceStep): boolean {
  return FINANCE_STEPS.indexOf(step) <= FINANCE_STEPS.indexOf(resumeStep(app));
}

// ─── The SSN (masked on screen) and the date of birth ─────────────────────────────────────

export const SSN_MAX_LENGTH = 11;

/** '•••-••-1234': all the app ever shows of a Social Security number. */
export const maskedSsn = (lastFour: string): string => `•••-••-${lastFour}`;

/** What a typed SSN shows once the field is left: its last four when complete, a dot per digit otherwise. */
export function maskedTypedSsn(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits.length === 9 ? maskedSsn(digits.slice(-4)) : '•'.repeat(digits.length);
}

/** The ###-##-#### mask: digits only, dashes put in as the shopper types. */
export function maskSsnInput(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 9);
  if (d.length <= 3) return d;
  if (d.length <= 5) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
}

/** A date of birth on file is never shown, not even its year. */
export const MASKED_DATE_OF_BIRTH = '••/••/••••';

/** Nine digits as the Social Security Administration issues them (api.ts SSN_PATTERN). */
export const ssnRule: Rule = (value) =>
  typeof value !== 'string' || value.trim() === '' || SSN_PATTERN.test(value.trim())
    ? null
    : { key: 'finance.ssn.invalid', params: {} };

export function dateOfBirthRule(now?: () => Date): Rule {
  return sharedDateOfBirthRule({ invalid: 'finance.dob.invalid', tooYoung: 'finance.dob.tooYoung' }, now);
}

/** Required unless the value is on file (`flag` is the form's hidden on-file field). */
export function requiredUnlessOnFile(flag: string): Rule {
  return (value, values) =>
    values[flag] === true || (typeof value === 'string' && value.trim() !== '')
      ? null
      : { key: 'forms.required', params: {} };
}

// ─── Amounts and times ────────────────────────────────────────────────────────────────────

/** '$1,500' or '1500' → 1500; anything but whole, non-negative dollars → null. */
export function parseWholeDollars(input: string): number | null {
  const clean = input.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (!/^\d+$/.test(clean)) return null;
  const n = Number(clean);
  return Number.isSafeInteger(n) ? n : null;
}

/** Whole dollars, at most `max` (api.ts MAX_ANNUAL_INCOME, MAX_MONTHLY_HOUSING). */
export function wholeDollarsRule(max: number): Rule {
  return (value): RuleError | null => {
    if (typeof value !== 'string' || value.trim() === '') return null;
    const n = parseWholeDollars(value);
    if (n === null) return { key: 'finance.amount.invalid', params: {} };
    return n > max ? { key: 'forms.max', params: { max: max.toLocaleString('en-US') } } : null;
  };
}

/** A whole number typed as text ('' → null). */
export function parseCount(input: string): number | null {
  const clean = input.trim();
  return /^\d{1,3}$/.test(clean) ? Number(clean) : null;
}

// ─── Employment ───────────────────────────────────────────────────────────────────────────

const statusOf = (values: Readonly<Record<string, FieldValue>>) => values['status'] as EmploymentStatus | '';

/** Employer, title and time at the job: required for the employed and the self-employed only. */
export const requiredWhenWorking: Rule = (value, values) => {
  const status = statusOf(values);
  if (status === '' || !isWorking(status)) return null;
  return typeof value === 'string' && value.trim() !== '' ? null : { key: 'forms.required', params: {} };
};

/** The source of other income: required when there is some. */
export const requiredWithOtherIncome: Rule = (value, values) => {
  const other = parseWholeDollars(String(values['otherAnnualIncome'] ?? ''));
  if (!other) return null;
  return typeof value === 'string' && value.trim() !== '' ? null : { key: 'forms.required', params: {} };
};

// ─── Form values ↔ request bodies ─────────────────────────────────────────────────────────

export type IdentityValues = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  ssn: string;
};
export type AddressValues = { address: string; address2: string; city: string; stateCode: string; zipCode: string };
export type ResidenceValues = {
  housingStatus: string;
  monthlyHousingPayment: string;
  yearsAtAddress: string;
  monthsAtAddress: string;
};
export type EmploymentValues = {
  status: string;
  employer: string;
  title: string;
  yearsAtJob: string;
  monthsAtJob: string;
  grossAnnualIncome: string;
  otherAnnualIncome: string;
  otherIncomeSource: string;
};

/** An empty SSN or birth date keeps the one on file (null), as the contract says. */
export function identityBody(v: IdentityValues): IdentityInput {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    phoneNumber: v.phoneNumber.trim(),
    dateOfBirth: v.dateOfBirth.trim() === '' ? null : v.dateOfBirth.trim(),
    ssn: v.ssn.trim() === '' ? null : v.ssn.trim(),
  };
}

const numberOr = (n: number | null): number => n ?? Number.NaN;

export function residenceBody(address: AddressValues, r: ResidenceValues): ResidenceInput {
  return {
    address: {
      street1: address.address.trim(),
      street2: address.address2.trim(),
      city: address.city.trim(),
      state: address.stateCode.trim().toUpperCase(),
      zipCode: address.zipCode.trim(),
    },
    housingStatus: r.housingStatus as HousingStatus,
    monthlyHousingPayment: numberOr(parseWholeDollars(r.monthlyHousingPayment)),
    yearsAtAddress: numberOr(parseCount(r.yearsAtAddress)),
    monthsAtAddress: numberOr(parseCount(r.monthsAtAddress)),
  };
}

export function employmentBody(e: EmploymentValues): EmploymentInput {
  const status = e.status as EmploymentStatus;
  const working = isWorking(status);
  const other = e.otherAnnualIncome.trim() === '' ? 0 : numberOr(parseWholeDollars(e.otherAnnualIncome));
  return {
    status,
    employer: working ? e.employer.trim() : '',
    title: working ? e.title.trim() : '',
    yearsAtJob: working ? numberOr(parseCount(e.yearsAtJob)) : null,
    monthsAtJob: working ? numberOr(parseCount(e.monthsAtJob)) : null,
    grossAnnualIncome: numberOr(parseWholeDollars(e.grossAnnualIncome)),
    otherAnnualIncome: other,
    otherIncomeSource: other > 0 ? e.otherIncomeSource.trim() : '',
  };
}

/** A saved person back in the form: never their SSN or birth date, only whether they are on file. */
export function identityValues(
  view: IdentityView,
): IdentityValues & { ssnOnFile: boolean; dateOfBirthOnFile: boolean } {
  return {
    firstName: view.firstName,
    lastName: view.lastName,
    email: view.email,
    // As the field's mask shows it while typed.
    phoneNumber: maskPhone(view.phoneNumber),
    dateOfBirth: '',
    ssn: '',
    ssnOnFile: view.ssnLastFour !== null,
    dateOfBirthOnFile: view.dateOfBirthOnFile,
  };
}

export function addressValues(r: Residence): AddressValues {
  return {
    address: r.address.street1,
    address2: r.address.street2,
    city: r.address.city,
    stateCode: r.address.state,
    zipCode: r.address.zipCode,
  };
}

export function residenceValues(r: Residence): ResidenceValues {
  return {
    housingStatus: r.housingStatus,
    monthlyHousingPayment: String(r.monthlyHousingPayment),
    yearsAtAddress: String(r.yearsAtAddress),
    monthsAtAddress: String(r.monthsAtAddress),
  };
}

export function employmentValues(e: NonNullable<FinanceApplication['employment']>): EmploymentValues {
  return {
    status: e.status,
    employer: e.employer,
    title: e.title,
    yearsAtJob: e.yearsAtJob === null ? '' : String(e.yearsAtJob),
    monthsAtJob: e.monthsAtJob === null ? '' : String(e.monthsAtJob),
    grossAnnualIncome: String(e.grossAnnualIncome),
    otherAnnualIncome: e.otherAnnualIncome === 0 ? '' : String(e.otherAnnualIncome),
    otherIncomeSource: e.otherIncomeSource,
  };
}

// ─── A 400's field errors, by the form that shows them ────────────────────────────────────

/** The address form names its fields its own way (src/features/address). */
const ADDRESS_FIELDS: Record<string, string> = {
  street1: 'address',
  street2: 'address2',
  city: 'city',
  state: 'stateCode',
  zipCode: 'zipCode',
};

export type PersonErrors = {
  identity: FieldError[];
  address: FieldError[];
  residence: FieldError[];
  employment: FieldError[];
};

export type RoutedErrors = {
  applicant: PersonErrors;
  coApplicant: PersonErrors;
  /** Errors on a whole part ('residence': 'Complete the residence step') or on nothing of ours. */
  other: FieldError[];
  /** The steps whose forms got an error, in order. */
  steps: FinanceStep[];
};

const emptyPerson = (): PersonErrors => ({ identity: [], address: [], residence: [], employment: [] });

/** The step a whole part belongs to (a submission's 'Complete the … step'). */
const PART_STEPS: Record<string, FinanceStep> = {
  applicant: 'identity',
  residence: 'residence',
  employment: 'employment',
  coApplicant: 'coApplicant',
};

/**
 * Sends each of the server's field errors ('applicant.ssn', 'residence.address.zipCode',
 * 'coApplicant.employment.employer' …) to the form that shows that field, renamed as the form names it.
 */
export function routeFieldErrors(errors: readonly FieldError[]): RoutedErrors {
  const out: RoutedErrors = { applicant: emptyPerson(), coApplicant: emptyPerson(), other: [], steps: [] };
  const reach = (step: FinanceStep) => {
    if (!out.steps.includes(step)) out.steps.push(step);
  };
  for (const error of errors) {
    const path = error.field.split('.');
    const co = path[0] === 'coApplicant' && path.length > 1;
    const person = co ? out.coApplicant : out.applicant;
    const rest = co ? path.slice(1) : path;
    const [part, field, sub] = rest;
    const at = (list: FieldError[], name: string | undefined, step: FinanceStep) => {
      if (!name) return false;
      list.push({ field: name, message: error.message });
      reach(co ? 'coApplicant' : step);
      return true;
    };
    let routed = false;
    if (part === 'applicant') routed = at(person.identity, field, 'identity');
    else if (part === 'residence' && field === 'address')
      routed = at(person.address, ADDRESS_FIELDS[sub ?? ''], 'residence');
    else if (part === 'residence') routed = at(person.residence, field, 'residence');
    else if (part === 'employment') routed = at(person.employment, field, 'employment');
    if (routed) continue;
    out.other.push(error);
    const step = PART_STEPS[path[0] ?? ''];
    if (step) reach(step);
  }
  return out;
}

/** Rules that apply only while the status has an employer (the fields are hidden otherwise). */
export function whenWorking(...rules: Rule[]): Rule {
  return (value, values) => {
    const status = statusOf(values);
    if (status === '' || !isWorking(status)) return null;
    for (const rule of rules) {
      const verdict = rule(value, values);
      if (verdict) return verdict;
    }
    return null;
  };
}
