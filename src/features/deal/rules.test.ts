import { describe, expect, it } from 'vitest';
import type { RemoteData } from '../../lib/remote-data.ts';
import {
  ALL_LENDERS,
  bestQuotes,
  rankQuotes,
  initialTaxZip,
  taxRateExplanation,
  taxZipRule,
  canSaveDeal,
  cashDealPrice,
  compareExternalOffers,
  downPaymentBounds,
  downPaymentChanged,
  downPaymentError,
  dropEmptyLineItems,
  filterQuotesByFinancier,
  financierTypeFor,
  isUnsavedOrEdited,
  saveReminderApplies,
  leaseMileageError,
  parseAmount,
  pickDealType,
  pickQuoteForTab,
  raiseMinimumDown,
  removeLineItem,
  roundDownPayment,
  shouldSetCashDeal,
  tabIndexFor,
  tabsFor,
  upsertLineItem,
  tradeEquityRow,
  amountFinancedLines,
  capCostReductionLines,
  dueAtSigningLines,
  grossCapCostLines,
  sumOfLines,
} from './rules.ts';
import { chosenOfferApplies } from '../../contract/deal.ts';
import { financeQuotes, leaseQuotes } from '#engine';
import { quoteInput } from '#engine/test-fixtures';
import { BANK, financeQuote, leaseQuote } from './test-fixtures.ts';

const complete = <T>(data: T): RemoteData<T> => ({ status: 'complete', data });
const loading: RemoteData<never> = { status: 'loading' };

describe('pickDealType', () => {
  it('lets the saved preference win over the deal quote', () => {
    expect(pickDealType('CASH', { lease: true })).toBe('CASH');
    expect(pickDealType('LEASE', { lease: false })).toBe('LEASE');
  });
  it('takes FINANCE for a quote without a lease, LEASE for a lease quote', () => {
    expect(pickDealType(null, { lease: false })).toBe('FINANCE');
    expect(pickDealType(null, { lease: true })).toBe('LEASE');
  });
  it('takes CASH when there is no quote', () => {
    expect(pickDealType(null, null)).toBe('CASH');
  });
});

describe('tabsFor', () => {
  it('always has Cash, and Finance/Lease only when their quote sets exist', () => {
    expect(tabsFor({ finance: true, lease: true })).toEqual(['FINANCE', 'LEASE', 'CASH']);
    expect(tabsFor({ finance: false, lease: true })).toEqual(['LEASE', 'CASH']);
    expect(tabsFor({ finance: false, lease: false })).toEqual(['CASH']);
  });
});

describe('tabIndexFor', () => {
  it('follows from which quote sets exist', () => {
    expect(tabIndexFor('LEASE', { finance: true, lease: true })).toBe(1);
    expect(tabIndexFor('LEASE', { finance: false, lease: true })).toBe(0);
    expect(tabIndexFor('CASH', { finance: true, lease: false })).toBe(1);
  });
  it('falls back to the Cash tab when the type has no quote set', () => {
    expect(tabIndexFor('FINANCE', { finance: false, lease: true })).toBe(1);
    expect(tabIndexFor('LEASE', { finance: false, lease: false })).toBe(0);
  });
});

describe('pickQuoteForTab', () => {
  const a = financeQuote({ id: 'a', term: 48, downPayment: 1000 });
  const b = financeQuote({ id: 'b', term: 60, downPayment: 1000 });
  const c = financeQuote({ id: 'c', term: 60, downPayment: 1000, financier: BANK });

  it('picks the quote matching down payment, term and lender', () => {
    expect(pickQuoteForTab([a, b, c], { downPayment: 1000, term: 60, lenderNumber: BANK.lenderNumber })?.id).toBe('c');
    expect(pickQuoteForTab([a, b, c], { downPayment: 1000, term: 60, lenderNumber: null })?.id).toBe('b');
  });
  it('matches lease quotes on mileage', () => {
    const l10 = leaseQuote({ id: 'l10', mileageAllowed: 10000 });
    const l15 = leaseQuote({ id: 'l15', mileageAllowed: 15000 });
    expect(pickQuoteForTab([l10, l15], { downPayment: 0, term: 36, mileage: 15000 })?.id).toBe('l15');
  });
  it('picks the first quote when none matches', () => {
    expect(pickQuoteForTab([a, b], { downPayment: 5000, term: 60 })?.id).toBe('a');
  });
  it('returns null (a cash deal) when there are no quotes', () => {
    expect(pickQuoteForTab([], { downPayment: null, term: null })).toBeNull();
  });
});

describe('shouldSetCashDeal', () => {
  it('is true once deal, finance and lease loads are complete with no quotes', () => {
    expect(shouldSetCashDeal(complete({}), complete([]), complete([]))).toBe(true);
  });
  it('is false while any load is not complete', () => {
    expect(shouldSetCashDeal(loading, complete([]), complete([]))).toBe(false);
    expect(shouldSetCashDeal(complete({}), loading, complete([]))).toBe(false);
    expect(shouldSetCashDeal(complete({}), complete([]), { status: 'error', messages: ['x'], error: null })).toBe(
      false,
    );
  });
  it('is false when either set has quotes', () => {
    expect(shouldSetCashDeal(complete({}), complete([financeQuote()]), complete([]))).toBe(false);
    expect(shouldSetCashDeal(complete({}), complete([]), complete([leaseQuote()]))).toBe(false);
  });
});

describe('cashDealPrice', () => {
  it('is out-the-door minus the trade net cash offer, with contracting and finance app disabled', () => {
    expect(cashDealPrice(31148.35, { netCashOffer: 2000.1 })).toEqual({
      cashPrice: 29148.25,
      tradeCredit: 2000.1,
      contractingEnabled: false,
      financeAppEnabled: false,
    });
  });
  it('is out-the-door when there is no trade', () => {
    expect(cashDealPrice(31148, null).cashPrice).toBe(31148);
  });
  it('never goes below zero: a trade worth more than the car takes off out-the-door and no more', () => {
    expect(cashDealPrice(9_500, { netCashOffer: 14_500 })).toMatchObject({ cashPrice: 0, tradeCredit: 9_500 });
  });
  it('adds negative equity in full', () => {
    expect(cashDealPrice(9_500, { netCashOffer: -2_000 })).toMatchObject({ cashPrice: 11_500, tradeCredit: -2_000 });
  });
});

describe('downPaymentChanged', () => {
  it('is true when the returned down payment differs from the requested one', () => {
    expect(downPaymentChanged(500, 2000)).toBe(true);
  });
  it('is false when they are equal to the cent', () => {
    expect(downPaymentChanged(2000, 2000.004)).toBe(false);
  });
});

describe('raiseMinimumDown', () => {
  it('raises the minimum when the new amount is higher', () => {
    expect(raiseMinimumDown(0, 2000)).toBe(2000);
  });
  it('never lowers it', () => {
    expect(raiseMinimumDown(2000, 1500)).toBe(2000);
  });
});

describe('financierTypeFor', () => {
  it('is CAPTIVE or NON_CAPTIVE from the chosen quote', () => {
    expect(financierTypeFor(financeQuote(), 'NON_CAPTIVE')).toBe('CAPTIVE');
    expect(financierTypeFor(financeQuote({ financier: BANK }), 'CAPTIVE')).toBe('NON_CAPTIVE');
  });
  it('stays ALL when the user chose ALL', () => {
    expect(financierTypeFor(financeQuote(), 'ALL')).toBe('ALL');
  });
  it('keeps the choice when there is no quote', () => {
    expect(financierTypeFor(null, 'CAPTIVE')).toBe('CAPTIVE');
  });
});

describe('filterQuotesByFinancier', () => {
  const cap = financeQuote({ id: 'cap' });
  const bank = financeQuote({ id: 'bank', financier: BANK });
  it('keeps every quote for all lenders', () => {
    expect(filterQuotesByFinancier([cap, bank], ALL_LENDERS).map((q) => q.id)).toEqual(['cap', 'bank']);
  });
  it('keeps captive or non-captive quotes', () => {
    expect(filterQuotesByFinancier([cap, bank], { financierType: 'CAPTIVE', lenderNumber: null })).toEqual([cap]);
    expect(filterQuotesByFinancier([cap, bank], { financierType: 'NON_CAPTIVE', lenderNumber: null })).toEqual([bank]);
  });
  it('keeps one lender by number', () => {
    expect(filterQuotesByFinancier([cap, bank], { financierType: 'NON_CAPTIVE', lenderNumber: 'L-BANK' })).toEqual([
      bank,
    ]);
  });
});

describe('rankQuotes and bestQuotes', () => {
  // Four lenders at two terms, listed as a server might: by lender.
  const LENDERS = ['a', 'b', 'c', 'd'];
  const quotes = [36, 60].flatMap((term) =>
    LENDERS.map((l, i) => financeQuote({ id: `${l}-${String(term)}`, term, apr: [5.9, 3.9, 4.9, 6.9][i] })),
  );
  const ids = (list: readonly { id: string }[]) => list.map((q) => q.id);

  it('lists the offers by term, then lowest payment first', () => {
    expect(ids(rankQuotes(quotes))).toEqual(['b-36', 'c-36', 'a-36', 'd-36', 'b-60', 'c-60', 'a-60', 'd-60']);
  });

  it('shows the best three at the chosen offer’s term, the chosen one among them', () => {
    const ranked = rankQuotes(quotes);
    expect(ids(bestQuotes(ranked, 'a-60'))).toEqual(['b-60', 'c-60', 'a-60']);
    expect(ids(bestQuotes(ranked, null))).toEqual(['b-36', 'c-36', 'a-36']);
  });

  it('keeps the chosen offer when it is not among the best', () => {
    expect(ids(bestQuotes(rankQuotes(quotes), 'd-36'))).toEqual(['b-36', 'c-36', 'a-36', 'd-36']);
  });

  it('shows every offer when there are four or fewer', () => {
    const four = rankQuotes(quotes.filter((q) => q.term === 60));
    expect(ids(bestQuotes(four, 'd-60'))).toEqual(ids(four));
    expect(bestQuotes([], null)).toEqual([]);
  });
});

describe('upsertLineItem', () => {
  const loyalty = { type: 'LOYALTY', description: 'Loyalty', amount: 500 };
  it('adds an item of a new type', () => {
    expect(upsertLineItem([loyalty], { type: 'MILITARY', description: '', amount: 750 })).toHaveLength(2);
  });
  it('replaces the item of the same type in place', () => {
    const items = [loyalty, { type: 'MILITARY', description: '', amount: 750 }];
    const next = upsertLineItem(items, { type: 'LOYALTY', description: 'More', amount: 1000 });
    expect(next).toEqual([{ type: 'LOYALTY', description: 'More', amount: 1000 }, items[1]]);
    expect(items[0]).toBe(loyalty);
  });
});

describe('removeLineItem', () => {
  it('removes by type', () => {
    const items = [
      { type: 'LOYALTY', description: '', amount: 500 },
      { type: 'MILITARY', description: '', amount: 750 },
    ];
    expect(removeLineItem(items, 'LOYALTY')).toEqual([items[1]]);
    expect(removeLineItem(items, 'CONQUEST')).toEqual(items);
  });
});

describe('dropEmptyLineItems', () => {
  it('drops items with no amount or an amount of 0 or less', () => {
    const items = [
      { type: 'A', description: '', amount: null },
      { type: 'B', description: '', amount: 0 },
      { type: 'C', description: '', amount: -5 },
      { type: 'D', description: '', amount: 0.01 },
    ];
    expect(dropEmptyLineItems(items).map((i) => i.type)).toEqual(['D']);
  });
});

describe('compareExternalOffers', () => {
  const saved = [
    { type: 'LOYALTY', description: 'Loyalty', amount: 500 },
    { type: 'MILITARY', description: 'Military', amount: 750 },
  ];
  it('yields added, updated and removed items with a lower price', () => {
    const current = [
      { type: 'LOYALTY', description: 'Loyalty', amount: 1000 },
      { type: 'CONQUEST', description: 'Conquest', amount: 1500 },
    ];
    const result = compareExternalOffers(saved, current);
    expect(result.added.map((i) => i.type)).toEqual(['CONQUEST']);
    expect(result.updated.map((i) => i.type)).toEqual(['LOYALTY']);
    expect(result.removed.map((i) => i.type)).toEqual(['MILITARY']);
    expect(result.priceDifference).toBe(-1250);
    expect(result.label).toBe('lower');
  });
  it('labels a price that goes up as higher', () => {
    const result = compareExternalOffers(saved, [saved[0]!]);
    expect(result.priceDifference).toBe(750);
    expect(result.label).toBe('higher');
  });
  it('treats empty items as absent', () => {
    const result = compareExternalOffers(saved, [...saved, { type: 'CONQUEST', description: '', amount: null }]);
    expect(result.added).toEqual([]);
    expect(result.priceDifference).toBe(0);
  });
});

describe('roundDownPayment', () => {
  it('rounds to whole dollars', () => {
    expect(roundDownPayment(1500.49)).toBe(1500);
    expect(roundDownPayment(1500.5)).toBe(1501);
    expect(Object.is(roundDownPayment(-0.2), 0)).toBe(true);
  });
});

describe('parseAmount', () => {
  it('reads dollars with a sign and separators, empty as null', () => {
    expect(parseAmount('$1,500.25')).toBe(1500.25);
    expect(parseAmount('  ')).toBeNull();
    expect(parseAmount('abc')).toBeNaN();
  });
});

describe('downPaymentError', () => {
  const bounds = { minimum: 3315, maximum: 31712 };
  it('accepts an amount from the minimum to the maximum, with or without $ and commas', () => {
    expect(downPaymentError('3315', bounds)).toBeNull();
    expect(downPaymentError('$31,712', bounds)).toBeNull();
    expect(downPaymentError('$2,000')).toBeNull();
  });
  it('takes empty as 0: fine without a minimum, below one otherwise', () => {
    expect(downPaymentError('')).toBeNull();
    expect(downPaymentError('', bounds)).toEqual({ key: 'forms.min', amounts: { min: 3315 } });
  });
  it("says 'must be less than or equal to {max}' above the most the deal can be financed with", () => {
    expect(downPaymentError('99999', bounds)).toEqual({ key: 'forms.max', amounts: { max: 31712 } });
    expect(downPaymentError('31712.6', bounds)).toEqual({ key: 'forms.max', amounts: { max: 31712 } });
    expect(downPaymentError('500001')).toEqual({ key: 'forms.max', amounts: { max: 500_000 } });
  });
  it("says 'must be greater than or equal to {min}' below the lender's minimum or below 0", () => {
    expect(downPaymentError('1000', bounds)).toEqual({ key: 'forms.min', amounts: { min: 3315 } });
    expect(downPaymentError('-1')).toEqual({ key: 'forms.min', amounts: { min: 0 } });
    expect(downPaymentError('-0.2')).toEqual({ key: 'forms.min', amounts: { min: 0 } });
  });
  it('rejects what is not a number', () => {
    expect(downPaymentError('two', bounds)).toEqual({ key: 'deal.down.invalid' });
    expect(downPaymentError('1,000a')).toEqual({ key: 'deal.down.invalid' });
  });
});

describe('downPaymentBounds', () => {
  it('reads the minimum and maximum the quotes carry', () => {
    const quotes = [financeQuote({ minimumDownPayment: 3100, maximumDownPayment: 27000 })];
    expect(downPaymentBounds(quotes)).toEqual({ minimum: 3100, maximum: 27000 });
  });
  it('takes the largest maximum of a lease set: some term can still be written at it', () => {
    const quotes = [leaseQuote({ maximumDownPayment: 9000 }), leaseQuote({ id: 'l2', maximumDownPayment: 9334 })];
    expect(downPaymentBounds(quotes).maximum).toBe(9334);
  });
  it('falls back to 0 and the API maximum without quotes', () => {
    expect(downPaymentBounds([])).toEqual({ minimum: 0, maximum: 500_000 });
  });
  it('matches the engine: its maximum still gets quotes, a dollar more gets none', () => {
    const lease = (downPayment: number) => leaseQuotes({ ...quoteInput({ downPayment }), mileage: 12000 });
    const finance = (downPayment: number) => financeQuotes(quoteInput({ downPayment }));
    for (const engine of [finance, lease]) {
      const { maximum } = downPaymentBounds(engine(0));
      expect(engine(maximum).length).toBeGreaterThan(0);
      expect(engine(maximum + 1)).toEqual([]);
    }
  });
});

describe('leaseMileageError', () => {
  it("gives the spec's message below 1,000 miles or when empty", () => {
    expect(leaseMileageError('999')).toBe('forms.leaseMiles');
    expect(leaseMileageError('')).toBe('forms.leaseMiles');
    expect(leaseMileageError('miles')).toBe('forms.leaseMiles');
  });
  it('accepts 1,000 and more, with or without a comma', () => {
    expect(leaseMileageError('1000')).toBeNull();
    expect(leaseMileageError('12,000')).toBeNull();
  });
  it('asks for whole miles up to 50,000', () => {
    expect(leaseMileageError('12000.5')).toBe('deal.mileage.whole');
    expect(leaseMileageError('50001')).toBe('deal.mileage.max');
  });
});

describe('canSaveDeal', () => {
  it('refuses a save with no deal id', () => {
    expect(canSaveDeal(undefined)).toBe(false);
    expect(canSaveDeal(null)).toBe(false);
    expect(canSaveDeal('')).toBe(false);
    expect(canSaveDeal('bad id/../')).toBe(false);
  });
  it('accepts a deal id', () => {
    expect(canSaveDeal('d-1')).toBe(true);
  });
});

describe('saveReminderApplies', () => {
  it('applies on the deal route only, and only while unsaved or edited', () => {
    const state = (saved: boolean, dirty: boolean) => isUnsavedOrEdited({ saved, dirty });
    expect(saveReminderApplies('deal', state(false, false), true)).toBe(true);
    expect(saveReminderApplies('deal', state(true, true), true)).toBe(true);
    expect(saveReminderApplies('deal', state(true, false), true)).toBe(false);
    // No-profile-deal has the save-work modal of seed 001 instead.
    expect(saveReminderApplies('noProfileDeal', state(false, true), true)).toBe(false);
  });

  it('never applies to a shopper who cannot save: signed out on the deal route', () => {
    expect(saveReminderApplies('deal', true, false)).toBe(false);
  });
});

describe('isUnsavedOrEdited', () => {
  it('applies only when unsaved or edited', () => {
    expect(isUnsavedOrEdited({ saved: false, dirty: false })).toBe(true);
    expect(isUnsavedOrEdited({ saved: true, dirty: true })).toBe(true);
    expect(isUnsavedOrEdited({ saved: true, dirty: false })).toBe(false);
  });
});

describe('tradeEquityRow', () => {
  it('subtracts positive equity, adds negative equity, and shows nothing without a trade', () => {
    expect(tradeEquityRow(4500)).toEqual({ label: 'deal.details.tradeEquity', signed: -4500 });
    expect(tradeEquityRow(-2300)).toEqual({ label: 'deal.details.negativeEquity', signed: 2300 });
    expect(tradeEquityRow(0)).toBeNull();
  });
});

// Every amount is itemised: each sum the breakdown shows is the sum of the lines it lists.
describe('amountFinancedLines', () => {
  it('adds up to the amount financed: price − rebates + fees + tax − trade equity − down payment', () => {
    const q = financeQuote();
    const lines = amountFinancedLines(q);
    expect(sumOfLines(lines)).toBe(q.amountFinanced);
    expect(lines.map((line) => line.label)).toEqual([
      'deal.details.price',
      'deal.details.rebates',
      'deal.details.docFee',
      'deal.details.registrationFee',
      'deal.details.salesTax',
      'deal.details.tradeEquity',
      'deal.details.downPayment',
    ]);
    expect(lines.find((line) => line.label === 'deal.details.salesTax')?.rate).toBe(q.breakdown.taxRatePercent);
  });
});

describe('grossCapCostLines', () => {
  it('adds up to the gross capitalized cost, with the acquisition fee as a line of its own', () => {
    const q = leaseQuote();
    const lines = grossCapCostLines(q);
    expect(lines).toContainEqual({ label: 'deal.details.acquisitionFee', amount: 650 });
    expect(sumOfLines(lines)).toBe(q.grossCapitalizedCost);
    // Positive trade equity reduces the cap cost: it is not a line of the gross.
    expect(lines.map((line) => line.label)).not.toContain('deal.details.tradeEquity');
  });

  it('lists negative trade equity and protection products, still adding up', () => {
    const q = leaseQuotes({
      ...quoteInput({ tradeEquity: -2300, protectionProducts: 1295 }),
      mileage: 12000,
    }).find((x) => x.id === 'lease-109-36-12000');
    if (!q) throw new Error('expected a quote');
    const lines = grossCapCostLines(q);
    expect(lines).toContainEqual({ label: 'deal.details.negativeEquity', amount: 2300 });
    expect(lines).toContainEqual({ label: 'deal.details.protection', amount: 1295 });
    expect(sumOfLines(lines)).toBe(q.grossCapitalizedCost);
    expect(capCostReductionLines(q).map((line) => line.label)).not.toContain('deal.details.negativeEquity');
  });
});

// The deal's accessories are a line of each sum they are part of.
describe('accessories in the breakdown lines', () => {
  it('list the accessories before the tax they are taxed with, and still add up (finance)', () => {
    const q = financeQuotes(quoteInput({ accessories: 638.25 })).find((x) => x.id === 'finance-201-60');
    if (!q) throw new Error('expected a quote');
    const lines = amountFinancedLines(q);
    expect(lines.map((line) => line.label).slice(4, 6)).toEqual(['deal.details.accessories', 'deal.details.salesTax']);
    expect(lines).toContainEqual({ label: 'deal.details.accessories', amount: 638.25 });
    expect(sumOfLines(lines)).toBe(q.amountFinanced);
  });

  it('list the accessories in the gross capitalized cost (lease), and no line without any', () => {
    const q = leaseQuotes({ ...quoteInput({ accessories: 638.25 }), mileage: 12000 })[0];
    if (!q) throw new Error('expected a quote');
    expect(grossCapCostLines(q)).toContainEqual({ label: 'deal.details.accessories', amount: 638.25 });
    expect(sumOfLines(grossCapCostLines(q))).toBe(q.grossCapitalizedCost);
    expect(amountFinancedLines(financeQuote()).map((line) => line.label)).not.toContain('deal.details.accessories');
  });
});

describe('capCostReductionLines', () => {
  it('subtracts down payment, rebates and trade equity: their sum is minus the reduction', () => {
    const q = leaseQuote({ downPayment: 1500 });
    const lines = capCostReductionLines(q);
    expect(lines.map((line) => line.label)).toEqual([
      'deal.details.downPayment',
      'deal.details.rebates',
      'deal.details.tradeEquity',
    ]);
    expect(sumOfLines(lines)).toBe(-q.capitalizedCostReduction);
  });
});

describe('dueAtSigningLines', () => {
  it('adds up to the amount due at signing: down payment, first payment, registration, tax at signing', () => {
    const q = leaseQuote({ downPayment: 2500 });
    const lines = dueAtSigningLines(q);
    expect(lines.map((line) => line.label)).toEqual([
      'deal.details.downPayment',
      'deal.details.firstPayment',
      'deal.details.registrationFee',
      'deal.details.upfrontTax',
    ]);
    expect(sumOfLines(lines)).toBe(q.dueAtSigning);
  });
});

describe('taxRateExplanation', () => {
  const chicago = {
    basis: 'PROFILE' as const,
    zip: '60614',
    stateCode: 'IL',
    statePercent: 6.25,
    localPercent: 4,
    localName: 'Chicago, IL',
  };

  it('explains a rate priced at the deal’s tax location, with its local part and why that ZIP', () => {
    expect(taxRateExplanation(chicago, 10.25)).toEqual({ local: true, why: 'deal.tax.why.PROFILE' });
    expect(
      taxRateExplanation(
        { ...chicago, basis: 'DEALER', stateCode: 'TX', localPercent: 0, localName: null, zip: '78701' },
        6.25,
      ),
    ).toEqual({ local: false, why: 'deal.tax.why.DEALER' });
  });

  it('adds the parts without float drift (7.25 + 1.375)', () => {
    expect(taxRateExplanation({ ...chicago, statePercent: 7.25, localPercent: 1.375 }, 8.625)?.local).toBe(true);
  });

  it('gives no reason for a quote priced at another rate (stale until it reloads)', () => {
    expect(taxRateExplanation(chicago, 6.25)).toBeNull();
  });
});

describe('taxZipRule', () => {
  const message = (value: string) => {
    const verdict = taxZipRule(value, {});
    return verdict && { key: verdict.key, field: verdict.labels?.['field'] };
  };

  it("is the spec's zip rule, worded for 'Zip Code' whatever the field's label", () => {
    expect(message('1234')).toEqual({ key: 'forms.digits', field: 'forms.label.zipCode' });
    expect(message('9411a')).toEqual({ key: 'forms.digits', field: 'forms.label.zipCode' });
    expect(message('94110')).toBeNull();
    expect(message(' 94110 ')).toBeNull();
  });
});

describe('initialTaxZip', () => {
  it('starts the form with the ZIP the shopper typed, and empty for any other basis', () => {
    const tax = { zip: '94110', stateCode: 'CA', statePercent: 7.25, localPercent: 0, localName: null };
    expect(initialTaxZip({ ...tax, basis: 'DEAL_PAGE' })).toBe('94110');
    expect(initialTaxZip({ ...tax, basis: 'PROFILE' })).toBe('');
    expect(initialTaxZip({ ...tax, basis: 'DEALER' })).toBe('');
  });
});

describe('chosenOfferApplies', () => {
  const quote = financeQuote({ financier: BANK, term: 60, apr: 4.99 });
  const chosen = { lenderNumber: BANK.lenderNumber, term: 60, apr: 4.99, amountFinanced: quote.amountFinanced };

  it('holds while the quote is that lender, term and APR for the approved amount', () => {
    expect(chosenOfferApplies(chosen, quote)).toBe(true);
  });

  it('no longer holds for another amount financed, lender, term or APR, a lease, or no quote', () => {
    expect(chosenOfferApplies({ ...chosen, amountFinanced: quote.amountFinanced + 0.01 }, quote)).toBe(false);
    expect(chosenOfferApplies({ ...chosen, lenderNumber: 'L-CAP' }, quote)).toBe(false);
    expect(chosenOfferApplies({ ...chosen, term: 72 }, quote)).toBe(false);
    expect(chosenOfferApplies({ ...chosen, apr: 5.99 }, quote)).toBe(false);
    expect(chosenOfferApplies(chosen, { ...quote, lease: true })).toBe(false);
    expect(chosenOfferApplies(chosen, null)).toBe(false);
  });
});
