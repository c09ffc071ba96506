/** Deal inputs shared by the engine's tests. */
import { stateJurisdiction } from './local-tax.ts';
import type { EngineVehicle, QuoteInput } from './types.ts';

export const AS_OF = new Date('2026-11-16T12:00:00Z');

export const NEW_TOYOTA: EngineVehicle = {
  make: 'Toyota',
  year: 2026,
  stockType: 'NEW',
  salePrice: 31000,
  msrp: 32000,
  leaseEnabled: true,
};

export function quoteInput(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    dealId: 'deal-1',
    vehicle: NEW_TOYOTA,
    dealer: { docFee: 999, registrationFee: 325 },
    tax: stateJurisdiction('FL'),
    creditScore: 720,
    rebates: 0,
    externalOffers: 0,
    tradeEquity: 0,
    downPayment: 2000,
    protectionProducts: 0,
    accessories: 0,
    asOf: AS_OF,
    ...overrides,
  };
}
