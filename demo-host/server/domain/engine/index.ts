/**
 * The sandbox's deal engine: pure functions (no HTTP, no database) that turn a deal's inputs
 * into finance, lease and cash figures. README.md documents the tables and formulas.
 */
export { DEFAULT_CREDIT_SCORE, creditTierFor } from './credit.ts';
export {
  amortizedPayment,
  financeMaximumDownPayment,
  financeQuoteId,
  financeQuotes,
  financeSchedule,
  MINIMUM_AMOUNT_FINANCED,
} from './finance.ts';
export { sumCents } from './money.ts';
export { leaseMaximumDownPayment, leasePayment, leaseQuoteId, leaseQuotes, leaseTax } from './lease.ts';
export { ALL_LENDERS, aprFor, lendersFor, minimumDownPayment } from './lenders.ts';
export { cashDeal, priceBreakdown } from './pricing.ts';
export { LOCAL_TAXES, localTaxFor, stateJurisdiction, taxJurisdiction, type TaxPlace } from './local-tax.ts';
export { combinedPercent, STATE_TAXES, stateTax } from './tax.ts';
export type {
  CashInput,
  ChosenOfferTerms,
  EngineDealer,
  EngineVehicle,
  Lender,
  LeaseQuoteInput,
  PreApprovalTerms,
  QuoteInput,
  StateTax,
  TaxJurisdiction,
} from './types.ts';
export {
  financeTerms,
  leaseTerms,
  manufacturerRebate,
  MAX_FINANCE_AGE,
  residualPercent,
  vehicleAge,
} from './vehicle-rules.ts';
