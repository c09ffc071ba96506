/**
 * Sales tax on vehicles by state: the state-level rate on motor-vehicle sales, whether a trade-in
 * is credited against the taxable amount, and how the state taxes leases; county and city rates
 * are added by local-tax.ts. README.md has the tables and their rules.
 */
import { roundCents, roundTo } from './money.ts';
import type { StateTax, TaxJurisdiction } from './types.ts';

const m = (ratePercent: number, tradeInCredit: boolean): StateTax => ({ ratePercent, tradeInCredit, lease: 'monthly' });
const u = (ratePercent: number, tradeInCredit: boolean): StateTax => ({ ratePercent, tradeInCredit, lease: 'upfront' });
// States without a sales tax on vehicles levy none on leases either.
const NO_TAX: StateTax = { ratePercent: 0, tradeInCredit: true, lease: 'none' };

/** Rate in percent; trade-in credit; lease method. Every state and DC. */
export const STATE_TAXES: Readonly<Record<string, StateTax>> = {
  AK: NO_TAX,
  AL: m(2, true), // 2 % state automotive rate
  AR: m(6.5, true),
  AZ: m(5.6, true),
  CA: m(7.25, false),
  CO: m(2.9, true),
  CT: m(6.35, true),
  DC: m(6, false), // motor-vehicle excise, lowest class
  DE: u(4.25, true), // motor-vehicle document fee instead of a sales tax
  FL: m(6, true),
  GA: u(7, true), // title ad valorem tax (TAVT)
  HI: m(4, false), // general excise tax
  IA: u(5, true), // one-time registration fee
  ID: m(6, true),
  IL: u(6.25, true),
  IN: m(7, true),
  KS: m(6.5, true),
  KY: u(6, false), // motor-vehicle usage tax
  LA: m(5, true),
  MA: m(6.25, true),
  MD: u(6, false), // titling tax
  ME: u(5.5, true),
  MI: m(6, true), // the trade-in credit is capped by law; the cap is not modelled
  MN: u(6.5, true), // motor-vehicle sales tax
  MO: m(4.225, true),
  MS: m(5, true),
  MT: NO_TAX,
  NC: u(3, true), // highway use tax
  ND: m(5, true), // motor-vehicle excise tax
  NE: m(5.5, true),
  NH: NO_TAX,
  NJ: u(6.625, true),
  NM: m(4, true), // motor-vehicle excise tax
  NV: m(6.85, true),
  NY: u(4, true),
  OH: u(5.75, true),
  OK: u(4.5, true), // 3.25 % excise + 1.25 % sales tax
  OR: NO_TAX,
  PA: m(6, true),
  RI: m(7, true),
  SC: u(5, true), // infrastructure maintenance fee; its $500 cap is not modelled
  SD: m(4, true), // motor-vehicle excise tax
  TN: m(7, true),
  TX: u(6.25, true), // motor-vehicle sales tax
  UT: m(6.1, true),
  VA: u(4.15, false), // motor-vehicle sales and use tax
  VT: m(6, true), // purchase and use tax
  WA: m(6.8, true), // 6.5 % + 0.3 % motor-vehicle sales tax
  WI: m(5, true),
  WV: m(6, true),
  WY: m(4, true),
};

/** The state's vehicle tax rules. Throws for a code that is not a state or DC. */
export function stateTax(stateCode: string): StateTax {
  const tax = STATE_TAXES[stateCode.trim().toUpperCase()];
  if (!tax) throw new RangeError(`unknown state ${stateCode}`);
  return { ...tax };
}

/** The state's rate as a fraction (6.25 % → 0.0625). */
export const rateFraction = (tax: StateTax): number => tax.ratePercent / 100;

/** The combined rate in percent, state + local, as the breakdown shows it (6.25 + 2 is 8.25, no drift). */
export const combinedPercent = (tax: StateTax | TaxJurisdiction): number =>
  roundTo(tax.ratePercent + ('localPercent' in tax ? tax.localPercent : 0), 4);

/**
 * Tax on one taxed amount (a sale, a lease payment, a cap cost reduction), in cents: the state's
 * rate on all of it plus the local rate on the part up to the local limit. Rules without a local
 * part (a bare `StateTax`) tax at the state's rate alone.
 */
export function taxOn(amount: number, tax: StateTax | TaxJurisdiction): number {
  if (!('localPercent' in tax) || tax.localPercent === 0) return roundCents(amount * rateFraction(tax));
  const localBase = tax.localTaxableLimit === null ? amount : Math.min(amount, tax.localTaxableLimit);
  return roundCents(amount * rateFraction(tax) + Math.max(0, localBase) * (tax.localPercent / 100));
}

/** What a sale's tax is worked out from; `accessories` defaults to none. */
export type TaxedSale = { price: number; docFee: number; accessories?: number; tradeEquity: number };

/**
 * Taxable amount of a sale: price + doc fee (a dealer charge, part of the selling price) + dealer
 * accessories, less positive trade equity where the state credits trade-ins. Rebates and external
 * offers do not lower it (most states tax the price before manufacturer rebates); registration fees
 * and protection products are not taxed.
 */
export function saleTaxableAmount(i: TaxedSale, tax: StateTax | TaxJurisdiction): number {
  const credit = tax.tradeInCredit ? Math.max(0, i.tradeEquity) : 0;
  // Accessories attached at the sale are part of the vehicle's price (Tex. Tax Code §152.002(a); CDTFA Publication 34).
  return Math.max(0, i.price + i.docFee + (i.accessories ?? 0) - credit);
}

/** Sales tax due on a sale (finance or cash), in cents. */
export function saleTax(i: TaxedSale, tax: StateTax | TaxJurisdiction): number {
  return taxOn(saleTaxableAmount(i, tax), tax);
}
