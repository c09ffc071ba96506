/** Trade-in answers and server answers for the trade tests. Test code only. */
import type { Appraisal, Trade, TradeAnswers, VinDecode } from '../../contract/trade.ts';

/** A real VIN with a right check digit (2003 Honda Accord). */
export const VIN = '1HGCM82633A004352';

export const decoded = (over: Partial<VinDecode> = {}): VinDecode => ({
  vin: VIN,
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  models: ['Accord'],
  trims: ['EX'],
  ...over,
});

export const answers = (over: Partial<TradeAnswers> = {}): TradeAnswers => ({
  vin: VIN,
  year: 2003,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  mileage: 142000,
  zipCode: '97202',
  features: ['SUNROOF'],
  owners: 2,
  accidents: 'NONE',
  condition: 'GOOD',
  titleStatus: 'CLEAN',
  owesMoney: false,
  ...over,
});

/** How the 4,300 offer was reached: 6,000 − 1,500 − 400 + 0 + 200. */
const BREAKDOWN = {
  baseValue: 6000,
  mileageAdjustment: -1500,
  conditionAdjustment: -400,
  historyAdjustment: 0,
  featuresAdjustment: 200,
};

export const offer = (over: Partial<Extract<Appraisal, { status: 'OFFER' }>> = {}): Appraisal => ({
  status: 'OFFER',
  appraisalId: 'ap1',
  vehicleName: '2003 Honda Accord EX',
  offer: 4300,
  breakdown: BREAKDOWN,
  expiresAt: '2026-12-01T12:00:00.000Z',
  ...over,
});

export const noOffer = (reason: Extract<Appraisal, { status: 'NO_OFFER' }>['reason'] = 'TOO_OLD'): Appraisal => ({
  status: 'NO_OFFER',
  appraisalId: 'ap2',
  vehicleName: '2003 Honda Accord EX',
  reason,
});

export const savedTrade = (over: Partial<Trade> = {}): Trade => ({
  tradeId: 't1',
  vin: VIN,
  vehicleName: '2003 Honda Accord EX',
  answers: answers(),
  offer: 4300,
  breakdown: BREAKDOWN,
  expiresAt: '2026-12-01T12:00:00.000Z',
  expired: false,
  indicator: 'TRADE',
  lender: null,
  payoff: 0,
  netCashOffer: 4300,
  photosProvided: 0,
  review: { state: 'none' },
  ...over,
});
