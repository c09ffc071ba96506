import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as http from '../../lib/http.ts';
import { ApiError } from '../../lib/http.ts';
import * as api from './api.ts';
import type { FinanceQuote, LeaseQuote } from '../../contract/deal.ts';
import { createDealModel, MissingDealIdError, type DealModel } from './model.ts';
import { BANK, cashDealFixture, dealFixture, dealVehicleFixture, financeQuote, leaseQuote } from './test-fixtures.ts';

vi.mock('./api.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return {
    ...actual,
    getDeal: vi.fn(),
    getDealVehicle: vi.fn(),
    requestFinanceQuotes: vi.fn(),
    requestLeaseQuotes: vi.fn(),
    postFinanceQuotes: vi.fn(),
    postLeaseQuotes: vi.fn(),
    getCashDeal: vi.fn(),
    postCashDeal: vi.fn(),
    updateDeal: vi.fn(),
    postExternalOffers: vi.fn(),
    getAvailableOffers: vi.fn(),
  };
});
vi.mock('../../lib/http.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  report: vi.fn(),
}));
vi.mock('../../lib/tracking.ts', () => ({ trackEvent: vi.fn(), trackLead: vi.fn() }));

const { report } = await import('../../lib/http.ts');
const { trackLead } = await import('../../lib/tracking.ts');
const m = vi.mocked(api);

const capital = financeQuote({ id: 'f-cap-60' });
const cap48 = financeQuote({ id: 'f-cap-48', term: 48 });
// $28,000 at 4.9 % for 60 months: $527.11 a month.
const bank60 = financeQuote({ id: 'f-bank-60', financier: BANK, apr: 4.9 });
const lease36 = leaseQuote({ id: 'l-cap-36' });

let model: DealModel;
/** A deal whose saved preference is Finance: the Finance tab shows once its quotes are here. */
const financeDeal = () => dealFixture({ preferences: { ...dealFixture().preferences, dealType: 'FINANCE' } });

function serve(options: { deal?: ReturnType<typeof dealFixture>; finance?: FinanceQuote[]; lease?: LeaseQuote[] }) {
  m.getDeal.mockResolvedValue(options.deal ?? dealFixture());
  m.getDealVehicle.mockResolvedValue(dealVehicleFixture());
  m.requestFinanceQuotes.mockResolvedValue({ quotes: options.finance ?? [capital, cap48, bank60] });
  m.requestLeaseQuotes.mockResolvedValue({ quotes: options.lease ?? [lease36] });
  m.getCashDeal.mockResolvedValue(cashDealFixture());
  m.postCashDeal.mockResolvedValue(cashDealFixture());
}

/** Lets pending promise callbacks (and the effects they trigger) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  model?.dispose();
});

describe('load', () => {
  it("asks again for the deal's latest requests, saved or not, so a reload keeps the shopper's changes", async () => {
    const deal = dealFixture({
      latestRequests: { finance: { downPayment: 5000 }, lease: { downPayment: 2500, mileage: 15000 } },
    });
    serve({ deal });
    model = createDealModel('d-1');
    await model.load();
    expect(m.requestFinanceQuotes).toHaveBeenCalledWith('d-1', 5000, expect.any(AbortSignal));
    expect(m.requestLeaseQuotes).toHaveBeenCalledWith('d-1', 2500, 15000, expect.any(AbortSignal));
    expect(model.mileageInput.value).toBe('15000');
  });

  it('a saved deal reloaded with a later, unsaved down payment is edited', async () => {
    const saved = dealFixture({
      saved: true,
      preferences: {
        ...dealFixture().preferences,
        financePreferences: { ...dealFixture().preferences.financePreferences, downPayment: 0 },
      },
      latestRequests: { finance: { downPayment: 4000 }, lease: null },
    });
    serve({ deal: saved, finance: [financeQuote({ downPayment: 4000 })] });
    model = createDealModel('d-1');
    await model.load();
    expect(model.dirty.value).toBe(true);
  });

  it('a restored down payment the server now refuses loads at the saved one instead', async () => {
    const deal = dealFixture({ latestRequests: { finance: { downPayment: 26000 }, lease: null } });
    serve({ deal });
    m.requestFinanceQuotes.mockRejectedValueOnce(
      new ApiError('Invalid request', 'http', 400, [{ field: 'downPayment', message: 'too much' }]),
    );
    model = createDealModel('d-1');
    await model.load();
    expect(m.requestFinanceQuotes).toHaveBeenLastCalledWith('d-1', 0, expect.any(AbortSignal));
    expect(model.financeQuotes.state.value.status).toBe('complete');
  });

  it('loads the deal, its vehicle and both quote sets with the saved down payment and mileage', async () => {
    const deal = dealFixture({
      preferences: {
        ...dealFixture().preferences,
        financePreferences: { ...dealFixture().preferences.financePreferences, downPayment: 1500.4 },
        leasePreferences: { downPayment: 999.6, term: 36, mileage: 15000, externalOffers: [] },
      },
    });
    serve({ deal });
    model = createDealModel('d-1');
    await model.load();
    expect(m.getDealVehicle).toHaveBeenCalledWith('d-1', expect.any(AbortSignal));
    expect(m.requestFinanceQuotes).toHaveBeenCalledWith('d-1', 1500, expect.any(AbortSignal));
    expect(m.requestLeaseQuotes).toHaveBeenCalledWith('d-1', 1000, 15000, expect.any(AbortSignal));
    expect(model.mileage.value).toBe(15000);
  });

  it('picks FINANCE from a quote without a lease when nothing is saved', async () => {
    serve({
      deal: dealFixture({
        quote: {
          quoteId: 'f-bank-60',
          term: 60,
          lenderNumber: BANK.lenderNumber,
          downPayment: 0,
          lease: false,
          mileageAllowed: null,
          monthlyPayment: 527.11,
          financier: BANK,
        },
      }),
    });
    model = createDealModel('d-1');
    await model.load();
    expect(model.dealType.value).toBe('FINANCE');
    expect(model.activeTab.value).toBe('FINANCE');
    // The saved quote's lender is matched on load.
    expect(model.currentQuote.value?.id).toBe('f-bank-60');
    expect(model.monthlyPayment.value).toBe(527.11);
    expect(model.tabs.value).toEqual(['FINANCE', 'LEASE', 'CASH']);
    expect(model.dirty.value).toBe(false);
  });

  it('lets the saved preference win and shows its quote', async () => {
    const base = dealFixture();
    serve({ deal: dealFixture({ preferences: { ...base.preferences, dealType: 'LEASE' } }) });
    model = createDealModel('d-1');
    await model.load();
    expect(model.dealType.value).toBe('LEASE');
    expect(model.currentQuote.value?.id).toBe('l-cap-36');
  });

  it('takes CASH with no quote and loads the cash deal', async () => {
    serve({});
    model = createDealModel('d-1');
    await model.load();
    await settle();
    expect(model.activeTab.value).toBe('CASH');
    expect(m.getCashDeal).toHaveBeenCalledTimes(1);
    expect(model.cashPrice.value).toEqual({
      cashPrice: 28000,
      tradeCredit: 3000,
      contractingEnabled: false,
      financeAppEnabled: false,
    });
    expect(model.features.value).toEqual({ contractingEnabled: false, financeAppEnabled: false });
  });

  it('does not load lease quotes when lease is not offered', async () => {
    const base = dealFixture();
    serve({ deal: dealFixture({ offerDetails: { ...base.offerDetails, leaseEnabled: false } }) });
    model = createDealModel('d-1');
    await model.load();
    expect(m.requestLeaseQuotes).not.toHaveBeenCalled();
    expect(model.tabs.value).toEqual(['FINANCE', 'CASH']);
  });

  it('leaves the quote blocks idle when the deal fails to load', async () => {
    serve({});
    m.getDeal.mockRejectedValue(new ApiError('Deal not found', 'http', 404));
    model = createDealModel('d-1');
    await model.load();
    expect(model.deal.state.value).toMatchObject({ status: 'error', messages: ['Deal not found'] });
    expect(m.requestFinanceQuotes).not.toHaveBeenCalled();
    expect(model.financeQuotes.state.value.status).toBe('idle');
  });
});

describe('automatic cash deal', () => {
  it('sets a cash deal when the loads complete with no finance or lease quotes', async () => {
    serve({
      finance: [],
      lease: [],
      deal: dealFixture({ preferences: { ...dealFixture().preferences, dealType: 'FINANCE' } }),
    });
    model = createDealModel('d-1');
    // A deal without protection products: its jacket is known to be empty.
    model.setProtection([]);
    await model.load();
    await settle();
    expect(m.postCashDeal).toHaveBeenCalledWith('d-1', []);
    expect(m.postCashDeal).toHaveBeenCalledTimes(1);
    expect(model.dealType.value).toBe('CASH');
    expect(model.tabs.value).toEqual(['CASH']);
    expect(model.cashDeal.state.value.status).toBe('complete');
    expect(model.dirty.value).toBe(false);
  });

  it('does not set one while quotes exist', async () => {
    serve({ finance: [capital], lease: [] });
    model = createDealModel('d-1');
    await model.load();
    await settle();
    expect(m.postCashDeal).not.toHaveBeenCalled();
  });
});

describe('protection products', () => {
  const PLAN = { id: 'vsc-basic', name: 'Basic Coverage', financedOnly: false };
  const GAP = { id: 'd100-gap', name: 'GAP Insurance', financedOnly: true };

  it('the quote POSTs send the jacket’s ids: a new down payment or mileage keeps the products priced in', async () => {
    serve({});
    model = createDealModel('d-1');
    await model.load();
    model.setProtection([PLAN, GAP]);
    m.postFinanceQuotes.mockResolvedValue({ quotes: [financeQuote({ downPayment: 1000 })] });
    await model.setDownPayment('FINANCE', '1000');
    expect(m.postFinanceQuotes).toHaveBeenCalledWith('d-1', {
      downPayment: 1000,
      protectionProducts: ['vsc-basic', 'd100-gap'],
    });
    m.postLeaseQuotes.mockResolvedValue({ quotes: [leaseQuote({ mileageAllowed: 15000 })] });
    await model.setMileage('15000');
    expect(m.postLeaseQuotes).toHaveBeenCalledWith('d-1', {
      downPayment: 0,
      mileage: 15000,
      protectionProducts: ['vsc-basic', 'd100-gap'],
    });
    m.postLeaseQuotes.mockResolvedValue({ quotes: [leaseQuote({ downPayment: 500 })] });
    await model.setDownPayment('LEASE', '500');
    expect(m.postLeaseQuotes).toHaveBeenLastCalledWith('d-1', {
      downPayment: 500,
      mileage: 15000,
      protectionProducts: ['vsc-basic', 'd100-gap'],
    });
    // Switching tab or term asks for nothing: the sets on screen were priced with the jacket.
    model.switchTab('LEASE');
    model.setTerm('FINANCE', 48);
    expect(m.postFinanceQuotes).toHaveBeenCalledTimes(1);
    expect(m.postLeaseQuotes).toHaveBeenCalledTimes(2);
  });

  it('the automatic cash deal sends the jacket’s ids', async () => {
    serve({ finance: [], lease: [] });
    model = createDealModel('d-1');
    model.setProtection([GAP]);
    await model.load();
    await settle();
    expect(m.postCashDeal).toHaveBeenCalledWith('d-1', ['d100-gap']);
  });

  it('while the jacket is unknown, asks with the GET calls (which price the stored jacket), never an empty list', async () => {
    serve({ finance: [], lease: [] });
    model = createDealModel('d-1');
    await model.load();
    await settle();
    expect(model.cashDeal.state.value.status).toBe('complete');
    expect(m.postCashDeal).not.toHaveBeenCalled();
    expect(m.getCashDeal).toHaveBeenCalledTimes(1);

    serve({});
    model.dispose();
    model = createDealModel('d-1');
    await model.load();
    model.setProtection(null);
    await model.setDownPayment('FINANCE', '700');
    await model.setMileage('11000');
    expect(m.postFinanceQuotes).not.toHaveBeenCalled();
    expect(m.postLeaseQuotes).not.toHaveBeenCalled();
    expect(m.requestFinanceQuotes).toHaveBeenLastCalledWith('d-1', 700, expect.any(AbortSignal));
    expect(m.requestLeaseQuotes).toHaveBeenLastCalledWith('d-1', 0, 11000, expect.any(AbortSignal));
  });

  it('applyRepricedQuotes shows the re-priced cash and quote sets, keeps the term and lender, and marks the deal dirty', async () => {
    serve({});
    model = createDealModel('d-1');
    await model.load();
    model.switchTab('FINANCE');
    model.setLender({ financierType: 'NON_CAPTIVE', lenderNumber: BANK.lenderNumber });
    model.dirty.value = false;
    const repricedBank = { ...bank60, monthlyPayment: 560.12 };
    const repricedLease = { ...lease36, monthlyPayment: 380.5 };
    const cash = { ...cashDealFixture(), outTheDoor: 32680, cashPrice: 29680 };
    model.applyRepricedQuotes({
      cash,
      finance: { quotes: [capital, cap48, repricedBank] },
      lease: { quotes: [repricedLease] },
    });
    expect(model.currentQuote.value).toEqual(repricedBank);
    expect(model.monthlyPayment.value).toBe(560.12);
    expect(model.selectedQuote.LEASE.value).toEqual(repricedLease);
    expect(model.cashDeal.data.value).toEqual(cash);
    expect(model.dirty.value).toBe(true);
    // A deal without lease quotes yet keeps its (empty) lease set.
    model.applyRepricedQuotes({ cash, finance: { quotes: [capital, cap48, bank60] }, lease: null });
    expect(model.selectedQuote.LEASE.value).toEqual(repricedLease);
    expect(model.currentQuote.value).toEqual(bank60);
  });

  it('asks again, with the new jacket, for a set that was being recalculated with the old one', async () => {
    serve({});
    model = createDealModel('d-1');
    await model.load();
    model.setProtection([]);
    let answer: (value: { quotes: FinanceQuote[] }) => void = () => undefined;
    m.postFinanceQuotes.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const pending = model.setDownPayment('FINANCE', '900');
    model.setProtection([PLAN]);
    m.postFinanceQuotes.mockResolvedValueOnce({ quotes: [financeQuote({ downPayment: 900 })] });
    model.applyRepricedQuotes({ cash: cashDealFixture(), finance: { quotes: [capital] }, lease: null });
    expect(m.postFinanceQuotes).toHaveBeenLastCalledWith('d-1', {
      downPayment: 900,
      protectionProducts: ['vsc-basic'],
    });
    answer({ quotes: [financeQuote({ downPayment: 900, apr: 9 })] });
    await pending;
    await settle();
    expect(model.selectedQuote.FINANCE.value?.apr).toBe(3.5);
  });
});

describe('switchTab', () => {
  it('picks the quote matching the preference, marks dirty, and loads the cash deal on Cash', async () => {
    serve({});
    model = createDealModel('d-1');
    await model.load();
    model.switchTab('FINANCE');
    expect(model.currentQuote.value?.id).toBe('f-cap-60');
    expect(model.dirty.value).toBe(true);
    model.switchTab('CASH');
    expect(model.currentQuote.value).toBeNull();
    expect(model.monthlyPayment.value).toBeNull();
    await settle();
    expect(model.cashDeal.state.value.status).toBe('complete');
  });
});

describe('recalculation', () => {
  it('rounds the down payment, POSTs quotes, opens the modal and raises the minimum when the lender changed it', async () => {
    serve({ deal: dealFixture({ preferences: { ...dealFixture().preferences, dealType: 'FINANCE' } }) });
    model = createDealModel('d-1');
    await model.load();
    model.setProtection([]);
    m.postFinanceQuotes.mockResolvedValue({
      quotes: [
        financeQuote({ downPayment: 2000, minimumDownPayment: 2000 }),
        financeQuote({ id: 'x', term: 48, downPayment: 2000 }),
      ],
    });
    await model.setDownPayment('FINANCE', '$500.60');
    expect(m.postFinanceQuotes).toHaveBeenCalledWith('d-1', { downPayment: 501, protectionProducts: [] });
    expect(model.downPaymentChange.value).toEqual({ type: 'FINANCE', requested: 501, actual: 2000 });
    expect(model.minimumDown.FINANCE.value).toBe(2000);
    expect(model.requestedDown.FINANCE.value).toBe(2000);
    expect(model.downInput.FINANCE.value).toBe('2000');
    expect(model.dirty.value).toBe(true);
    model.dismissDownPaymentChange();
    expect(model.downPaymentChange.value).toBeNull();
  });

  it('shows no modal when the returned down payment is the requested one', async () => {
    serve({});
    model = createDealModel('d-1');
    await model.load();
    model.setProtection([]);
    m.postFinanceQuotes.mockResolvedValue({ quotes: [financeQuote({ downPayment: 3000 })] });
    await model.setDownPayment('FINANCE', '3000');
    expect(model.downPaymentChange.value).toBeNull();
    expect(model.minimumDown.FINANCE.value).toBe(0);
  });

  it('keeps invalid input as typed and sends nothing', async () => {
    serve({});
    model = createDealModel('d-1');
    await model.load();
    await model.setDownPayment('FINANCE', '-20');
    expect(model.downInput.FINANCE.value).toBe('-20');
    expect(model.downError.FINANCE.value).toEqual({ key: 'forms.min', amounts: { min: 0 } });
    expect(m.postFinanceQuotes).not.toHaveBeenCalled();
  });

  it('refuses a down payment above what the quotes can be written at: the quotes, tabs and payment stay', async () => {
    serve({ deal: financeDeal() });
    model = createDealModel('d-1');
    await model.load();
    model.setProtection([]);
    const payment = model.monthlyPayment.value;
    await model.setDownPayment('FINANCE', '99999');
    expect(model.downError.FINANCE.value).toEqual({ key: 'forms.max', amounts: { max: 27000 } });
    expect(model.downInput.FINANCE.value).toBe('99999');
    expect(m.postFinanceQuotes).not.toHaveBeenCalled();
    expect(model.tabs.value).toEqual(['FINANCE', 'LEASE', 'CASH']);
    expect(model.activeTab.value).toBe('FINANCE');
    expect(model.monthlyPayment.value).toBe(payment);
  });

  it("below the lender's minimum the field says so and nothing is sent", async () => {
    serve({ finance: [financeQuote({ downPayment: 3100, minimumDownPayment: 3100 })] });
    model = createDealModel('d-1');
    await model.load();
    await model.setDownPayment('FINANCE', '1000');
    expect(model.downError.FINANCE.value).toEqual({ key: 'forms.min', amounts: { min: 3100 } });
    expect(m.postFinanceQuotes).not.toHaveBeenCalled();
  });

  it("a 400 on downPayment keeps the last good quotes and shows the server's message on the field", async () => {
    serve({ deal: financeDeal() });
    model = createDealModel('d-1');
    await model.load();
    model.setProtection([]);
    const payment = model.monthlyPayment.value;
    const message = 'must be less than or equal to $26,500';
    m.postFinanceQuotes.mockRejectedValue(
      new ApiError('Invalid request', 'http', 400, [{ field: 'downPayment', message }]),
    );
    await model.setDownPayment('FINANCE', '26800');
    expect(model.downError.FINANCE.value).toEqual({ text: message });
    expect(model.downInput.FINANCE.value).toBe('26800');
    expect(model.requestedDown.FINANCE.value).toBe(0);
    expect(model.financeQuotes.state.value.status).toBe('complete');
    expect(model.activeTab.value).toBe('FINANCE');
    expect(model.monthlyPayment.value).toBe(payment);
  });

  it('an answer with no quotes keeps the last ones and the tab, and sets no cash deal', async () => {
    serve({ deal: financeDeal(), lease: [] });
    model = createDealModel('d-1');
    await model.load();
    model.setProtection([]);
    m.postFinanceQuotes.mockResolvedValue({ quotes: [] });
    await model.setDownPayment('FINANCE', '20000');
    await settle();
    expect(model.downError.FINANCE.value).toEqual({ key: 'deal.down.noQuotes' });
    expect(model.requestedDown.FINANCE.value).toBe(0);
    expect(model.tabs.value).toEqual(['FINANCE', 'CASH']);
    expect(model.activeTab.value).toBe('FINANCE');
    expect(m.postCashDeal).not.toHaveBeenCalled();
  });

  it('loads the cash price whenever Cash becomes the tab shown, also when a quote set goes away', async () => {
    serve({ deal: financeDeal() });
    model = createDealModel('d-1');
    await model.load();
    expect(model.cashDeal.state.value.status).toBe('idle');
    // The finance set goes away (the lease one stays): Cash is the tab shown, and it is priced.
    model.financeQuotes.set([]);
    await settle();
    expect(model.activeTab.value).toBe('CASH');
    expect(model.cashDeal.state.value.status).toBe('complete');
  });

  it('validates lease mileage: below 1,000 keeps the input and shows the message, no request', async () => {
    serve({ deal: financeDeal() });
    model = createDealModel('d-1');
    await model.load();
    await model.setMileage('900');
    expect(model.mileageInput.value).toBe('900');
    expect(model.mileageError.value).toBe('forms.leaseMiles');
    expect(m.postLeaseQuotes).not.toHaveBeenCalled();
    expect(model.dirty.value).toBe(false);
    model.setProtection([]);
    m.postLeaseQuotes.mockResolvedValue({ quotes: [leaseQuote({ mileageAllowed: 10000 })] });
    await model.setMileage('10,000');
    expect(model.mileageError.value).toBeNull();
    expect(m.postLeaseQuotes).toHaveBeenCalledWith('d-1', { downPayment: 0, mileage: 10000, protectionProducts: [] });
    expect(model.dirty.value).toBe(true);
  });

  it('changes term and lender without a request; ALL stays ALL', async () => {
    serve({ deal: financeDeal() });
    model = createDealModel('d-1');
    await model.load();
    model.switchTab('FINANCE');
    model.setTerm('FINANCE', 48);
    expect(model.currentQuote.value?.id).toBe('f-cap-48');
    model.setLender({ financierType: 'NON_CAPTIVE', lenderNumber: BANK.lenderNumber });
    // The bank has no 48-month quote: its 60-month one is shown, and the shopper is told.
    expect(model.currentQuote.value?.id).toBe('f-bank-60');
    expect(model.termUnavailable.FINANCE.value).toBe(48);
    model.setLender({ financierType: 'ALL', lenderNumber: null });
    expect(model.visibleQuotes.FINANCE.value).toHaveLength(3);
    expect(model.financier.value.financierType).toBe('ALL');
  });
});

describe('save', () => {
  async function loaded(deal = dealFixture()) {
    serve({ deal });
    model = createDealModel('d-1');
    await model.load();
    model.switchTab('FINANCE');
  }

  it('first save sends the lead, marks saved and clean, and fires the lead event', async () => {
    await loaded();
    m.updateDeal.mockResolvedValue(dealFixture({ saved: true, dealName: 'My Camry' }));
    await model.save('  My Camry ');
    const [id, body] = m.updateDeal.mock.calls[0]!;
    expect(id).toBe('d-1');
    expect(body).toMatchObject({
      updateQuote: { dealType: 'FINANCE', quoteId: 'f-cap-60' },
      dealName: 'My Camry',
      sendLead: true,
      dealPreferences: {
        dealType: 'FINANCE',
        financePreferences: { financierType: 'ALL', captiveFinancier: null, downPayment: 0, term: 60 },
        leasePreferences: { mileage: 12000 },
      },
    });
    expect(model.saved.value).toBe(true);
    expect(model.dirty.value).toBe(false);
    expect(model.dealName.value).toBe('My Camry');
    expect(trackLead).toHaveBeenCalledTimes(1);
    expect(trackLead).toHaveBeenCalledWith('deal-saved');
  });

  it('a later save does not send the lead again', async () => {
    await loaded(dealFixture({ saved: true, dealName: 'Old' }));
    m.updateDeal.mockResolvedValue(dealFixture({ saved: true, dealName: 'New' }));
    await model.save('New');
    expect(m.updateDeal.mock.calls[0]![1]).not.toHaveProperty('sendLead');
    expect(trackLead).not.toHaveBeenCalled();
  });

  it('records the captive type of the chosen lender', async () => {
    await loaded();
    model.setLender({ financierType: 'CAPTIVE', lenderNumber: null });
    m.updateDeal.mockResolvedValue(dealFixture({ saved: true }));
    await model.save('x');
    expect(m.updateDeal.mock.calls[0]![1].dealPreferences.financePreferences.financierType).toBe('CAPTIVE');
  });

  it('on failure restores the previous name, marks unsaved and dirty, and rethrows', async () => {
    await loaded(dealFixture({ saved: true, dealName: 'Old name' }));
    expect(model.saved.value).toBe(true);
    const failure = new ApiError('Server down', 'http', 500);
    m.updateDeal.mockRejectedValue(failure);
    await expect(model.save('New name')).rejects.toBe(failure);
    expect(model.dealName.value).toBe('Old name');
    expect(model.saved.value).toBe(false);
    expect(model.dirty.value).toBe(true);
    expect(model.unsavedOrEdited.value).toBe(true);
  });

  it('a failed first save fires no lead event', async () => {
    await loaded(dealFixture({ saved: false }));
    m.updateDeal.mockRejectedValue(new ApiError('Server down', 'http', 500));
    await expect(model.save('My Camry')).rejects.toBeInstanceOf(ApiError);
    expect(trackLead).not.toHaveBeenCalled();
  });

  it('is refused and logged when no deal id is found', async () => {
    await loaded(dealFixture({ dealId: '' }));
    await expect(model.save('x')).rejects.toBeInstanceOf(MissingDealIdError);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'Unable to find a certificateId' }));
    expect(m.updateDeal).not.toHaveBeenCalled();
  });

  it('sends a cash update on the Cash tab', async () => {
    await loaded();
    model.switchTab('CASH');
    m.updateDeal.mockResolvedValue(dealFixture({ saved: true }));
    await model.save('Cash deal');
    expect(m.updateDeal.mock.calls[0]![1].updateQuote).toEqual({ dealType: 'CASH' });
  });
});

describe('dirty tracking', () => {
  it('marks every edit dirty, and the save reminder applies until saved', async () => {
    serve({ deal: dealFixture({ saved: true }) });
    model = createDealModel('d-1');
    await model.load();
    expect(model.unsavedOrEdited.value).toBe(false);
    model.selectQuote('FINANCE', 'f-cap-48');
    expect(model.dirty.value).toBe(true);
    expect(model.unsavedOrEdited.value).toBe(true);
    m.updateDeal.mockResolvedValue(dealFixture({ saved: true }));
    await model.save('x');
    expect(model.unsavedOrEdited.value).toBe(false);
    model.addOffer({ type: 'LOYALTY', description: '', amount: 500 });
    expect(model.dirty.value).toBe(true);
  });
});

describe('external offers', () => {
  it('adds, replaces and removes by type, drops empty items when saving and compares with the saved deal', async () => {
    const saved = [{ type: 'MILITARY', description: 'Military', amount: 750 }];
    const base = dealFixture();
    serve({ deal: dealFixture({ saved: true, pricing: { ...base.pricing, externalOffers: saved } }) });
    model = createDealModel('d-1');
    await model.load();
    model.addOffer({ type: 'LOYALTY', description: 'Loyalty', amount: 500 });
    model.addOffer({ type: 'LOYALTY', description: 'Loyalty', amount: 1000 });
    model.addOffer({ type: 'CONQUEST', description: '', amount: null });
    model.removeOffer('MILITARY');
    expect(model.offers.value.map((i) => i.type)).toEqual(['LOYALTY', 'CONQUEST']);
    expect(model.offerComparison.value).toMatchObject({ priceDifference: -250, label: 'lower' });
    expect(model.offerComparison.value.removed.map((i) => i.type)).toEqual(['MILITARY']);

    const kept = [{ type: 'LOYALTY', description: 'Loyalty', amount: 1000 }];
    m.postExternalOffers.mockResolvedValue(
      dealFixture({ saved: true, pricing: { ...base.pricing, externalOffers: kept } }),
    );
    await model.saveOffers();
    // By type only: the program's table prices them.
    expect(m.postExternalOffers).toHaveBeenCalledWith('d-1', {
      providerType: 'AUTOMAKER_PROGRAM',
      lineItems: [{ type: 'LOYALTY' }],
    });
    expect(model.offers.value).toEqual(kept);
    expect(model.offerComparison.value.priceDifference).toBe(0);
    // New prices: the quotes are fetched again.
    await settle();
    expect(m.requestFinanceQuotes).toHaveBeenCalledTimes(2);
  });

  it("lists the program's offers and chooses one at the program's amount", async () => {
    serve({ deal: dealFixture({ saved: true }) });
    m.getAvailableOffers.mockResolvedValue({
      providerType: 'AUTOMAKER_PROGRAM',
      programId: 'P-2025',
      offers: [{ type: 'MILITARY', description: 'Military appreciation', amount: 500, endsOn: '2027-09-30' }],
    });
    model = createDealModel('d-1');
    await model.load();
    const available = await model.loadAvailableOffers();
    const offer = available?.offers[0];
    if (!offer) throw new Error('no offer');
    model.chooseOffer(offer, true);
    expect(model.offers.value).toEqual([{ type: 'MILITARY', description: 'Military appreciation', amount: 500 }]);
    expect(model.offerComparison.value).toMatchObject({ priceDifference: -500, label: 'lower' });
    model.chooseOffer(offer, false);
    expect(model.offers.value).toEqual([]);
  });

  it('a failed save marks the deal unsaved and dirty and rethrows', async () => {
    serve({ deal: dealFixture({ saved: true }) });
    model = createDealModel('d-1');
    await model.load();
    const failure = new ApiError('Bad offer', 'http', 400, [{ field: 'lineItems', message: 'Bad offer' }]);
    m.postExternalOffers.mockRejectedValue(failure);
    model.addOffer({ type: 'LOYALTY', description: '', amount: 500 });
    await expect(model.saveOffers()).rejects.toBe(failure);
    expect(model.saved.value).toBe(false);
    expect(model.dirty.value).toBe(true);
  });
});

describe('reprice (a self-selected tier or an applied pre-approval)', () => {
  it('shows the re-priced deal, loads its quotes again and starts the lender filter over', async () => {
    serve({});
    model = createDealModel('d-1');
    await model.load();
    model.setLender({ financierType: 'NON_CAPTIVE', lenderNumber: BANK.lenderNumber });
    const repriced = dealFixture({
      offerDetails: { ...dealFixture().offerDetails, creditTier: 'excellent', creditSource: 'SELF_SELECTED' },
    });
    m.requestFinanceQuotes.mockResolvedValue({ quotes: [financeQuote({ id: 'f-cap-60', apr: 1.9 })] });
    await model.reprice(repriced);
    expect(model.deal.data.value).toBe(repriced);
    expect(m.requestFinanceQuotes).toHaveBeenCalledTimes(2);
    expect(model.financier.value).toEqual({ financierType: 'ALL', lenderNumber: null });
    expect(model.selectedQuote.FINANCE.value?.apr).toBe(1.9);
  });
});

describe('dispose', () => {
  it('stops the automatic cash deal effect and aborts loads', async () => {
    serve({ finance: [], lease: [] });
    model = createDealModel('d-1');
    const loading = model.load();
    model.dispose();
    await loading;
    await settle();
    expect(m.postCashDeal).not.toHaveBeenCalled();
  });
});
