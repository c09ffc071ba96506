/** The itemised price every quote and the cash deal are built from, and the cash deal itself. */
import type { CashDeal, PriceBreakdown } from '../../../../src/contract/deal.ts';
import { creditTierFor } from './credit.ts';
import { minimumDownPayment } from './lenders.ts';
import { roundCents, roundDollars, sumCents } from './money.ts';
import { combinedPercent, saleTax, taxOn } from './tax.ts';
import type { CashInput, QuoteInput, StateTax, TaxJurisdiction } from './types.ts';

type Tax = StateTax | TaxJurisdiction;

/** A breakdown with the given sales tax; every amount in cents. */
export function breakdownWith(i: CashInput, tax: Tax, salesTax: number): PriceBreakdown {
  return {
    price: roundCents(i.vehicle.salePrice),
    rebates: sumCents(roundCents(i.rebates), roundCents(i.externalOffers)),
    docFee: roundCents(i.dealer.docFee),
    registrationFee: roundCents(i.dealer.registrationFee),
    protectionProducts: roundCents(i.protectionProducts),
    accessories: roundCents(i.accessories),
    salesTax,
    taxRatePercent: combinedPercent(tax),
    tradeEquity: roundCents(i.tradeEquity),
  };
}

/** Sales tax on the sale (finance and cash), by the deal's tax jurisdiction. */
export function saleTaxFor(i: CashInput, tax: Tax): number {
  return saleTax(
    { price: i.vehicle.salePrice, docFee: i.dealer.docFee, accessories: i.accessories, tradeEquity: i.tradeEquity },
    tax,
  );
}

/** The down payment a quote is written at: whole dollars, never below the lender's minimum. */
export function effectiveDownPayment(requested: number, minimum: number): number {
  return Math.max(minimum, roundDollars(Math.max(0, requested)));
}

/** The cash a lessee puts against the capitalised cost, which lease-taxing states tax at signing. */
export function leaseTaxableReduction(downPayment: number, i: CashInput): number {
  return sumCents(downPayment, roundCents(i.rebates), roundCents(i.externalOffers));
}

/** Lease tax due at signing on the capitalised-cost reduction alone (states that tax leases). */
export function leaseReductionTax(downPayment: number, i: CashInput, tax: Tax): number {
  if (tax.lease === 'none') return 0;
  return taxOn(leaseTaxableReduction(downPayment, i), tax);
}

/**
 * The price breakdown for a deal type. Finance and cash: sales tax on the sale. Lease (before a
 * quote is chosen): the tax due at signing on the capitalised-cost reduction; each lease quote
 * carries its own breakdown with the full upfront tax of that quote.
 */
export function priceBreakdown(i: QuoteInput, kind: 'finance' | 'lease' | 'cash'): PriceBreakdown {
  const tax = i.tax;
  if (kind !== 'lease') return breakdownWith(i, tax, saleTaxFor(i, tax));
  const minimum = minimumDownPayment(creditTierFor(i.creditScore), i.vehicle.salePrice);
  return breakdownWith(i, tax, leaseReductionTax(effectiveDownPayment(i.downPayment, minimum), i, tax));
}

/** Seed 000 §4: the cash deal's price is the out-the-door price minus the trade's net cash offer. */
export function cashDeal(i: CashInput): CashDeal {
  const tax = i.tax;
  const breakdown = breakdownWith(i, tax, saleTaxFor(i, tax));
  const outTheDoor = sumCents(
    breakdown.price,
    -breakdown.rebates,
    breakdown.docFee,
    breakdown.registrationFee,
    breakdown.salesTax,
    breakdown.protectionProducts,
    breakdown.accessories,
  );
  // Seed 000 §4 subtracts the net cash offer; a trade worth more than the car pays it off to $0 and no further
  // (the rest is the trade's value, not a price below zero), while negative equity is added in full.
  const tradeCredit = Math.min(breakdown.tradeEquity, Math.max(0, outTheDoor));
  return {
    outTheDoor,
    cashPrice: sumCents(outTheDoor, -tradeCredit),
    breakdown: { ...breakdown, tradeEquity: tradeCredit },
  };
}
