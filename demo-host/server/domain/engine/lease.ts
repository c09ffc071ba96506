/** Closed-end lease quotes, the way dealers' desks compute them (Edmunds' method). */
import type { LeaseQuote } from '../../../../src/contract/deal.ts';
import { creditTierFor } from './credit.ts';
import { acquisitionFeeFor, leases, lendersFor, minimumDownPayment, moneyFactorFor } from './lenders.ts';
import { fromCents, roundCents, roundTo, sumCents, toCents } from './money.ts';
import { breakdownWith, effectiveDownPayment, leaseTaxableReduction } from './pricing.ts';
import { compareQuotes } from './quote-order.ts';
import { taxOn } from './tax.ts';
import type { LeaseQuoteInput, StateTax, TaxJurisdiction } from './types.ts';
import { leaseTerms, residualPercent } from './vehicle-rules.ts';

/** The money factor's APR equivalent (percent). */
export const MONEY_FACTOR_TO_APR = 2400;

/**
 * Edmunds' lease payment: depreciation = (adjusted cap cost − residual) / term; rent charge =
 * (adjusted cap cost + residual) × money factor; base payment = depreciation + rent charge.
 * Each part is rounded to cents and the base is their sum, so the breakdown adds up; the final
 * payment's depreciation absorbs the rounding, so the depreciation paid is exactly cap cost − residual.
 */
export function leasePayment(i: {
  adjustedCapCost: number;
  residualValue: number;
  moneyFactor: number;
  term: number;
}): {
  depreciation: number;
  finalDepreciation: number;
  rentCharge: number;
  basePayment: number;
  finalBasePayment: number;
} {
  if (!Number.isInteger(i.term) || i.term <= 0) throw new RangeError('term must be a whole number of months');
  const totalDepreciation = sumCents(i.adjustedCapCost, -i.residualValue);
  const depreciation = roundCents(totalDepreciation / i.term);
  const finalDepreciation = fromCents(toCents(totalDepreciation) - toCents(depreciation) * (i.term - 1));
  const rentCharge = roundCents((i.adjustedCapCost + i.residualValue) * i.moneyFactor);
  return {
    depreciation,
    finalDepreciation,
    rentCharge,
    basePayment: sumCents(depreciation, rentCharge),
    finalBasePayment: sumCents(finalDepreciation, rentCharge),
  };
}

/**
 * Gross capitalised cost, the sum of its lines as the breakdown shows them: price + acquisition fee +
 * doc fee + protection products + accessories + negative trade equity (a trade worth less than its payoff).
 */
export function grossCapitalizedCost(i: {
  price: number;
  acquisitionFee: number;
  docFee: number;
  protectionProducts: number;
  accessories: number;
  tradeEquity: number;
}): number {
  return sumCents(
    i.price,
    i.acquisitionFee,
    i.docFee,
    i.protectionProducts,
    i.accessories,
    Math.max(0, -i.tradeEquity),
  );
}

/** Capitalised cost reduction, the sum of its lines: down payment + rebates and offers + positive trade equity. */
export function capitalizedCostReduction(i: { downPayment: number; rebates: number; tradeEquity: number }): number {
  return sumCents(i.downPayment, i.rebates, Math.max(0, i.tradeEquity));
}

/** Due at signing, the sum of its lines: down payment + first monthly payment + registration fee + upfront tax. */
export function dueAtSigning(i: {
  downPayment: number;
  monthlyPayment: number;
  registrationFee: number;
  upfrontTax: number;
}): number {
  return sumCents(i.downPayment, i.monthlyPayment, i.registrationFee, i.upfrontTax);
}

export const leaseQuoteId = (lenderNumber: string, term: number, mileage: number): string =>
  `lease-${lenderNumber}-${String(term)}-${String(mileage)}`;

/**
 * Lease tax the way the state where the deal is taxed levies it (local rates included). 'monthly': each payment is taxed (the final
 * one on its own base), and the capitalised-cost reduction is taxed at signing. 'upfront': tax on
 * the total of base payments plus the reduction, all due at signing. 'none': no tax.
 */
export function leaseTax(
  tax: StateTax | TaxJurisdiction,
  payment: { basePayment: number; finalBasePayment: number },
  term: number,
  taxableReduction: number,
): { monthlyTax: number; finalMonthlyTax: number; upfrontTax: number } {
  switch (tax.lease) {
    case 'monthly':
      return {
        monthlyTax: taxOn(payment.basePayment, tax),
        finalMonthlyTax: taxOn(payment.finalBasePayment, tax),
        upfrontTax: taxOn(taxableReduction, tax),
      };
    case 'upfront': {
      const baseTotal = fromCents(toCents(payment.basePayment) * (term - 1) + toCents(payment.finalBasePayment));
      return { monthlyTax: 0, finalMonthlyTax: 0, upfrontTax: taxOn(baseTotal + taxableReduction, tax) };
    }
    case 'none':
      return { monthlyTax: 0, finalMonthlyTax: 0, upfrontTax: 0 };
  }
}

/**
 * The largest whole-dollar down payment any lease quote can be written at: a lease needs its
 * adjusted capitalised cost above the residual value, for at least one leasing lender and term.
 * Null when no lender leases the vehicle (then there are no lease quotes at any down payment).
 */
export function leaseMaximumDownPayment(i: LeaseQuoteInput): number | null {
  const tradeEquity = roundCents(i.tradeEquity);
  const otherReduction = capitalizedCostReduction({
    downPayment: 0,
    rebates: sumCents(roundCents(i.rebates), roundCents(i.externalOffers)),
    tradeEquity,
  });
  let room: number | null = null;
  for (const lender of lendersFor(i.vehicle.make)) {
    if (!leases(lender)) continue;
    const gross = grossCapitalizedCost({
      price: roundCents(i.vehicle.salePrice),
      acquisitionFee: roundCents(acquisitionFeeFor(lender)),
      docFee: roundCents(i.dealer.docFee),
      protectionProducts: roundCents(i.protectionProducts),
      accessories: roundCents(i.accessories),
      tradeEquity,
    });
    for (const term of leaseTerms(i.vehicle)) {
      const residualValue = roundCents((i.vehicle.msrp * residualPercent(term, i.mileage, i.vehicle)) / 100);
      // Cents a down payment may take off before the adjusted cap cost reaches the residual.
      const cents = toCents(gross) - toCents(otherReduction) - toCents(residualValue);
      room = room === null ? cents : Math.max(room, cents);
    }
  }
  // Strictly above the residual: the largest whole dollar below the room.
  return room === null ? null : Math.max(0, Math.ceil(room / 100) - 1);
}

/**
 * Every lease quote for the deal: each leasing lender × each lease term, at the yearly mileage.
 * Gross cap cost = price + acquisition fee + doc fee + protection products + accessories (+ negative
 * trade equity); cap cost reduction = down payment + rebates + external offers + positive trade equity.
 * A reduction that would bring the adjusted cap cost to the residual or below leaves nothing to
 * lease, and that quote is omitted.
 */
export function leaseQuotes(i: LeaseQuoteInput): LeaseQuote[] {
  const terms = leaseTerms(i.vehicle);
  if (terms.length === 0) return [];
  const tier = creditTierFor(i.creditScore);
  const tax = i.tax;
  const minimum = minimumDownPayment(tier, i.vehicle.salePrice);
  const downPayment = effectiveDownPayment(i.downPayment, minimum);
  const tradeEquity = roundCents(i.tradeEquity);
  const rebates = sumCents(roundCents(i.rebates), roundCents(i.externalOffers));
  const reduction = capitalizedCostReduction({ downPayment, rebates, tradeEquity });
  const taxableReduction = leaseTaxableReduction(downPayment, i);
  const maximum = leaseMaximumDownPayment(i) ?? 0;

  const quotes: LeaseQuote[] = [];
  for (const lender of lendersFor(i.vehicle.make)) {
    if (!leases(lender)) continue;
    const acquisitionFee = roundCents(acquisitionFeeFor(lender));
    const gross = grossCapitalizedCost({
      price: roundCents(i.vehicle.salePrice),
      acquisitionFee,
      docFee: roundCents(i.dealer.docFee),
      protectionProducts: roundCents(i.protectionProducts),
      // Capitalised like the vehicle, so in lease-taxing states they are taxed through the payments.
      accessories: roundCents(i.accessories),
      tradeEquity,
    });
    const adjustedCapitalizedCost = sumCents(gross, -reduction);
    for (const term of terms) {
      const residualPct = residualPercent(term, i.mileage, i.vehicle);
      const residualValue = roundCents((i.vehicle.msrp * residualPct) / 100);
      if (adjustedCapitalizedCost <= residualValue) continue;
      const moneyFactor = moneyFactorFor(lender, tier, term);
      const payment = leasePayment({ adjustedCapCost: adjustedCapitalizedCost, residualValue, moneyFactor, term });
      const { monthlyTax, finalMonthlyTax, upfrontTax } = leaseTax(tax, payment, term, taxableReduction);
      const monthlyPayment = sumCents(payment.basePayment, monthlyTax);
      const finalPayment = sumCents(payment.finalBasePayment, finalMonthlyTax);
      quotes.push({
        id: leaseQuoteId(lender.lenderNumber, term, i.mileage),
        lease: true,
        financier: { lenderNumber: lender.lenderNumber, name: lender.name, captiveLender: lender.captive },
        term,
        mileageAllowed: i.mileage,
        moneyFactor,
        apr: roundTo(moneyFactor * MONEY_FACTOR_TO_APR, 2),
        residualPercent: residualPct,
        residualValue,
        downPayment,
        minimumDownPayment: minimum,
        maximumDownPayment: maximum,
        acquisitionFee,
        grossCapitalizedCost: gross,
        capitalizedCostReduction: reduction,
        adjustedCapitalizedCost,
        depreciation: payment.depreciation,
        rentCharge: payment.rentCharge,
        baseMonthlyPayment: payment.basePayment,
        monthlyTax,
        monthlyPayment,
        finalPayment,
        dueAtSigning: dueAtSigning({
          downPayment,
          monthlyPayment,
          registrationFee: roundCents(i.dealer.registrationFee),
          upfrontTax,
        }),
        totalOfPayments: fromCents(toCents(monthlyPayment) * (term - 1) + toCents(finalPayment)),
        creditTier: tier,
        breakdown: breakdownWith(i, tax, upfrontTax),
      });
    }
  }
  return quotes.sort(compareQuotes);
}
