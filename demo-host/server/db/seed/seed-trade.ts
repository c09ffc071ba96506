/**
 * Trade-in sandbox data: vehicles the VIN decoder knows beyond the dealers' inventory,
 * and a plate registry pointing at them, so every branch of the trade flow is one plate away (the
 * docs/sandbox-api.md "Trade-in test vehicles" lists them). Each vehicle's `about` says what it shows.
 * Idempotent: rows already there are kept.
 */
import { makeVin } from '../../domain/vin.ts';
import type { TradeAnswers } from '../../../../src/contract/trade.ts';
import type { Db } from '../schema.ts';

export type SeedKnownVehicle = {
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string;
  about: string;
};

const known = (
  parts: { wmi: string; vds: string; plant: string; serial: number },
  year: number,
  make: string,
  model: string,
  trim: string,
  about: string,
): SeedKnownVehicle => ({ vin: makeVin({ ...parts, year }), year, make, model, trim, about });

/** The demo user's saved trade (seed-data.ts `DEMO_TRADE`); its VIN is the revalued trade's of seed 001. */
export const DEMO_TRADE_VEHICLE = known(
  { wmi: '2HG', vds: 'FC2F7', plant: 'H', serial: 512_874 },
  2018,
  'Honda',
  'Civic',
  'EX',
  "The demo user's saved trade (revalued: the updated-trade modal).",
);

export const KNOWN_VEHICLES: readonly SeedKnownVehicle[] = [
  DEMO_TRADE_VEHICLE,
  known(
    { wmi: '2T3', vds: 'W1RFV', plant: 'C', serial: 214_530 },
    2020,
    'Toyota',
    'RAV4',
    'XLE',
    'An offer: a compact SUV of average age.',
  ),
  known(
    { wmi: '4S4', vds: 'BSAFC', plant: '3', serial: 311_207 },
    2016,
    'Subaru',
    'Outback',
    '2.5i Premium',
    'An offer; the same plate as the RAV4, in another state.',
  ),
  known(
    { wmi: '5YJ', vds: '3E1EB', plant: 'F', serial: 602_118 },
    2022,
    'Tesla',
    'Model 3',
    'Long Range',
    'An offer on an electric car.',
  ),
  known(
    { wmi: '1FT', vds: 'EW1EG', plant: 'F', serial: 88_412 },
    2017,
    'Ford',
    'F-150',
    'XLT SuperCrew',
    'An offer on a full-size truck (add TOW_PACKAGE).',
  ),
  known(
    { wmi: '1HG', vds: 'CV1F3', plant: 'A', serial: 40_321 },
    2019,
    'Honda',
    'Accord',
    'Sport',
    'An offer on a midsize sedan.',
  ),
  known(
    { wmi: '1C4', vds: 'BJWEG', plant: 'L', serial: 530_966 },
    2015,
    'Jeep',
    'Wrangler Unlimited',
    'Sahara',
    'An offer on a model the appraisal does not list: valued at the make’s fallback class.',
  ),
  known(
    { wmi: '1GC', vds: 'RKSE7', plant: 'Z', serial: 277_045 },
    2012,
    'Chevrolet',
    'Silverado 1500',
    'LT',
    'NO_OFFER TOO_MANY_MILES with more than 200,000 miles (an offer below that).',
  ),
  known(
    { wmi: '4T1', vds: 'BE32K', plant: 'U', serial: 145_880 },
    2003,
    'Toyota',
    'Camry',
    'LE',
    'NO_OFFER TOO_OLD: more than 20 model years old.',
  ),
  known(
    { wmi: 'YS3', vds: 'FA4CY', plant: '1', serial: 2_415 },
    2011,
    'Saab',
    '9-3',
    '2.0T',
    'NO_OFFER MAKE_NOT_BOUGHT: a make outside the program.',
  ),
];

export type SeedPlate = { stateCode: string; plate: string; vin: string };

const vinOf = (model: string, year: number): string => {
  const vehicle = KNOWN_VEHICLES.find((k) => k.model === model && k.year === year);
  if (!vehicle) throw new Error(`No known ${year} ${model}`);
  return vehicle.vin;
};

/** Plates as the contract's PlateSchema normalises them (upper case, no spaces or dashes). */
export const SEED_PLATES: readonly SeedPlate[] = [
  { stateCode: 'OR', plate: 'UPSHFT', vin: vinOf('RAV4', 2020) },
  { stateCode: 'OR', plate: 'CIVIC18', vin: DEMO_TRADE_VEHICLE.vin },
  { stateCode: 'CA', plate: 'UPSHFT', vin: vinOf('Outback', 2016) },
  { stateCode: 'CA', plate: '8EVX123', vin: vinOf('Model 3', 2022) },
  { stateCode: 'TX', plate: 'LKT4821', vin: vinOf('F-150', 2017) },
  { stateCode: 'TX', plate: 'HIMILES', vin: vinOf('Silverado 1500', 2012) },
  { stateCode: 'WA', plate: 'BJX2231', vin: vinOf('Accord', 2019) },
  { stateCode: 'FL', plate: 'JEEP4X4', vin: vinOf('Wrangler Unlimited', 2015) },
  { stateCode: 'NY', plate: 'OLDTIMR', vin: vinOf('Camry', 2003) },
  { stateCode: 'FL', plate: 'SAAB93', vin: vinOf('9-3', 2011) },
];

/**
 * The demo user's answers (the appraisal gives exactly $14,500 on SEED_BASE_DATE: the new offer the
 * updated-trade modal shows). The engine README works this example through.
 */
export const DEMO_TRADE_ANSWERS: TradeAnswers = {
  vin: DEMO_TRADE_VEHICLE.vin,
  year: 2018,
  make: 'Honda',
  model: 'Civic',
  trim: 'EX',
  mileage: 72_179,
  zipCode: '97202',
  features: ['SUNROOF', 'HEATED_SEATS', 'DRIVER_ASSISTANCE'],
  owners: 1,
  accidents: 'NONE',
  condition: 'EXCELLENT',
  titleStatus: 'CLEAN',
  owesMoney: true,
};

export async function seedTradeIn(tx: Db): Promise<void> {
  await tx
    .insertInto('known_vehicles')
    .values(KNOWN_VEHICLES.map(({ about: _about, ...k }) => k))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await tx
    .insertInto('plates')
    .values(SEED_PLATES.map((p) => ({ state_code: p.stateCode, plate: p.plate, vin: p.vin })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
