import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { useTracked } from '../../testing/tracking.ts';
import type { FinanceQuote, LeaseQuote } from '../../contract/deal.ts';
import { reply, useFakeApi, type Method } from '../../testing/fake-api.ts';
import { DealModel, MissingDealIdError } from './model.ts';
import { BANK, cashDealFixture, dealFixture, dealVehicleFixture, financeQuote, leaseQuote } from './test-fixtures.ts';

const api = useFakeApi();
const FINANCE = '/deals/d-1/finance/quotes';
const LEASE = '/deals/d-1/lease/quotes';
const CASH = '/deals/d-1/cash';
const UPDATE = '/deals/d-1/update';
/** The bodies sent to `method path`, oldest first. */
const bodies = (method: Method, path: string) => api.sent(method, path).map((r) => r.body);
/** A quote request that carried the jacket (a POST priced with the deal's protection products). */
const withJacket = (body: unknown) => typeof body === 'object' && body !== null && 'protectionProducts' in body;
/** The failures the app reported to the server (POST /log-fe-message), by message. */
const reports = () =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(([url]) => String(url).endsWith('/api/log-fe-message'))
    .map(([, init]) => (JSON.parse(String(init?.body)) as { message: string }).message);
/** What reached the host: page views, tracked clicks and leads (tracked.leads(), by kind). */
const tracked = useTracked();

const capital = financeQuote({ id: 'f-cap-60' });
const cap48 = financeQuote({ id: 'f-cap-48', term: 48 });
// $28,000 at 4.9 % for 60 months: $527.11 a month.
const bank60 = financeQuote({ id: 'f-bank-60', financier: BANK, apr: 4.9 });
const lease36 = leaseQuote({ id: 'l-cap-36' });

let model: DealModel;
/** A deal whose saved preference is Finance: the Finance tab shows once its quotes are here. */
const financeDeal = () => dealFixture({ preferences: { ...dealFixture().preferences, dealType: 'FINANCE' } });

function serve(options: { deal?: ReturnType<typeof dealFixture>; finance?: FinanceQuote[]; lease?: LeaseQuote[] }) {
  api.on('GET', '/deals/:id', options.deal ?? dealFixture());
  api.on('GET', '/deals/:id/vehicle', dealVehicleFixture());
  api.on('POST', '/deals/:id/finance/quotes', { quotes: options.finance ?? [capital, cap48, bank60] });
  api.on('POST', '/deals/:id/lease/quotes', { quotes: options.lease ?? [lease36] });
  api.on('GET', '/deals/:id/cash', cashDealFixture());
  api.on('POST', '/deals/:id/cash', cashDealFixture());
}

/** Lets pending promise callbacks (and the effects they trigger) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  model?.[Symbol.dispose]();
});

describe('load', () => {
  it("asks again for the deal's latest requests, saved or not, so a reload keeps the shopper's changes", async () => {
    const deal = dealFixture({
      latestRequests: { finance: { downPayment: 5000 }, lease: { downPayment: 2500, mileage: 15000 } },
    });
    serve({ deal });
    model = new DealModel('d-1');
    await model.load();
    expect(bodies('POST', FINANCE)).toEqual([{ downPayment: 5000 }]);
    expect(bodies('POST', LEASE)).toEqual([{ downPayment: 2500, mileage: 15000 }]);
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
    model = new DealModel('d-1');
    await model.load();
    expect(model.dirty.value).toBe(true);
  });

  it('a restored down payment the server now refuses loads at the saved one instead', async () => {
    const deal = dealFixture({ latestRequests: { finance: { downPayment: 26000 }, lease: null } });
    serve({ deal });
    api.once('POST', '/deals/:id/finance/quotes', () =>
      reply(400, { message: 'Invalid request', fieldErrors: [{ field: 'downPayment', message: 'too much' }] }),
    );
    model = new DealModel('d-1');
    await model.load();
    expect(bodies('POST', FINANCE)).toEqual([{ downPayment: 26000 }, { downPayment: 0 }]);
    expect(model.sets.FINANCE.quotes.state.value.status).toBe('complete');
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
    model = new DealModel('d-1');
    await model.load();
    expect(api.sent('GET', '/deals/d-1/vehicle')).toHaveLength(1);
    expect(bodies('POST', FINANCE)).toEqual([{ downPayment: 1500 }]);
    expect(bodies('POST', LEASE)).toEqual([{ downPayment: 1000, mileage: 15000 }]);
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
    model = new DealModel('d-1');
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
    model = new DealModel('d-1');
    await model.load();
    expect(model.dealType.value).toBe('LEASE');
    expect(model.currentQuote.value?.id).toBe('l-cap-36');
  });

  it('takes CASH with no quote and loads the cash deal', async () => {
    serve({});
    model = new DealModel('d-1');
    await model.load();
    await settle();
    expect(model.activeTab.value).toBe('CASH');
    expect(api.sent('GET', CASH)).toHaveLength(1);
    expect(api.sent('POST', CASH)).toEqual([]);
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
    model = new DealModel('d-1');
    await model.load();
    expect(api.sent('POST', LEASE)).toEqual([]);
    expect(model.tabs.value).toEqual(['FINANCE', 'CASH']);
  });

  it('leaves the quote blocks idle when the deal fails to load', async () => {
    serve({});
    api.on('GET', '/deals/:id', () => reply(404, { message: 'Deal not found' }));
    model = new DealModel('d-1');
    await model.load();
    expect(model.deal.state.value).toMatchObject({ status: 'error', messages: ['Deal not found'] });
    expect(api.sent('POST', FINANCE)).toEqual([]);
    expect(model.sets.FINANCE.quotes.state.value.status).toBe('idle');
  });
});

describe('automatic cash deal', () => {
  it('sets a cash deal when the loads complete with no finance or lease quotes', async () => {
    serve({
      finance: [],
      lease: [],
      deal: dealFixture({ preferences: { ...dealFixture().preferences, dealType: 'FINANCE' } }),
    });
    model = new DealModel('d-1');
    // A deal without protection products: its jacket is known to be empty.
    model.setProtection([]);
    await model.load();
    await settle();
    expect(bodies('POST', CASH)).toEqual([{ protectionProducts: [] }]);
    expect(model.dealType.value).toBe('CASH');
    expect(model.tabs.value).toEqual(['CASH']);
    expect(model.cashDeal.state.value.status).toBe('complete');
    expect(model.dirty.value).toBe(false);
  });

  it('does not set one while quotes exist', async () => {
    serve({ finance: [capital], lease: [] });
    model = new DealModel('d-1');
    await model.load();
    await settle();
    expect(api.sent('POST', CASH)).toEqual([]);
  });
});

describe('protection products', () => {
  const PLAN = { id: 'vsc-basic', name: 'Basic Coverage', financedOnly: false };
  const GAP = { id: 'd100-gap', name: 'GAP Insurance', financedOnly: true };

  it('the quote POSTs send the jacket’s ids: a new down payment or mileage keeps the products priced in', async () => {
    serve({});
    model = new DealModel('d-1');
    await model.load();
    model.setProtection([PLAN, GAP]);
    api.on('POST', '/deals/:id/finance/quotes', { quotes: [financeQuote({ downPayment: 1000 })] });
    await model.sets.FINANCE.setDown('1000');
    expect(api.lastBody('POST', FINANCE)).toEqual({
      downPayment: 1000,
      protectionProducts: ['vsc-basic', 'd100-gap'],
    });
    api.on('POST', '/deals/:id/lease/quotes', { quotes: [leaseQuote({ mileageAllowed: 15000 })] });
    await model.setMileage('15000');
    expect(api.lastBody('POST', LEASE)).toEqual({
      downPayment: 0,
      mileage: 15000,
      protectionProducts: ['vsc-basic', 'd100-gap'],
    });
    api.on('POST', '/deals/:id/lease/quotes', { quotes: [leaseQuote({ downPayment: 500 })] });
    await model.sets.LEASE.setDown('500');
    expect(api.lastBody('POST', LEASE)).toEqual({
      downPayment: 500,
      mileage: 15000,
      protectionProducts: ['vsc-basic', 'd100-gap'],
    });
    // Switching tab or term asks for nothing: the sets on screen were priced with the jacket.
    const sent = api.requests.length;
    model.switchTab('LEASE');
    model.sets.FINANCE.setTerm(48);
    await settle();
    expect(api.requests.length).toBe(sent);
    expect(bodies('POST', FINANCE).filter(withJacket)).toHaveLength(1);
    expect(bodies('POST', LEASE).filter(withJacket)).toHaveLength(2);
  });

  it('the automatic cash deal sends the jacket’s ids', async () => {
    serve({ finance: [], lease: [] });
    model = new DealModel('d-1');
    model.setProtection([GAP]);
    await model.load();
    await settle();
    expect(bodies('POST', CASH)).toEqual([{ protectionProducts: ['d100-gap'] }]);
  });

  it('while the jacket is unknown, asks with the GET calls (which price the stored jacket), never an empty list', async () => {
    serve({ finance: [], lease: [] });
    model = new DealModel('d-1');
    await model.load();
    await settle();
    expect(model.cashDeal.state.value.status).toBe('complete');
    expect(api.sent('POST', CASH)).toEqual([]);
    expect(api.sent('GET', CASH)).toHaveLength(1);

    serve({});
    model[Symbol.dispose]();
    model = new DealModel('d-1');
    await model.load();
    model.setProtection(null);
    await model.sets.FINANCE.setDown('700');
    await model.setMileage('11000');
    expect(bodies('POST', FINANCE).filter(withJacket)).toEqual([]);
    expect(bodies('POST', LEASE).filter(withJacket)).toEqual([]);
    expect(api.lastBody('POST', FINANCE)).toEqual({ downPayment: 700 });
    expect(api.lastBody('POST', LEASE)).toEqual({ downPayment: 0, mileage: 11000 });
  });

  it('applyRepricedQuotes shows the re-priced cash and quote sets, keeps the term and lender, and marks the deal dirty', async () => {
    serve({});
    model = new DealModel('d-1');
    await model.load();
    model.switchTab('FINANCE');
    model.setLender({ financierType: 'NON_CAPTIVE', lenderNumber: BANK.lenderNumber });
    // Saved as it is: clean, so the re-pricing is what makes it dirty.
    api.on('POST', '/deals/:id/update', dealFixture({ saved: true }));
    await model.save('x');
    expect(model.dirty.value).toBe(false);
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
    expect(model.sets.LEASE.selected.value).toEqual(repricedLease);
    expect(model.cashDeal.data.value).toEqual(cash);
    expect(model.dirty.value).toBe(true);
    // A deal without lease quotes yet keeps its (empty) lease set.
    model.applyRepricedQuotes({ cash, finance: { quotes: [capital, cap48, bank60] }, lease: null });
    expect(model.sets.LEASE.selected.value).toEqual(repricedLease);
    expect(model.currentQuote.value).toEqual(bank60);
  });

  it('asks again, with the new jacket, for a set that was being recalculated with the old one', async () => {
    serve({});
    model = new DealModel('d-1');
    await model.load();
    model.setProtection([]);
    let answer: (value: { quotes: FinanceQuote[] }) => void = () => undefined;
    api.once('POST', '/deals/:id/finance/quotes', () => new Promise((resolve) => (answer = resolve)));
    const pending = model.sets.FINANCE.setDown('900');
    model.setProtection([PLAN]);
    api.once('POST', '/deals/:id/finance/quotes', { quotes: [financeQuote({ downPayment: 900 })] });
    model.applyRepricedQuotes({ cash: cashDealFixture(), finance: { quotes: [capital] }, lease: null });
    expect(api.lastBody('POST', FINANCE)).toEqual({ downPayment: 900, protectionProducts: ['vsc-basic'] });
    answer({ quotes: [financeQuote({ downPayment: 900, apr: 9 })] });
    await pending;
    await settle();
    expect(model.sets.FINANCE.selected.value?.apr).toBe(3.5);
  });
});

describe('switchTab', () => {
  it('a tab chosen while the quotes load stays chosen when they arrive (the saved preference picks only at first)', async () => {
    serve({ deal: financeDeal() });
    let answer = (_body: unknown) => undefined as unknown;
    api.on('POST', '/deals/:id/finance/quotes', () => new Promise((resolve) => (answer = resolve)));
    model = new DealModel('d-1');
    const loaded = model.load();
    await vi.waitFor(() => expect(api.sent('POST', FINANCE)).toHaveLength(1));
    expect(model.activeTab.value).toBe('FINANCE');
    model.switchTab('CASH');
    answer({ quotes: [capital, cap48, bank60] });
    await loaded;
    expect(model.activeTab.value).toBe('CASH');
    expect(model.cashDeal.data.value).toBeTruthy();
  });

  it('picks the quote matching the preference, marks dirty, and loads the cash deal on Cash', async () => {
    serve({});
    model = new DealModel('d-1');
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
    model = new DealModel('d-1');
    await model.load();
    model.setProtection([]);
    api.on('POST', '/deals/:id/finance/quotes', {
      quotes: [
        financeQuote({ downPayment: 2000, minimumDownPayment: 2000 }),
        financeQuote({ id: 'x', term: 48, downPayment: 2000 }),
      ],
    });
    await model.sets.FINANCE.setDown('$500.60');
    expect(api.lastBody('POST', FINANCE)).toEqual({ downPayment: 501, protectionProducts: [] });
    expect(model.downPaymentChange.value).toEqual({ type: 'FINANCE', requested: 501, actual: 2000 });
    expect(model.sets.FINANCE.minimumDown.value).toBe(2000);
    expect(model.sets.FINANCE.requestedDown.value).toBe(2000);
    expect(model.sets.FINANCE.downInput.value).toBe('2000');
    expect(model.dirty.value).toBe(true);
    model.dismissDownPaymentChange();
    expect(model.downPaymentChange.value).toBeNull();
  });

  it('shows no modal when the returned down payment is the requested one', async () => {
    serve({});
    model = new DealModel('d-1');
    await model.load();
    model.setProtection([]);
    api.on('POST', '/deals/:id/finance/quotes', { quotes: [financeQuote({ downPayment: 3000 })] });
    await model.sets.FINANCE.setDown('3000');
    expect(api.lastBody('POST', FINANCE)).toEqual({ downPayment: 3000, protectionProducts: [] });
    expect(model.downPaymentChange.value).toBeNull();
    expect(model.sets.FINANCE.minimumDown.value).toBe(0);
  });

  it('keeps invalid input as typed and sends nothing', async () => {
    serve({});
    model = new DealModel('d-1');
    await model.load();
    const sent = api.requests.length;
    await model.sets.FINANCE.setDown('-20');
    expect(model.sets.FINANCE.downInput.value).toBe('-20');
    expect(model.sets.FINANCE.downError.value).toEqual({ key: 'forms.min', amounts: { min: 0 } });
    expect(api.requests.length).toBe(sent);
  });

  it('refuses a down payment above what the quotes can be written at: the quotes, tabs and payment stay', async () => {
    serve({ deal: financeDeal() });
    model = new DealModel('d-1');
    await model.load();
    model.setProtection([]);
    const payment = model.monthlyPayment.value;
    const sent = api.requests.length;
    await model.sets.FINANCE.setDown('99999');
    expect(model.sets.FINANCE.downError.value).toEqual({ key: 'forms.max', amounts: { max: 27000 } });
    expect(model.sets.FINANCE.downInput.value).toBe('99999');
    expect(api.requests.length).toBe(sent);
    expect(model.tabs.value).toEqual(['FINANCE', 'LEASE', 'CASH']);
    expect(model.activeTab.value).toBe('FINANCE');
    expect(model.monthlyPayment.value).toBe(payment);
  });

  it("below the lender's minimum the field says so and nothing is sent", async () => {
    serve({ finance: [financeQuote({ downPayment: 3100, minimumDownPayment: 3100 })] });
    model = new DealModel('d-1');
    await model.load();
    const sent = api.requests.length;
    await model.sets.FINANCE.setDown('1000');
    expect(model.sets.FINANCE.downError.value).toEqual({ key: 'forms.min', amounts: { min: 3100 } });
    expect(api.requests.length).toBe(sent);
  });

  it("a 400 on downPayment keeps the last good quotes and shows the server's message on the field", async () => {
    serve({ deal: financeDeal() });
    model = new DealModel('d-1');
    await model.load();
    model.setProtection([]);
    const payment = model.monthlyPayment.value;
    const message = 'must be less than or equal to $26,500';
    api.on('POST', '/deals/:id/finance/quotes', () =>
      reply(400, { message: 'Invalid request', fieldErrors: [{ field: 'downPayment', message }] }),
    );
    await model.sets.FINANCE.setDown('26800');
    expect(api.lastBody('POST', FINANCE)).toEqual({ downPayment: 26800, protectionProducts: [] });
    expect(model.sets.FINANCE.downError.value).toEqual({ text: message });
    expect(model.sets.FINANCE.downInput.value).toBe('26800');
    expect(model.sets.FINANCE.requestedDown.value).toBe(0);
    expect(model.sets.FINANCE.quotes.state.value.status).toBe('complete');
    expect(model.activeTab.value).toBe('FINANCE');
    expect(model.monthlyPayment.value).toBe(payment);
  });

  it('an answer with no quotes keeps the last ones and the tab, and sets no cash deal', async () => {
    serve({ deal: financeDeal(), lease: [] });
    model = new DealModel('d-1');
    await model.load();
    model.setProtection([]);
    api.on('POST', '/deals/:id/finance/quotes', { quotes: [] });
    await model.sets.FINANCE.setDown('20000');
    await settle();
    expect(api.lastBody('POST', FINANCE)).toEqual({ downPayment: 20000, protectionProducts: [] });
    expect(model.sets.FINANCE.downError.value).toEqual({ key: 'deal.down.noQuotes' });
    expect(model.sets.FINANCE.requestedDown.value).toBe(0);
    expect(model.tabs.value).toEqual(['FINANCE', 'CASH']);
    expect(model.activeTab.value).toBe('FINANCE');
    expect(api.sent('POST', CASH)).toEqual([]);
  });

  it('loads the cash price whenever Cash becomes the tab shown, also when a quote set goes away', async () => {
    serve({ deal: financeDeal() });
    model = new DealModel('d-1');
    await model.load();
    expect(model.cashDeal.state.value.status).toBe('idle');
    // The finance set goes away (the lease one stays): Cash is the tab shown, and it is priced.
    model.sets.FINANCE.quotes.set([]);
    await settle();
    expect(model.activeTab.value).toBe('CASH');
    expect(model.cashDeal.state.value.status).toBe('complete');
    expect(api.sent('GET', CASH)).toHaveLength(1);
  });

  it('validates lease mileage: below 1,000 keeps the input and shows the message, no request', async () => {
    serve({ deal: financeDeal() });
    model = new DealModel('d-1');
    await model.load();
    const sent = api.requests.length;
    await model.setMileage('900');
    expect(model.mileageInput.value).toBe('900');
    expect(model.mileageError.value).toBe('forms.leaseMiles');
    expect(api.requests.length).toBe(sent);
    expect(model.dirty.value).toBe(false);
    model.setProtection([]);
    api.on('POST', '/deals/:id/lease/quotes', { quotes: [leaseQuote({ mileageAllowed: 10000 })] });
    await model.setMileage('10,000');
    expect(model.mileageError.value).toBeNull();
    expect(api.lastBody('POST', LEASE)).toEqual({ downPayment: 0, mileage: 10000, protectionProducts: [] });
    expect(model.dirty.value).toBe(true);
  });

  it('changes term and lender without a request; ALL stays ALL', async () => {
    serve({ deal: financeDeal() });
    model = new DealModel('d-1');
    await model.load();
    const sent = api.requests.length;
    model.switchTab('FINANCE');
    model.sets.FINANCE.setTerm(48);
    expect(model.currentQuote.value?.id).toBe('f-cap-48');
    model.setLender({ financierType: 'NON_CAPTIVE', lenderNumber: BANK.lenderNumber });
    // The bank has no 48-month quote: its 60-month one is shown, and the shopper is told.
    expect(model.currentQuote.value?.id).toBe('f-bank-60');
    expect(model.sets.FINANCE.termUnavailable.value).toBe(48);
    model.setLender({ financierType: 'ALL', lenderNumber: null });
    expect(model.sets.FINANCE.visible.value).toHaveLength(3);
    expect(model.financier.value.financierType).toBe('ALL');
    await settle();
    expect(api.requests.length).toBe(sent);
  });
});

describe('save', () => {
  async function loaded(deal = dealFixture()) {
    serve({ deal });
    model = new DealModel('d-1');
    await model.load();
    model.switchTab('FINANCE');
  }

  it('first save sends the lead, marks saved and clean, and fires the lead event', async () => {
    await loaded();
    api.on('POST', '/deals/:id/update', dealFixture({ saved: true, dealName: 'My Camry' }));
    await model.save('  My Camry ');
    expect(api.sent('POST', UPDATE)).toHaveLength(1);
    expect(api.lastBody('POST', UPDATE)).toMatchObject({
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
    expect(tracked.leads()).toEqual(['deal-saved']);
  });

  it('a later save does not send the lead again', async () => {
    await loaded(dealFixture({ saved: true, dealName: 'Old' }));
    api.on('POST', '/deals/:id/update', dealFixture({ saved: true, dealName: 'New' }));
    await model.save('New');
    expect(api.lastBody('POST', UPDATE)).toMatchObject({ dealName: 'New' });
    expect(api.lastBody('POST', UPDATE)).not.toHaveProperty('sendLead');
    expect(tracked.leads()).toEqual([]);
  });

  it('records the captive type of the chosen lender', async () => {
    await loaded();
    model.setLender({ financierType: 'CAPTIVE', lenderNumber: null });
    api.on('POST', '/deals/:id/update', dealFixture({ saved: true }));
    await model.save('x');
    expect(api.lastBody('POST', UPDATE)).toMatchObject({
      dealPreferences: { financePreferences: { financierType: 'CAPTIVE' } },
    });
  });

  it('on failure restores the previous name, marks unsaved and dirty, and rethrows', async () => {
    await loaded(dealFixture({ saved: true, dealName: 'Old name' }));
    expect(model.saved.value).toBe(true);
    api.on('POST', '/deals/:id/update', () => reply(500, { message: 'Server down' }));
    await expect(model.save('New name')).rejects.toMatchObject({
      name: 'ApiError',
      status: 500,
      message: 'Server down',
    });
    expect(api.lastBody('POST', UPDATE)).toMatchObject({ dealName: 'New name' });
    expect(model.dealName.value).toBe('Old name');
    expect(model.saved.value).toBe(false);
    expect(model.dirty.value).toBe(true);
    expect(model.unsavedOrEdited.value).toBe(true);
  });

  it('a failed first save fires no lead event', async () => {
    await loaded(dealFixture({ saved: false }));
    api.on('POST', '/deals/:id/update', () => reply(500, { message: 'Server down' }));
    await expect(model.save('My Camry')).rejects.toBeInstanceOf(ApiError);
    expect(api.lastBody('POST', UPDATE)).toMatchObject({ sendLead: true });
    expect(tracked.leads()).toEqual([]);
  });

  it('is refused and logged when no deal id is found', async () => {
    await loaded(dealFixture({ dealId: '' }));
    await expect(model.save('x')).rejects.toBeInstanceOf(MissingDealIdError);
    expect(reports()).toEqual(['MissingDealIdError: Unable to find a certificateId']);
    expect(api.sent('POST', '/deals/:id/update')).toEqual([]);
  });

  it('sends a cash update on the Cash tab', async () => {
    await loaded();
    model.switchTab('CASH');
    api.on('POST', '/deals/:id/update', dealFixture({ saved: true }));
    await model.save('Cash deal');
    expect(api.lastBody('POST', UPDATE)).toMatchObject({ updateQuote: { dealType: 'CASH' } });
    expect(api.lastBody('POST', UPDATE)).not.toHaveProperty('updateQuote.quoteId');
  });
});

describe('dirty tracking', () => {
  it('marks every edit dirty, and the save reminder applies until saved', async () => {
    serve({ deal: dealFixture({ saved: true }) });
    model = new DealModel('d-1');
    await model.load();
    expect(model.unsavedOrEdited.value).toBe(false);
    model.sets.FINANCE.select('f-cap-48');
    expect(model.dirty.value).toBe(true);
    expect(model.unsavedOrEdited.value).toBe(true);
    api.on('POST', '/deals/:id/update', dealFixture({ saved: true }));
    await model.save('x');
    expect(api.sent('POST', UPDATE)).toHaveLength(1);
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
    model = new DealModel('d-1');
    await model.load();
    model.addOffer({ type: 'LOYALTY', description: 'Loyalty', amount: 500 });
    model.addOffer({ type: 'LOYALTY', description: 'Loyalty', amount: 1000 });
    model.addOffer({ type: 'CONQUEST', description: '', amount: null });
    model.removeOffer('MILITARY');
    expect(model.offers.value.map((i) => i.type)).toEqual(['LOYALTY', 'CONQUEST']);
    expect(model.offerComparison.value).toMatchObject({ priceDifference: -250, label: 'lower' });
    expect(model.offerComparison.value.removed.map((i) => i.type)).toEqual(['MILITARY']);

    const kept = [{ type: 'LOYALTY', description: 'Loyalty', amount: 1000 }];
    api.on(
      'POST',
      '/deals/:id/external-offers',
      dealFixture({ saved: true, pricing: { ...base.pricing, externalOffers: kept } }),
    );
    await model.saveOffers();
    // By type only: the program's table prices them.
    expect(bodies('POST', '/deals/d-1/external-offers')).toEqual([
      {
        providerType: 'AUTOMAKER_PROGRAM',
        lineItems: [{ type: 'LOYALTY' }],
      },
    ]);
    expect(model.offers.value).toEqual(kept);
    expect(model.offerComparison.value.priceDifference).toBe(0);
    // New prices: the quotes are fetched again.
    await settle();
    expect(api.sent('POST', FINANCE)).toHaveLength(2);
  });

  it("lists the program's offers and chooses one at the program's amount", async () => {
    serve({ deal: dealFixture({ saved: true }) });
    api.on('GET', '/deals/:id/external-offers/available', {
      providerType: 'AUTOMAKER_PROGRAM',
      programId: 'P-2025',
      offers: [{ type: 'MILITARY', description: 'Military appreciation', amount: 500, endsOn: '2027-09-30' }],
    });
    model = new DealModel('d-1');
    await model.load();
    const available = await model.loadAvailableOffers();
    expect(api.sent('GET', '/deals/d-1/external-offers/available')).toHaveLength(1);
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
    model = new DealModel('d-1');
    await model.load();
    api.on('POST', '/deals/:id/external-offers', () =>
      reply(400, { message: 'Bad offer', fieldErrors: [{ field: 'lineItems', message: 'Bad offer' }] }),
    );
    model.addOffer({ type: 'LOYALTY', description: '', amount: 500 });
    await expect(model.saveOffers()).rejects.toMatchObject({ name: 'ApiError', status: 400, message: 'Bad offer' });
    expect(api.lastBody('POST', '/deals/d-1/external-offers')).toEqual({
      providerType: 'AUTOMAKER_PROGRAM',
      lineItems: [{ type: 'LOYALTY' }],
    });
    expect(model.saved.value).toBe(false);
    expect(model.dirty.value).toBe(true);
  });
});

describe('reprice (a self-selected tier or an applied pre-approval)', () => {
  it('shows the re-priced deal, loads its quotes again and starts the lender filter over', async () => {
    serve({});
    model = new DealModel('d-1');
    await model.load();
    model.setLender({ financierType: 'NON_CAPTIVE', lenderNumber: BANK.lenderNumber });
    const repriced = dealFixture({
      offerDetails: { ...dealFixture().offerDetails, creditTier: 'excellent', creditSource: 'SELF_SELECTED' },
    });
    api.on('POST', '/deals/:id/finance/quotes', { quotes: [financeQuote({ id: 'f-cap-60', apr: 1.9 })] });
    await model.reprice(repriced);
    expect(model.deal.data.value).toBe(repriced);
    expect(bodies('POST', FINANCE)).toEqual([{ downPayment: 0 }, { downPayment: 0 }]);
    expect(model.financier.value).toEqual({ financierType: 'ALL', lenderNumber: null });
    expect(model.sets.FINANCE.selected.value?.apr).toBe(1.9);
  });
});

describe('dispose', () => {
  it('stops the automatic cash deal effect and aborts loads', async () => {
    serve({ finance: [], lease: [] });
    model = new DealModel('d-1');
    const loading = model.load();
    model[Symbol.dispose]();
    await loading;
    await settle();
    expect(api.sent('POST', CASH)).toEqual([]);
    expect(api.sent('GET', CASH)).toEqual([]);
  });
});
