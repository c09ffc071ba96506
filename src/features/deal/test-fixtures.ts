/**
 * Builders of schema-valid deal data for the deal feature's unit tests (never imported by the app).
 * Quotes are priced by the sandbox's real engine, so every figure adds up as the server's would.
 */
import * as v from 'valibot';
import { financeSchedule, leasePayment, leaseTax, sumCents, type StateTax } from '#engine';
import {
  CashDealSchema,
  DEAL_STAGES,
  DealSchema,
  DealVehicleSchema,
  FinanceQuoteSchema,
  LeaseQuoteSchema,
  SHOWN_STAGES,
  type CashDeal,
  type Deal,
  type DealStage,
  type DealStatus,
  type DealVehicle,
  type FinanceQuote,
  type LeaseQuote,
  type PriceBreakdown,
} from '../../contract/deal.ts';
import { testVehicle } from '../../testing/fixtures.ts';

/**
 * A sale taxed at 6.25 %: (30,000 + 85 doc fee − 3,000 trade credit) × 6.25 % = 1,692.81 tax;
 * out the door 30,000 − 1,000 + 85 + 222.19 + 1,692.81 = 31,000. Every fixture below adds up, or
 * the schemas (which check the arithmetic) refuse it.
 */
export const breakdown: PriceBreakdown = {
  price: 30000,
  rebates: 1000,
  docFee: 85,
  registrationFee: 222.19,
  protectionProducts: 0,
  accessories: 0,
  salesTax: 1692.81,
  taxRatePercent: 6.25,
  tradeEquity: 3000,
};

/** Out the door: what the finance and cash fixtures start from. */
const OUT_THE_DOOR = 31000;

export const CAPTIVE = { lenderNumber: 'L-CAP', name: 'Toyota Financial Services', captiveLender: true };
export const BANK = { lenderNumber: 'L-BANK', name: 'First Bank', captiveLender: false };

type FinanceInputs = Partial<
  Pick<
    FinanceQuote,
    | 'id'
    | 'term'
    | 'apr'
    | 'downPayment'
    | 'minimumDownPayment'
    | 'maximumDownPayment'
    | 'financier'
    | 'creditTier'
    | 'protectionEffects'
  >
> & { /** The jacket's total, priced in (untaxed, as the sandbox prices a plan). */ protectionProducts?: number };

/** `breakdown` with a jacket of `protectionProducts` dollars on it. */
const withProducts = (protectionProducts = 0): PriceBreakdown => ({ ...breakdown, protectionProducts });

/**
 * A finance quote priced by the real engine from `breakdown`. By default 31,000 − 3,000 trade −
 * no down payment = 28,000 at 3.5 % for 60 months: 59 × 509.37 and a final 509.27.
 */
export function financeQuote(o: FinanceInputs = {}): FinanceQuote {
  const term = o.term ?? 60;
  const apr = o.apr ?? 3.5;
  const downPayment = o.downPayment ?? 0;
  const products = o.protectionProducts ?? 0;
  const amountFinanced = sumCents(OUT_THE_DOOR, products, -breakdown.tradeEquity, -downPayment);
  return v.parse(FinanceQuoteSchema, {
    id: o.id ?? 'f-cap-60',
    lease: false,
    financier: o.financier ?? CAPTIVE,
    term,
    apr,
    downPayment,
    minimumDownPayment: o.minimumDownPayment ?? 0,
    // 28,000 before the down payment, less the lenders' $1,000 minimum amount financed.
    maximumDownPayment: o.maximumDownPayment ?? 27000,
    amountFinanced,
    ...financeSchedule(amountFinanced, apr, term),
    creditTier: o.creditTier ?? 'good',
    breakdown: withProducts(products),
    ...(o.protectionEffects ? { protectionEffects: o.protectionEffects } : {}),
  });
}

type LeaseInputs = Partial<
  Pick<
    LeaseQuote,
    'id' | 'term' | 'mileageAllowed' | 'downPayment' | 'minimumDownPayment' | 'maximumDownPayment' | 'protectionEffects'
  >
> & { /** The jacket's total, capitalized with the price. */ protectionProducts?: number };
const LEASE_TAX: StateTax = { ratePercent: breakdown.taxRatePercent, tradeInCredit: true, lease: 'monthly' };

/**
 * A lease quote priced by the real engine, in a state that taxes each payment. By default
 * 30,000 + 650 acquisition fee + 85 doc fee − (1,000 rebates + 3,000 trade) = 26,735 against a
 * 17,400 residual over 36 months: 35 × 334.14 and a final 333.97 (its depreciation absorbs the cents).
 */
export function leaseQuote(o: LeaseInputs = {}): LeaseQuote {
  const term = o.term ?? 36;
  const downPayment = o.downPayment ?? 0;
  const moneyFactor = 0.00125;
  const residualValue = 17400;
  const products = o.protectionProducts ?? 0;
  const gross = sumCents(breakdown.price, 650, breakdown.docFee, products);
  const reduction = sumCents(downPayment, breakdown.rebates, breakdown.tradeEquity);
  const adjusted = sumCents(gross, -reduction);
  const payment = leasePayment({ adjustedCapCost: adjusted, residualValue, moneyFactor, term });
  const tax = leaseTax(LEASE_TAX, payment, term, sumCents(downPayment, breakdown.rebates));
  const monthlyPayment = sumCents(payment.basePayment, tax.monthlyTax);
  const finalPayment = sumCents(payment.finalBasePayment, tax.finalMonthlyTax);
  return v.parse(LeaseQuoteSchema, {
    id: o.id ?? 'l-cap-36',
    lease: true,
    financier: CAPTIVE,
    term,
    mileageAllowed: o.mileageAllowed ?? 12000,
    moneyFactor,
    apr: 3,
    residualPercent: 58,
    residualValue,
    downPayment,
    minimumDownPayment: o.minimumDownPayment ?? 0,
    // 26,735 before the down payment against the 17,400 residual: $9,334 still leaves something to lease.
    maximumDownPayment: o.maximumDownPayment ?? 9334,
    acquisitionFee: 650,
    grossCapitalizedCost: gross,
    capitalizedCostReduction: reduction,
    adjustedCapitalizedCost: adjusted,
    depreciation: payment.depreciation,
    rentCharge: payment.rentCharge,
    baseMonthlyPayment: payment.basePayment,
    monthlyTax: tax.monthlyTax,
    monthlyPayment,
    finalPayment,
    dueAtSigning: sumCents(downPayment, monthlyPayment, breakdown.registrationFee, tax.upfrontTax),
    totalOfPayments: sumCents(monthlyPayment * (term - 1), finalPayment),
    creditTier: 'good',
    breakdown: { ...withProducts(products), salesTax: tax.upfrontTax },
    ...(o.protectionEffects ? { protectionEffects: o.protectionEffects } : {}),
  });
}

export function dealFixture(overrides: Partial<Deal> = {}): Deal {
  return v.parse(DealSchema, {
    dealId: 'd-1',
    vehicleId: 'v1001',
    dealName: null,
    saved: false,
    dealType: 'FINANCE',
    quote: null,
    pricing: { outTheDoor: OUT_THE_DOOR, salePrice: 30000, externalOffers: [] },
    features: { contractingEnabled: true, financeAppEnabled: true },
    offerDetails: {
      financeTerms: [36, 48, 60, 72],
      leaseTerms: [24, 36],
      leaseEnabled: true,
      creditTier: 'good',
      creditScore: 680,
      creditSource: 'PROFILE',
    },
    tax: {
      basis: 'DEALER',
      zip: '97201',
      stateCode: 'OR',
      statePercent: 0,
      localPercent: 0,
      localName: null,
    },
    trade: { netCashOffer: breakdown.tradeEquity, vehicleName: '2015 Honda Civic' },
    preferences: {
      dealType: null,
      financePreferences: {
        financierType: 'ALL',
        captiveFinancier: null,
        downPayment: null,
        term: null,
        externalOffers: [],
      },
      leasePreferences: { downPayment: null, term: null, mileage: null, externalOffers: [] },
      appliedPreApproval: null,
    },
    latestRequests: { finance: null, lease: null },
    status: statusFixture('CONFIGURED'),
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/** A deal's status at `stage`, every earlier shown step done; `at` the date of each step done. */
export function statusFixture(stage: DealStage, at: string | null = null): DealStatus {
  const reached = DEAL_STAGES.indexOf(stage);
  return {
    stage,
    steps: SHOWN_STAGES.map((s) => ({
      stage: s,
      done: DEAL_STAGES.indexOf(s) <= reached,
      current: s === stage,
      at: DEAL_STAGES.indexOf(s) <= reached ? at : null,
    })),
  };
}

export function dealVehicleFixture(): DealVehicle {
  const deal = dealFixture();
  return v.parse(DealVehicleSchema, {
    vehicle: testVehicle({
      id: 'v1001',
      vin: '4T1G11AK5RU000001',
      stockNumber: 'S1001',
      year: 2024,
      trim: 'SE',
      fuelType: 'Gasoline',
      exteriorColor: 'White',
      engine: '2.5L I4',
      transmission: 'Automatic',
      mpgCity: 28,
      mpgHighway: 39,
      msrp: 31000,
      salePrice: 30000,
      dealerId: 'dealer-1',
      styleId: 1,
      modelId: 2,
      vinOnDealerLotDate: '2024-10-01',
    }),
    prefs: deal.preferences,
  });
}

/** The cash deal; `protectionProducts` dollars of jacket are added to its price. */
export function cashDealFixture(overrides: Partial<CashDeal> = {}, protectionProducts = 0): CashDeal {
  const outTheDoor = sumCents(OUT_THE_DOOR, protectionProducts);
  return v.parse(CashDealSchema, {
    outTheDoor,
    cashPrice: sumCents(outTheDoor, -breakdown.tradeEquity),
    breakdown: withProducts(protectionProducts),
    ...overrides,
  });
}
