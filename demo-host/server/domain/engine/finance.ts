/** Retail instalment (finance) quotes: amount financed, amortised monthly payment, finance charge. */
import type { FinanceQuote } from '../../../../src/contract/deal.ts';
import { creditTierFor } from './credit.ts';
import { aprFor, financesVehicle, lendersFor, minimumDownPayment } from './lenders.ts';
import { fromCents, roundCents, sumCents, toCents } from './money.ts';
import { breakdownWith, effectiveDownPayment, saleTaxFor } from './pricing.ts';
import { compareQuotes } from './quote-order.ts';
import type { QuoteInput } from './types.ts';
import { financeTerms } from './vehicle-rules.ts';

/** Lenders do not write loans for less than this: a larger down payment leaves nothing to finance. */
export const MINIMUM_AMOUNT_FINANCED = 1000;

/**
 * Level monthly payment that repays `principal` over `termMonths` at `aprPercent` (monthly
 * compounding, APR / 12 per month), rounded to cents. 0 % APR: principal / term.
 */
export function amortizedPayment(principal: number, aprPercent: number, termMonths: number): number {
  if (!Number.isInteger(termMonths) || termMonths <= 0) throw new RangeError('term must be a whole number of months');
  if (!Number.isFinite(principal) || !Number.isFinite(aprPercent) || aprPercent < 0)
    throw new RangeError('principal and APR must be finite, APR not negative');
  if (aprPercent === 0) return roundCents(principal / termMonths);
  const r = aprPercent / 100 / 12;
  return roundCents((principal * r) / (1 - Math.pow(1 + r, -termMonths)));
}

/**
 * The lender's schedule for a level payment: each month's interest is rounded to the cent and the
 * final payment is whatever balance remains, as lenders disclose it (Reg Z), so the total of
 * payments is the amount financed plus the finance charge to the cent and the charge is never
 * negative, even when the rounded level payment over- or under-pays (0 % APR included).
 */
export function financeSchedule(
  principal: number,
  aprPercent: number,
  termMonths: number,
): { monthlyPayment: number; finalPayment: number; financeCharge: number; totalOfPayments: number } {
  const monthlyPayment = amortizedPayment(principal, aprPercent, termMonths);
  const rate = aprPercent / 100 / 12;
  // Whole cents: no binary drift over up to 84 months of arithmetic.
  const payment = toCents(monthlyPayment);
  let balance = toCents(principal);
  let interest = 0;
  for (let month = 1; month < termMonths; month++) {
    const charge = toCents(fromCents(balance) * rate);
    interest += charge;
    balance += charge - payment;
  }
  const lastCharge = toCents(fromCents(balance) * rate);
  interest += lastCharge;
  const finalPayment = fromCents(balance + lastCharge);
  return {
    monthlyPayment,
    finalPayment,
    financeCharge: fromCents(interest),
    totalOfPayments: fromCents(toCents(principal) + interest),
  };
}

/** What the buyer owes before any down payment: the amount financed with nothing down. */
function financedBeforeDown(b: ReturnType<typeof breakdownWith>): number {
  return sumCents(
    b.price,
    -b.rebates,
    b.docFee,
    b.registrationFee,
    b.salesTax,
    b.protectionProducts,
    b.accessories,
    -b.tradeEquity,
  );
}

/**
 * The largest whole-dollar down payment a finance quote can be written at: what still leaves the
 * lenders' minimum amount financed (never a negative amount financed). A larger one is a bad request.
 */
export function financeMaximumDownPayment(i: QuoteInput): number {
  const beforeDown = financedBeforeDown(breakdownWith(i, i.tax, saleTaxFor(i, i.tax)));
  return Math.max(0, Math.floor(fromCents(toCents(beforeDown) - toCents(MINIMUM_AMOUNT_FINANCED))));
}

export const financeQuoteId = (lenderNumber: string, term: number): string => `finance-${lenderNumber}-${String(term)}`;

/**
 * Every finance quote for the deal: each lender that finances the vehicle × each term offered.
 * Amount financed = price − rebates − external offers + doc fee + registration + sales tax +
 * protection products + accessories − trade equity − down payment. Ordered by term, captive first, lender number.
 * With an applied pre-approval: that lender only, terms up to its maxTerm, and none when the amount
 * financed exceeds its maxAmount (the lender would not write that loan). Every APR is the rate
 * sheet's (`aprFor`), with or without one: applying a pre-approval never changes a lender's rate.
 * With a chosen approved offer whose amount financed is the deal's: that lender, that term and that
 * APR only (the pre-approval, if any, is ignored); for another amount the offer does not apply.
 */
export function financeQuotes(i: QuoteInput): FinanceQuote[] {
  const terms = financeTerms(i.vehicle, i.asOf);
  if (terms.length === 0) return [];
  const tier = creditTierFor(i.creditScore);
  const tax = i.tax;
  const breakdown = breakdownWith(i, tax, saleTaxFor(i, tax));
  const minimum = minimumDownPayment(tier, i.vehicle.salePrice);
  const downPayment = effectiveDownPayment(i.downPayment, minimum);
  const amountFinanced = sumCents(financedBeforeDown(breakdown), -downPayment);
  if (amountFinanced < MINIMUM_AMOUNT_FINANCED) return [];
  const maximum = financeMaximumDownPayment(i);
  // A chosen offer holds for the amount it approved only: another amount prices as if none was chosen.
  const chosen =
    i.chosenOffer && toCents(i.chosenOffer.amountFinanced) === toCents(amountFinanced) ? i.chosenOffer : null;
  const pre = chosen ? null : (i.preApproval ?? null);
  if (pre && amountFinanced > pre.maxAmount) return [];

  const quotes: FinanceQuote[] = [];
  for (const lender of lendersFor(i.vehicle.make)) {
    if (pre && lender.lenderNumber !== pre.lenderNumber) continue;
    if (chosen && lender.lenderNumber !== chosen.lenderNumber) continue;
    if (!financesVehicle(lender, i.vehicle, i.asOf)) continue;
    for (const term of terms) {
      if (pre && term > pre.maxTerm) continue;
      if (chosen && term !== chosen.term) continue;
      const apr = chosen ? chosen.apr : aprFor(lender, tier, i.vehicle.stockType, term, amountFinanced);
      const schedule = financeSchedule(amountFinanced, apr, term);
      quotes.push({
        id: financeQuoteId(lender.lenderNumber, term),
        lease: false,
        financier: { lenderNumber: lender.lenderNumber, name: lender.name, captiveLender: lender.captive },
        term,
        apr,
        downPayment,
        minimumDownPayment: minimum,
        maximumDownPayment: maximum,
        monthlyPayment: schedule.monthlyPayment,
        finalPayment: schedule.finalPayment,
        amountFinanced,
        financeCharge: schedule.financeCharge,
        totalOfPayments: schedule.totalOfPayments,
        creditTier: tier,
        breakdown: { ...breakdown },
      });
    }
  }
  return quotes.sort(compareQuotes);
}
