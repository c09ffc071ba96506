/**
 * Rules that depend on the vehicle alone: its age, the finance and lease terms offered for it,
 * its lease residual and the manufacturer rebate it carries.
 */
import { LEASE_DEFAULT_MILES, LEASE_MIN_MILES } from '../../../../src/contract/deal.ts';
import { roundTo } from './money.ts';
import type { EngineVehicle } from './types.ts';

/** Nobody finances a vehicle older than 10 model years: it gets no quotes, so the app shows a cash deal. */
export const MAX_FINANCE_AGE = 10;
/** Used vehicles older than this get the shorter terms only. */
export const USED_LONG_TERM_MAX_AGE = 6;

export const NEW_FINANCE_TERMS: readonly number[] = [36, 48, 60, 72];
export const USED_FINANCE_TERMS: readonly number[] = [36, 48, 60];
export const OLDER_USED_FINANCE_TERMS: readonly number[] = [36, 48];
export const LEASE_TERMS: readonly number[] = [24, 36, 39, 48];

/** Age in model years on `asOf` (a 2027 model sold in 2026 is 0). */
export function vehicleAge(v: Pick<EngineVehicle, 'year'>, asOf: Date): number {
  return Math.max(0, asOf.getUTCFullYear() - v.year);
}

/** Finance terms in months offered for the vehicle; [] when it is too old to finance. */
export function financeTerms(v: EngineVehicle, asOf: Date = new Date()): number[] {
  const age = vehicleAge(v, asOf);
  if (age > MAX_FINANCE_AGE) return [];
  if (v.stockType === 'NEW') return [...NEW_FINANCE_TERMS];
  return [...(age <= USED_LONG_TERM_MAX_AGE ? USED_FINANCE_TERMS : OLDER_USED_FINANCE_TERMS)];
}

/** Lease terms in months: only new vehicles the dealer allows to be leased. */
export function leaseTerms(v: EngineVehicle): number[] {
  return v.stockType === 'NEW' && v.leaseEnabled ? [...LEASE_TERMS] : [];
}

/** Residual percent of MSRP at 12,000 miles a year, by term. */
export const BASE_RESIDUAL_PERCENT: Readonly<Record<number, number>> = { 24: 66, 36: 58, 39: 56, 48: 50 };

/** Points added to the residual by make: brands that hold their value lease for less. */
export const MAKE_RESIDUAL_ADJUSTMENT: Readonly<Record<string, number>> = {
  toyota: 4,
  honda: 4,
  subaru: 3,
  bmw: 0,
  ford: -1,
  chevrolet: -1,
  volvo: -1,
  hyundai: -2,
  kia: -2,
  nissan: -3,
};

/** Below 12,000 miles a year: +0.5 point per 1,000 miles fewer, at most +3 (reached at 6,000). */
export const LOW_MILEAGE_POINTS_PER_1000 = 0.5;
export const LOW_MILEAGE_MAX_POINTS = 3;
/** Above 12,000 miles a year: −1 point per 1,000 miles more. */
export const HIGH_MILEAGE_POINTS_PER_1000 = 1;
/** A residual never leaves this range, whatever the mileage. */
export const RESIDUAL_FLOOR_PERCENT = 20;
export const RESIDUAL_CEILING_PERCENT = 80;

/** Mileage points for a yearly allowance, prorated per mile (README: the mileage table). */
export function mileageResidualAdjustment(yearlyMiles: number): number {
  if (!Number.isFinite(yearlyMiles) || yearlyMiles < LEASE_MIN_MILES)
    throw new RangeError(`yearly miles must be at least ${String(LEASE_MIN_MILES)}`);
  const thousands = (yearlyMiles - LEASE_DEFAULT_MILES) / 1000;
  if (thousands < 0) return Math.min(LOW_MILEAGE_MAX_POINTS, -thousands * LOW_MILEAGE_POINTS_PER_1000);
  if (thousands > 0) return -thousands * HIGH_MILEAGE_POINTS_PER_1000;
  return 0;
}

/** Residual value as a percent of MSRP (2 decimals) for a lease term and yearly mileage. */
export function residualPercent(term: number, yearlyMiles: number, v: EngineVehicle): number {
  const base = BASE_RESIDUAL_PERCENT[term];
  if (base === undefined) throw new RangeError(`no residual for a ${String(term)}-month lease`);
  const make = MAKE_RESIDUAL_ADJUSTMENT[v.make.trim().toLowerCase()] ?? 0;
  const percent = base + make + mileageResidualAdjustment(yearlyMiles);
  return roundTo(Math.min(RESIDUAL_CEILING_PERCENT, Math.max(RESIDUAL_FLOOR_PERCENT, percent)), 2);
}

/**
 * Manufacturer cash on new electric vehicles, by make and model: the automakers' own
 * incentives after the federal $7,500 clean-vehicle credit ended on 30 September 2025.
 */
export const EV_REBATES: Readonly<Record<string, number>> = {
  'bmw i4': 2500,
  'bmw ix': 3000,
  'chevrolet equinox ev': 4000,
  'ford mustang mach-e': 5000,
  'hyundai ioniq 5': 7500,
  'kia ev6': 7500,
  'nissan ariya': 7500,
  'nissan leaf': 5000,
  'toyota bz4x': 5000,
};
/** Any other new EV. */
export const DEFAULT_EV_REBATE = 2500;
/** New plug-in hybrids. */
export const PLUG_IN_HYBRID_REBATE = 1000;

/** The manufacturer rebate in dollars: new EVs and plug-in hybrids only, 0 otherwise. */
export function manufacturerRebate(v: EngineVehicle & { fuelType: string; model: string }): number {
  if (v.stockType !== 'NEW') return 0;
  if (v.fuelType === 'Electric') return EV_REBATES[`${v.make} ${v.model}`.trim().toLowerCase()] ?? DEFAULT_EV_REBATE;
  if (v.fuelType === 'Plug-In Hybrid') return PLUG_IN_HYBRID_REBATE;
  return 0;
}
