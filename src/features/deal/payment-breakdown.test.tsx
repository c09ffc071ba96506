import { cleanup, render, screen } from '@testing-library/preact';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { financeQuotes, leaseQuotes, stateJurisdiction } from '#engine';
import { quoteInput } from '#engine/test-fixtures';
import { FinanceQuoteSchema, LeaseQuoteSchema, type Quote } from '../../contract/deal.ts';
import { PaymentBreakdown } from './payment-breakdown.tsx';

afterEach(cleanup);

/** The breakdown as the shopper reads it: each line's label and amount. */
function lines(quote: Quote, products?: string[]): [string, string][] {
  render(<PaymentBreakdown quote={quote} products={products} />);
  const terms = screen.getAllByRole('term').map((el) => el.textContent ?? '');
  const values = screen.getAllByRole('definition').map((el) => el.textContent ?? '');
  return terms.map((term, i) => [term, values[i] ?? '']);
}

// Quotes come from the sandbox's real engine, parsed by the app's schema as they would be off the wire.
describe('PaymentBreakdown', () => {
  it('reads a Florida 0 % APR finance quote to the cent: tax at 6 %, a final payment that absorbs the rounding, no finance charge', () => {
    // Toyota at $31,000 in Florida (6 %), $999 doc fee, $325 registration, $2,000 down, excellent credit.
    const engine = financeQuotes(quoteInput({ creditScore: 800 })).find((q) => q.id === 'finance-109-36');
    const quote = v.parse(FinanceQuoteSchema, engine);
    expect(lines(quote)).toEqual([
      ['Vehicle price', '$31,000.00'],
      ['Rebates and offers', '$0.00'],
      ['Document fee', '$999.00'],
      ['Registration fee', '$325.00'],
      // (31,000 + 999) × 6 %
      ['Sales tax (6.00%)', '$1,919.94'],
      ['Down payment', '-$2,000.00'],
      // 31,000 + 999 + 325 + 1,919.94 − 2,000: the lines above, added up
      ['Amount financed', '$32,243.94'],
      ['Lender', 'Toyota Financial Services'],
      ['Rate (APR)', '0.00%'],
      ['Term', '36 months'],
      // 32,243.94 / 36 = 895.665 → 895.67; the 36th is 32,243.94 − 35 × 895.67
      ['Monthly payment', '$895.67'],
      ['Final payment (month 36)', '$895.49'],
      ['Finance charge', '$0.00'],
      ['Total of payments', '$32,243.94'],
    ]);
  });

  it("itemises a Florida lease's gross capitalized cost, its reduction and what is due at signing, each adding up", () => {
    // Toyota at $31,000 in Florida (6 %), $999 doc fee, $325 registration, $1,500 of rebates and offers,
    // a $2,500 trade, $2,000 down, great credit.
    const engine = leaseQuotes({
      ...quoteInput({ rebates: 1000, externalOffers: 500, tradeEquity: 2500 }),
      mileage: 12000,
    }).find((q) => q.id === 'lease-109-36-12000');
    const quote = v.parse(LeaseQuoteSchema, engine);
    const read = lines(quote);
    expect(read.slice(0, 9)).toEqual([
      ['Vehicle price', '$31,000.00'],
      // Toyota Financial Services' acquisition fee, which the gross cap cost always included
      ['Acquisition fee', '$650.00'],
      ['Document fee', '$999.00'],
      ['Gross capitalized cost', '$32,649.00'],
      ['Down payment', '-$2,000.00'],
      ['Rebates and offers', '-$1,500.00'],
      ['Trade equity', '-$2,500.00'],
      // 2,000 + 1,500 + 2,500
      ['Capitalized cost reduction', '-$6,000.00'],
      // 32,649 − 6,000
      ['Adjusted capitalized cost', '$26,649.00'],
    ]);
    const money = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
    const signing = read.slice(-5);
    expect(signing).toEqual([
      ['Down payment', '$2,000.00'],
      // 189.14 depreciation + 69.73 rent charge + 15.53 Florida tax (see the engine's lease test)
      ['First monthly payment', '$274.40'],
      ['Registration fee', '$325.00'],
      // 6 % of the 3,500 of cash and rebates; the trade equity is not taxed
      ['Tax due at signing (6.00%)', '$210.00'],
      ['Due at signing', '$2,809.40'],
    ]);
    expect(signing.slice(0, 4).reduce((sum, [, value]) => sum + money(value), 0)).toBe(money(signing[4]?.[1] ?? ''));
  });

  it('shows no final-payment line when the final payment equals the others', () => {
    // Oregon, no tax or fees: 31,000 − 2,002 down = 28,998 = 36 × 805.50 exactly.
    const oregon = { docFee: 0, registrationFee: 0 };
    const engine = financeQuotes(
      quoteInput({ creditScore: 800, downPayment: 2002, dealer: oregon, tax: stateJurisdiction('OR') }),
    ).find((q) => q.id === 'finance-109-36');
    const quote = v.parse(FinanceQuoteSchema, engine);
    expect(quote.finalPayment).toBe(805.5);
    expect(quote.monthlyPayment).toBe(805.5);
    expect(lines(quote).map(([label]) => label)).not.toContain('Final payment (month 36)');
  });

  it('shows a lease tax rate in percent, with three decimals where the state has them (Missouri, 4.225 %)', () => {
    const engine = leaseQuotes({
      ...quoteInput({ dealer: { docFee: 0, registrationFee: 0 }, tax: stateJurisdiction('MO') }),
      mileage: 12000,
    }).find((q) => q.id === 'lease-109-36-12000');
    const quote = v.parse(LeaseQuoteSchema, engine);
    const read = new Map(lines(quote));
    // $2,000 down taxed at signing: 2,000 × 4.225 % = 84.50
    expect(read.get('Tax due at signing (4.225%)')).toBe('$84.50');
    expect([...read.keys()].some((label) => label.includes('422.5'))).toBe(false);
  });

  it('subtracts a trade with equity and lowers the amount financed by it', () => {
    const oregon = { docFee: 0, registrationFee: 0 };
    const engine = financeQuotes(
      quoteInput({
        creditScore: 800,
        downPayment: 2000,
        dealer: oregon,
        tax: stateJurisdiction('OR'),
        tradeEquity: 4500,
      }),
    ).find((q) => q.id === 'finance-109-36');
    const read = new Map(lines(v.parse(FinanceQuoteSchema, engine)));
    expect(read.get('Trade equity')).toBe('-$4,500.00');
    // 31,000 − 4,500 − 2,000
    expect(read.get('Amount financed')).toBe('$24,500.00');
  });

  it("adds negative equity: to the amount financed, and to a lease's gross capitalised cost", () => {
    const oregon = { docFee: 0, registrationFee: 0 };
    const input = quoteInput({
      creditScore: 800,
      downPayment: 2000,
      dealer: oregon,
      tax: stateJurisdiction('OR'),
      tradeEquity: -2300,
    });
    const finance = new Map(
      lines(
        v.parse(
          FinanceQuoteSchema,
          financeQuotes(input).find((q) => q.id === 'finance-109-36'),
        ),
      ),
    );
    expect(finance.get('Negative trade equity (added)')).toBe('$2,300.00');
    expect(finance.has('Trade equity')).toBe(false);
    // 31,000 + 2,300 − 2,000
    expect(finance.get('Amount financed')).toBe('$31,300.00');
    cleanup();
    const lease = leaseQuotes({ ...input, mileage: 12000 }).find((q) => q.id === 'lease-109-36-12000');
    const parsed = v.parse(LeaseQuoteSchema, lease);
    const read = new Map(lines(parsed));
    expect(read.get('Negative trade equity (added)')).toBe('$2,300.00');
    expect(parsed.grossCapitalizedCost).toBeGreaterThan(31_000 + 2_300 - 0.01);
  });

  it('shows the deal’s accessories as a line before the tax on them', () => {
    const engine = financeQuotes(quoteInput({ creditScore: 800, accessories: 638.25 })).find(
      (q) => q.id === 'finance-109-36',
    );
    const rows = lines(v.parse(FinanceQuoteSchema, engine));
    expect(rows.slice(3, 6)).toEqual([
      ['Registration fee', '$325.00'],
      ['Accessories', '$638.25'],
      // (31,000 + 999 + 638.25) × 6 %
      ['Sales tax (6.00%)', '$1,958.24'],
    ]);
    // 31,000 + 999 + 325 + 638.25 + 1,958.24 − 2,000
    expect(new Map(rows).get('Amount financed')).toBe('$32,920.49');
    cleanup();
    const lease = leaseQuotes({ ...quoteInput({ accessories: 638.25 }), mileage: 12000 })[0];
    expect(new Map(lines(v.parse(LeaseQuoteSchema, lease))).get('Accessories')).toBe('$638.25');
  });

  it('shows no trade line without a trade', () => {
    const engine = financeQuotes(quoteInput({ creditScore: 800 })).find((q) => q.id === 'finance-109-36');
    const labels = lines(v.parse(FinanceQuoteSchema, engine)).map(([label]) => label);
    expect(labels.some((label) => label.includes('trade equity') || label === 'Trade equity')).toBe(false);
  });

  it('lists the protection products on the deal by name, in the amount financed and the gross cap cost', () => {
    const input = quoteInput({ creditScore: 800, protectionProducts: 1920 + 795 });
    const finance = v.parse(
      FinanceQuoteSchema,
      financeQuotes(input).find((q) => q.id === 'finance-109-36'),
    );
    expect(
      new Map(lines(finance, ['Peace of Mind', 'GAP Insurance'])).get(
        'Protection products (Peace of Mind, GAP Insurance)',
      ),
    ).toBe('$2,715.00');
    cleanup();
    const lease = v.parse(LeaseQuoteSchema, leaseQuotes({ ...input, mileage: 12_000 })[0]);
    expect(
      new Map(lines(lease, ['Peace of Mind', 'GAP Insurance'])).get(
        'Protection products (Peace of Mind, GAP Insurance)',
      ),
    ).toBe('$2,715.00');
    cleanup();
    // Names unknown (the jacket did not load): the line is still there, unnamed.
    expect(new Map(lines(finance)).get('Protection products')).toBe('$2,715.00');
  });
});
