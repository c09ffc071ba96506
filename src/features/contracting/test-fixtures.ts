/** Builders of schema-valid signing data for the contracting tests (never imported by the app). */
import * as v from 'valibot';
import { buildContract } from '#engine/retail-contract';
import { dealFixture, financeQuote } from '../deal/test-fixtures.ts';
import { ContractingStateSchema, type Contract, type ContractingState } from '../../contract/contracting.ts';

/** A contract as the server builds it (digest included), on the deal fixtures' finance quote by default. */
export function contractFixture(over: Partial<Omit<Contract, 'digest'>> = {}): Contract {
  return buildContract({
    quote: financeQuote(),
    tax: dealFixture().tax,
    vehicle: {
      id: 'v1010',
      year: 2026,
      make: 'Toyota',
      model: 'Camry',
      trim: 'XLE',
      vin: '4T1B11HK5KU000001',
      stockNumber: 'S-v1',
      stockType: 'NEW',
    },
    dealer: {
      name: 'First Motors',
      address: '1 Main St',
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78701',
      phoneNumber: '5125550100',
    },
    buyer: { firstName: 'Dana', lastName: 'Demo' },
    trade: { vehicleName: '2018 Honda Civic EX' },
    ...over,
  });
}

const NO_CODE = {
  active: false,
  channel: null,
  destination: null,
  expiresInSeconds: 0,
  triesLeft: 0,
  resendInSeconds: 0,
} as const;

/** A deal's signing state; by default waiting for a code. */
export function stateFixture(over: Partial<ContractingState> = {}): ContractingState {
  return v.parse(ContractingStateSchema, {
    dealId: 'd-1',
    unavailable: null,
    dealerName: 'First Motors',
    methods: [
      { method: 'SMS', destination: '(•••) •••-0199' },
      { method: 'EMAIL', destination: 'd•••@upshift.test' },
    ],
    code: NO_CODE,
    verified: false,
    consent: null,
    contract: null,
    signature: null,
    ...over,
  });
}

export const CONSENT = { id: 'c-1', version: '2026-12-15', locale: 'en', givenAt: '2026-12-01T15:00:00.000Z' } as const;
