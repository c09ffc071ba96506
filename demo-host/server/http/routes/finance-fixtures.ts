/** Test support for the finance application routes: a complete application, step by step, and an app with its own key. */
import { randomBytes } from 'node:crypto';
import type {
  CoApplicantInput,
  EmploymentInput,
  IdentityInput,
  ResidenceInput,
} from '../../../../src/contract/finance.ts';
import { CURRENT_FINANCE_AUTHORIZATION_VERSION } from '../../../../src/contract/finance-authorization.ts';
import type { LenderGateway } from '../../sandbox/finance/lender-gateway.ts';
import type { Db } from '../../db/schema.ts';
import type { UsageLimits } from '../../services/usage-limits.ts';
import { makeDb, testApp } from '../../test-support.ts';
import { dealSeed, type Visitor } from './deal-fixtures.ts';

export const SSN = '123-45-6789';
export const DOB = '03/14/1979';

export const APPLICANT: IdentityInput = {
  firstName: 'Ana',
  lastName: 'Good',
  email: 'ana@example.com',
  phoneNumber: '(512) 555-0142',
  dateOfBirth: DOB,
  ssn: SSN,
};

export const RESIDENCE: ResidenceInput = {
  address: { street1: '1 Main St', street2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  housingStatus: 'RENT',
  monthlyHousingPayment: 1500,
  yearsAtAddress: 3,
  monthsAtAddress: 2,
};

export const EMPLOYMENT: EmploymentInput = {
  status: 'EMPLOYED',
  employer: 'Acme Robotics',
  title: 'Engineer',
  yearsAtJob: 4,
  monthsAtJob: 0,
  grossAnnualIncome: 85_000,
  otherAnnualIncome: 0,
  otherIncomeSource: '',
};

export const CO_APPLICANT: CoApplicantInput = {
  applicant: {
    firstName: 'Ben',
    lastName: 'Good',
    email: 'ben@example.com',
    phoneNumber: '5125550143',
    dateOfBirth: '07/04/1981',
    ssn: '234-56-7890',
  },
  residence: RESIDENCE,
  employment: { ...EMPLOYMENT, employer: 'City of Austin', grossAnnualIncome: 52_000 },
};

export const AUTHORIZATION = { version: CURRENT_FINANCE_AUTHORIZATION_VERSION, locale: 'en', accepted: true } as const;

/** An app with a key of this test's own (never the development key), and optionally a lender network. */
export async function makeFinanceApp(
  options: {
    key?: Buffer;
    gateway?: LenderGateway;
    now?: () => Date;
    quiet?: boolean;
    db?: Db;
    trustProxy?: boolean;
    usageLimits?: Partial<UsageLimits>;
  } = {},
) {
  const db = options.db ?? (await makeDb(dealSeed()));
  const key = options.key ?? randomBytes(32);
  const app = testApp(db, {
    quiet: options.quiet ?? true,
    financeDataKey: key,
    ...(options.gateway ? { lenderGateway: options.gateway } : {}),
    ...(options.now ? { now: options.now } : {}),
    trustProxy: options.trustProxy ?? false,
    usageLimits: options.usageLimits,
  });
  return { db, app, key };
}

export const applicationPath = (dealId: string) => `/api/deals/${dealId}/finance-application`;

/** Saves the four steps (no co-applicant unless given), each answered 200. */
export async function saveAllSteps(visitor: Visitor, dealId: string, co: CoApplicantInput | null = null) {
  const steps = [
    { step: 'identity', applicant: APPLICANT },
    { step: 'residence', residence: RESIDENCE },
    { step: 'employment', employment: EMPLOYMENT },
    { step: 'coApplicant', coApplicant: co },
  ];
  for (const body of steps) {
    const res = await visitor.post(applicationPath(dealId), body, 'PUT');
    if (res.status !== 200) throw new Error(`${body.step}: ${String(res.status)} ${await res.text()}`);
  }
}

/** The deal priced at `tier` (the credit feature's self-selected range). */
export async function selfSelect(visitor: Visitor, dealId: string, tier = 'excellent') {
  const res = await visitor.post(`/api/deals/${dealId}/credit-tier`, { tier }, 'PUT');
  if (res.status !== 200) throw new Error(`credit-tier: ${String(res.status)}`);
}
