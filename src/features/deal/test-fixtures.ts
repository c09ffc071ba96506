/** Builders of schema-valid deal data for the deal feature's unit tests (never imported by the app). */
import * as v from 'valibot';
import {
  CashDealSchema,
  DealSchema,
  DealVehicleSchema,
  FinanceQuoteSchema,
  LeaseQuoteSchema,
  type CashDeal,
  type Deal,
  type DealVehicle,
  type FinanceQuote,
  type LeaseQuote,
  type PriceBreakdown,
} from './api.ts';

export const breakdown: PriceBreakdown = {
  price: 30000,
  rebates: 1000,
  docFee: 85,
  registrationFee: 250.5,
  protectionProducts: 0,
  salesTax: 1812.5,
  taxRate: 0.0625,
  tradeEquity: 2000,
};

export const CAPTIVE = { lenderNumber: 'L-CAP', name: 'Toyota Financial Services', captiveLender: true };
export const BANK = { lenderNumber: 'L-BANK', name: 'First Bank', captiveLender: false };

export function financeQuote(overrides: Partial<FinanceQuote> = {}): FinanceQuote {
  return v.parse(FinanceQuoteSchema, {
    id: 'f-cap-60',
    lease: false,
    financier: CAPTIVE,
    term: 60,
    apr: 3.5,
    downPayment: 0,
    minimumDownPayment: 0,
    monthlyPayment: 512.34,
    amountFinanced: 28000,
    financeCharge: 2740.4,
    totalOfPayments: 30740.4,
    creditTier: 'good',
    breakdown,
    ...overrides,
  });
}

export function leaseQuote(overrides: Partial<LeaseQuote> = {}): LeaseQuote {
  return v.parse(LeaseQuoteSchema, {
    id: 'l-cap-36',
    lease: true,
    financier: CAPTIVE,
    term: 36,
    mileageAllowed: 12000,
    moneyFactor: 0.00125,
    apr: 3,
    residualPercent: 58,
    residualValue: 17400,
    downPayment: 0,
    minimumDownPayment: 0,
    grossCapitalizedCost: 29335.5,
    capitalizedCostReduction: 0,
    adjustedCapitalizedCost: 29335.5,
    depreciation: 331.54,
    rentCharge: 58.42,
    baseMonthlyPayment: 389.96,
    monthlyTax: 24.37,
    monthlyPayment: 414.33,
    dueAtSigning: 1499.83,
    totalOfPayments: 14915.88,
    creditTier: 'good',
    breakdown,
    ...overrides,
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
    pricing: { outTheDoor: 31148, salePrice: 30000, externalOffers: [] },
    features: { contractingEnabled: true, financeAppEnabled: true },
    offerDetails: {
      financeTerms: [36, 48, 60, 72],
      leaseTerms: [24, 36],
      leaseEnabled: true,
      creditTier: 'good',
      creditScore: 680,
    },
    trade: { netCashOffer: 2000, vehicleName: '2015 Honda Civic' },
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
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  });
}

export function dealVehicleFixture(): DealVehicle {
  const deal = dealFixture();
  return v.parse(DealVehicleSchema, {
    vehicle: {
      id: 'v1001',
      vin: '4T1G11AK5RU000001',
      stockNumber: 'S1001',
      stockType: 'NEW',
      year: 2024,
      make: 'Toyota',
      model: 'Camry',
      trim: 'SE',
      bodyStyle: 'sedan',
      fuelType: 'Gasoline',
      exteriorColor: 'White',
      interiorColor: 'Black',
      engine: '2.5L I4',
      transmission: 'Automatic',
      drivetrain: 'FWD',
      mpgCity: 28,
      mpgHighway: 39,
      rangeMiles: null,
      mileage: null,
      msrp: 31000,
      salePrice: 30000,
      dealerId: 'dealer-1',
      styleId: 1,
      modelId: 2,
      options: { leaseEnabled: true },
      features: [],
      vinOnDealerLotDate: '2024-10-01',
      inTransit: false,
      estimatedDeliveryDate: null,
      imageUrl: null,
      stockImageUrl: null,
      images: [],
      has360: false,
      hasVideo: false,
    },
    prefs: deal.preferences,
  });
}

export function cashDealFixture(overrides: Partial<CashDeal> = {}): CashDeal {
  return v.parse(CashDealSchema, { outTheDoor: 31148, cashPrice: 29148, breakdown, ...overrides });
}
