/** The finance application's test fixtures: an applicant the sandbox lenders approve, their home and job. Test code only. */
import type { Employment, FinanceApplication, Residence } from '../../contract/finance.ts';
import { HOME_PROFILE_ADDRESS } from '../../testing/fixtures.ts';

/** The identity step as typed (less the date of birth and SSN, which are never sent back). */
export const IDENTITY = { firstName: 'Ana', lastName: 'Good', email: 'ana@example.com', phoneNumber: '5125550142' };

export const RESIDENCE: Residence = {
  address: HOME_PROFILE_ADDRESS,
  housingStatus: 'RENT',
  monthlyHousingPayment: 1500,
  yearsAtAddress: 3,
  monthsAtAddress: 2,
};

export const EMPLOYMENT: Employment = {
  status: 'EMPLOYED',
  employer: 'Acme',
  title: 'Engineer',
  yearsAtJob: 4,
  monthsAtJob: 0,
  grossAnnualIncome: 85_000,
  otherAnnualIncome: 0,
  otherIncomeSource: '',
};

/** An application not started on the demo vehicle's deal `dealId`. */
export function emptyApplication(dealId: string): FinanceApplication {
  return {
    dealId,
    status: 'DRAFT',
    financeAppEnabled: true,
    dealType: 'FINANCE',
    vehicleName: '2026 Honda Accord Sport Hybrid',
    dealerName: 'Riverside Auto Group',
    applicant: null,
    residence: null,
    employment: null,
    hasCoApplicant: null,
    coApplicant: null,
    submittedAt: null,
    updatedAt: null,
  };
}
