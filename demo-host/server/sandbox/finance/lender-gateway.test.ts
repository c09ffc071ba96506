import { describe, expect, it } from 'vitest';
import type { Employment, Residence } from '../../../../src/contract/finance.ts';
import {
  createSandboxLenderNetwork,
  LendersUnavailable,
  SANDBOX_OUTAGE_LAST_NAME,
  type LenderApplicant,
  type LenderApplication,
  type LenderReceipt,
} from './lender-gateway.ts';

const residence: Residence = {
  address: { street1: '1 Main St', street2: '', city: 'Austin', state: 'TX', zipCode: '78701' },
  housingStatus: 'OWN',
  monthlyHousingPayment: 1800,
  yearsAtAddress: 6,
  monthsAtAddress: 0,
};
const employment: Employment = {
  status: 'EMPLOYED',
  employer: 'Acme',
  title: 'Engineer',
  yearsAtJob: 2,
  monthsAtJob: 0,
  grossAnnualIncome: 95_000,
  otherAnnualIncome: 0,
  otherIncomeSource: '',
};
const person = (over: Partial<LenderApplicant> = {}): LenderApplicant => ({
  firstName: 'Ana',
  lastName: 'María de la Cruz',
  email: 'ana@example.com',
  phoneNumber: '5125550142',
  dateOfBirth: '1979-03-14',
  ssn: '123456789',
  residence,
  employment,
  ...over,
});
const application = (over: Partial<LenderApplication> = {}): LenderApplication => ({
  reference: 'deal-1',
  idempotencyKey: 'key-1',
  dealer: { id: 'd1', name: 'First Motors' },
  applicant: person(),
  coApplicant: null,
  deal: {
    amountFinanced: 30_000,
    requestedTerm: 60,
    creditTier: 'great',
    vehicle: {
      make: 'Toyota',
      year: 2026,
      stockType: 'NEW',
      salePrice: 32_500,
      msrp: 34_000,
      leaseEnabled: true,
      vin: 'X',
    },
  },
  submittedAt: new Date('2026-12-01T15:00:00.000Z'),
  ...over,
});

function network() {
  const receipts: LenderReceipt[] = [];
  const gateway = createSandboxLenderNetwork({
    record: (r) => Promise.resolve(void receipts.push(r)),
    find: (key) => Promise.resolve(receipts.find((r) => r.idempotencyKey === key && r.outcome === 'DECIDED') ?? null),
  });
  return { receipts, gateway };
}

describe('the sandbox lender network', () => {
  it('answers every lender at once and logs what it received: initials and the last four digits only', async () => {
    const { receipts, gateway } = network();
    const co = person({ firstName: 'Ben', lastName: 'Cruz', ssn: '234567890' });
    const decisions = await gateway.submit(application({ coApplicant: co }));
    expect(decisions.map((d) => `${d.lenderName} ${d.decision}`)).toEqual([
      'Toyota Financial Services APPROVED',
      'Northstar Bank APPROVED',
      'Summit Credit Union APPROVED',
      'Lakeshore Bank APPROVED',
    ]);
    expect(receipts).toEqual([
      {
        idempotencyKey: 'key-1',
        receivedAt: '2026-12-01T15:00:00.000Z',
        applicantInitials: 'A.M.',
        applicantSsnLastFour: '6789',
        coApplicantInitials: 'B.C.',
        coApplicantSsnLastFour: '7890',
        amountFinanced: 30_000,
        creditTier: 'great',
        outcome: 'DECIDED',
        decisions,
      },
    ]);
    expect(JSON.stringify(receipts)).not.toMatch(/123456789|234567890|1979-03-14|ana@example/);
  });

  it(`is down for an applicant named "${SANDBOX_OUTAGE_LAST_NAME}" (the outage test identity), and logs that`, async () => {
    const { receipts, gateway } = network();
    await expect(
      gateway.submit(application({ applicant: person({ lastName: 'unavailable' }) })),
    ).rejects.toBeInstanceOf(LendersUnavailable);
    expect(receipts).toMatchObject([{ outcome: 'UNAVAILABLE', decisions: [] }]);
  });

  it('refuses a malformed application, as a real network would', async () => {
    const { receipts, gateway } = network();
    await expect(gateway.submit(application({ applicant: person({ ssn: '12345' }) }))).rejects.toThrow('malformed');
    expect(receipts).toEqual([]);
  });
});
