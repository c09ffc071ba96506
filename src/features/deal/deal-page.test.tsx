import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../lib/format.ts';
import { setLocale } from '../../lib/i18n/index.ts';
import { hasLeaveGuard, mayLeave } from '../../lib/leave-guard.ts';
import type { RouteName } from '../../contract/route-table.ts';
import { networkError, reply, useFakeApi, type Method } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { CreditSection } from '../credit/index.ts';
import { ProtectionSection } from '../protection/index.ts';
import { BASIC, GAP } from '../protection/test-fixtures.ts';
import DealPage from './deal-page.tsx';
import { QuoteList } from './quote-panel.tsx';
import { BANK, cashDealFixture, dealFixture, dealVehicleFixture, financeQuote, leaseQuote } from './test-fixtures.ts';

const api = useFakeApi();
const FINANCE = '/deals/d-1/finance/quotes';
const LEASE = '/deals/d-1/lease/quotes';
const CASH = '/deals/d-1/cash';
/** The bodies sent to `method path`, oldest first. */
const bodies = (method: Method, path: string) => api.sent(method, path).map((r) => r.body);

/** The credit section, once its reads are answered. */
const creditSection = () =>
  waitFor(() => {
    const section = document.getElementById('deal-credit');
    if (!section) throw new Error('No credit section yet');
    return section;
  });

// The credit and protection sections are chunks of their own: loaded once here, so each test starts
// where a shopper's page is once they have arrived (lazy-part.test.tsx covers the wait itself).
// The lenders' offers (and the payment bar) too.
await Promise.all([CreditSection.preload(), ProtectionSection.preload(), QuoteList.preload()]);

function renderDeal(
  options: {
    loggedIn?: boolean;
    programId?: string | null;
    route?: RouteName;
    noCredit?: boolean;
  } = {},
) {
  const route = options.route ?? 'deal';
  return renderInApp(<DealPage params={{ dealId: 'd-1' }} route={route} />, {
    path: route === 'noProfileDeal' ? '/no-profile/deals/d-1' : '/deals/d-1',
    loggedIn: options.loggedIn ?? true,
    campaign: {
      programId: options.programId ?? null,
      stockTypeConditions: ['NEW'],
      ...(options.noCredit ? { disabledPages: ['credit' as const] } : {}),
    },
  });
}

const financeDeal = dealFixture({
  quote: {
    quoteId: 'f-cap-60',
    term: 60,
    lenderNumber: 'L-CAP',
    downPayment: 0,
    lease: false,
    mileageAllowed: null,
    monthlyPayment: 509.37,
    financier: { lenderNumber: 'L-CAP', name: 'Toyota Financial Services', captiveLender: true },
  },
});

function serve(
  finance = [financeQuote(), financeQuote({ id: 'f-bank-60', financier: BANK, apr: 4.9 })],
  lease = [leaseQuote()],
) {
  api.on('GET', '/deals/:id', financeDeal);
  api.on('GET', '/deals/:id/vehicle', dealVehicleFixture());
  api.on('POST', '/deals/:id/finance/quotes', { quotes: finance });
  api.on('POST', '/deals/:id/lease/quotes', { quotes: lease });
  api.on('GET', '/deals/:id/cash', cashDealFixture());
  api.on('POST', '/deals/:id/cash', cashDealFixture());
  // The protection section's calls: a dealer without products, an empty jacket.
  api.on('GET', '/protection-products/dealer/:dealerId', () => reply(404, { message: 'No products' }));
  api.on('GET', '/protection-products/deals/:id', { dealId: 'd-1', insuranceWarranties: [] });
  // The credit section's reads: the shopper picks their own range, and has no pull or pre-approval on file.
  api.on('GET', '/soft-pull/user/credit-profile/evaluator', { evaluator: 'CUSTOMER', selfSelectedTier: null });
  api.on('GET', '/soft-pull/credit-score', () => reply(404, { message: 'Not found' }));
  api.on('GET', '/pre-approvals', () => reply(404, { message: 'Not found' }));
  // The finishing steps ask whether the dealer delivers: not in the program.
  // Reserve it: this dealer takes no deposits (the reserve feature's tests cover one that does).
  api.on('GET', '/deals/:id/reservation', { offer: null, reservedByOther: false, reservation: null, payment: null });
  api.on('GET', '/drive-at-home/dealer-in-program/:dealerId', {
    dealerId: 'dealer-1',
    inProgram: false,
    deliveryRadiusMiles: null,
  });
  api.on('GET', '/deals/:id/external-offers/available', {
    providerType: 'AUTOMAKER_PROGRAM',
    programId: 'P-2025',
    offers: [
      { type: 'LOYALTY', description: 'Owner loyalty cash', amount: 1000, endsOn: '2027-09-30' },
      { type: 'MILITARY', description: 'Military appreciation', amount: 750, endsOn: '2027-01-04' },
    ],
  });
}

beforeEach(() => serve());
afterEach(cleanup);

describe('DealPage tabs', () => {
  it('shows the tabs that exist with the deal type selected and moves with the arrow keys', async () => {
    renderDeal();
    const finance = await screen.findByRole('tab', { name: 'Finance' });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Finance', 'Lease', 'Cash']);
    await screen.findByText('$509/mo');
    expect(finance.getAttribute('aria-selected')).toBe('true');
    expect(finance.tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(finance.id);
    expect(screen.getByText('$509/mo').getAttribute('aria-live')).toBe('polite');

    fireEvent.keyDown(finance, { key: 'ArrowRight' });
    const lease = screen.getByRole('tab', { name: 'Lease' });
    expect(lease.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(lease);
    expect(screen.getByText('$334/mo')).toBeTruthy();

    fireEvent.keyDown(lease, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Cash' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('$28,000');
    expect(screen.getByText(/not available for a cash deal/)).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Cash' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Finance' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows only Cash, with the automatic cash deal, when there are no quotes', async () => {
    serve([], []);
    renderDeal();
    await screen.findByText(/so this is a cash deal/);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Cash']);
    await screen.findByText('$28,000');
    // Loaded once: POSTed with the jacket's (empty) list once it is known, else read (never an unknown list).
    expect(api.sent('POST', CASH).length + api.sent('GET', CASH).length).toBe(1);
    for (const body of bodies('POST', CASH)) expect(body).toEqual({ protectionProducts: [] });
  });

  it('says the dealer locked the price, and until which day', async () => {
    api.on('GET', '/deals/:id', { ...financeDeal, priceLock: { dealer: 'Riverside Auto Group', until: '2026-12-07' } });
    renderDeal();
    await screen.findByText('Price locked by Riverside Auto Group until 12/07/2026');
  });

  it('says plainly that a sold vehicle’s deal goes no further, with no way to buy it (in Spanish too)', async () => {
    api.on('GET', '/deals/:id', { ...financeDeal, vehicleSold: true });
    renderDeal();
    const notice = await screen.findByText(/^This vehicle has been sold\./);
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop vehicles' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: /Save|Estimate|Continue/ })).toBeNull();
    cleanup();
    await setLocale('es');
    try {
      renderDeal();
      await screen.findByText(/^Este vehículo ya se vendió\. .* para usted\.$/);
    } finally {
      await setLocale('en');
    }
  });

  it('shows the error of a failed quote load with a retry', async () => {
    api.once('POST', '/deals/:id/finance/quotes', () => networkError);
    renderDeal();
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('$509/mo');
  });
});

describe('DealPage bad server data', () => {
  it('shows the error state with a retry, not a crash, for a deal whose amounts are out of bounds', async () => {
    // Out of every amount's bounds: the schema refuses the answer.
    api.once('GET', '/deals/:id', { ...financeDeal, pricing: { ...financeDeal.pricing, outTheDoor: 1e12 } });
    renderDeal();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Sorry, there was an unexpected error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('$509/mo');
  });
});

describe('DealPage a deal not to be seen here', () => {
  it('offers a signed-out visitor the sign-in that comes back to the deal, never a retry', async () => {
    api.once('GET', '/deals/:id', () => reply(404, { message: 'Deal not found' }));
    renderDeal({ loggedIn: false });
    const status = await screen.findByText('We can’t show this deal here. If it is yours, sign in to see it.');
    expect(status).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/login?redirectPath=%2Fdeals%2Fd-1',
    );
    expect(screen.getByRole('link', { name: 'Shop vehicles' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('sends a signed-in shopper to their garage', async () => {
    api.once('GET', '/deals/:id', () => reply(404, { message: 'Deal not found' }));
    renderDeal();
    await screen.findByText('We can’t find this deal in your account.');
    expect(screen.getByRole('link', { name: 'Go to My Garage' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('DealPage payment details', () => {
  it('opens the finance breakdown in cents and closes it', async () => {
    renderDeal();
    fireEvent.click(await screen.findByRole('button', { name: 'See payment details' }));
    const dialog = screen.getByRole('dialog', { name: 'Payment details' });
    // The breakdown is its own chunk: the dialog says it is loading until it is there.
    await waitFor(() => expect(dialog.textContent).toContain('Amount financed$28,000.00'));
    const text = dialog.textContent ?? '';
    expect(text).toContain('Rate (APR)3.50%');
    expect(text).toContain('Monthly payment$509.37Final payment (month 60)$509.27');
    expect(text).toContain('Finance charge$2,562.10Total of payments$30,562.10');
    expect(text).toContain('Registration fee$222.19');
    expect(text).toContain('Sales tax (6.25%)$1,692.81');
    expect(text).toContain('Trade equity-$3,000.00');
    // The page shows $509/mo: the dialog says why its own figures have cents.
    expect(text).toContain(
      'These details are to the cent so you can add them up; the payments on the page are rounded to whole dollars.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows, next to each monthly figure in whole dollars (seed 001 §9), the APR, term and total of payments; for a lease, due at signing', async () => {
    renderDeal();
    await screen.findByText('$509/mo');
    const total = formatMoney(financeQuote().totalOfPayments);
    expect(screen.getByText('60 months at 3.50% APR with Toyota Financial Services')).toBeTruthy();
    expect(screen.getByText(`Total of payments: ${total}`)).toBeTruthy();
    // The offers come with a chunk loaded alongside the deal.
    expect(
      await screen.findByRole('radio', {
        name: (name) =>
          name.startsWith(`Toyota Financial Services: $509/mo for 60 months at 3.50% APR, total of payments ${total}`),
      }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Lease' }));
    await screen.findByText('$334/mo');
    const lease = leaseQuote();
    const due = formatMoney(lease.dueAtSigning);
    const leaseTotal = formatMoney(lease.totalOfPayments);
    expect(screen.getByText('Lease: 36 months, 12,000 miles a year, with Toyota Financial Services')).toBeTruthy();
    expect(screen.getByText(`${due} due at signing`)).toBeTruthy();
    expect(screen.getByText(`Total of payments: ${leaseTotal}`)).toBeTruthy();
    expect(
      screen.getByRole('radio', {
        name: (name) =>
          name.startsWith(
            `Toyota Financial Services: lease at $334/mo for 36 months, 12,000 miles a year, ${due} due at signing, total of payments ${leaseTotal}`,
          ),
      }),
    ).toBeTruthy();
  });

  it('shows the lease money factor with its APR, the residual and due at signing', async () => {
    renderDeal();
    // The deal's own tab settles first; then the lease quotes, then their breakdown (its own chunk).
    await screen.findByText('$509/mo');
    fireEvent.click(screen.getByRole('tab', { name: 'Lease' }));
    await screen.findByText('$334/mo');
    fireEvent.click(screen.getByRole('button', { name: 'See payment details' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog').textContent).toContain('Rate (money factor)0.00125 (3.00% APR)'),
    );
    const text = screen.getByRole('dialog').textContent ?? '';
    expect(text).toContain('Residual value (58%)$17,400.00');
    expect(text).toContain('Adjusted capitalized cost$26,735.00');
    expect(text).toContain('Monthly payment$334.14Final payment (month 36)$333.97');
    expect(text).toContain('Due at signing$618.83');
  });
});

describe('DealPage: the credit range a payment assumes', () => {
  it('says beside the payment which range it is priced for and where that range comes from', async () => {
    renderDeal();
    await screen.findByText('$509/mo');
    expect(screen.getByText(/Priced for Good credit \(660–699\)\. From your account\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change your credit range' })).toBeTruthy();
    // A range already known: the credit section waits beside the deal, after the payment.
    const section = await creditSection();
    expect(
      screen.getByText('$509/mo').compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('a first payment at the default score says it starts at the lowest range and asks for the shopper’s own', async () => {
    api.on('GET', '/deals/:id', {
      ...financeDeal,
      offerDetails: { ...financeDeal.offerDetails, creditTier: 'worst', creditScore: 300, creditSource: 'DEFAULT' },
    });
    renderDeal();
    await screen.findByText('$509/mo');
    // Asked first: the credit question comes before the payment it changes.
    const question = await creditSection();
    expect(
      question.compareDocumentPosition(screen.getByText('$509/mo')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      screen.getByText(
        /Priced for Rebuilding credit \(0–599\)\. We start at the lowest range until you tell us yours\./,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pick your credit range' }));
    // Focus moves to the credit section, wherever it is on the page.
    const section = document.getElementById('deal-credit');
    expect(section).not.toBeNull();
    expect(section?.contains(document.activeElement)).toBe(true);
  });

  it('a campaign without credit features states the range and offers no range to pick', async () => {
    api.on('GET', '/deals/:id', {
      ...financeDeal,
      offerDetails: { ...financeDeal.offerDetails, creditTier: 'worst', creditScore: 300, creditSource: 'DEFAULT' },
    });
    renderDeal({ noCredit: true });
    await screen.findByText('$509/mo');
    expect(screen.getByText('Priced for Rebuilding credit (0–599).')).toBeTruthy();
    expect(screen.queryByText(/until you tell us yours/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pick your credit range' })).toBeNull();
  });
});

describe('DealPage controls', () => {
  it('keeps a mileage under 1,000 as typed and shows the message next to the field', async () => {
    renderDeal();
    fireEvent.click(await screen.findByRole('tab', { name: 'Lease' }));
    // The lease levers show once its quotes are in.
    const miles = (await screen.findByLabelText('Miles per year')) as HTMLInputElement;
    expect(miles.value).toBe('12000');
    fireEvent.input(miles, { target: { value: '900' } });
    fireEvent.submit(miles.closest('form')!);
    expect(await screen.findByText('Must be at least 1,000 miles')).toBeTruthy();
    expect(miles.value).toBe('900');
    expect(miles.getAttribute('aria-invalid')).toBe('true');
    // Only the load's request: nothing asked for 900 miles.
    expect(bodies('POST', LEASE)).toEqual([{ downPayment: 0, mileage: 12000 }]);
  });

  it('opens the down-payment-change modal when the lender raised the down payment', async () => {
    renderDeal();
    const down = (await screen.findByLabelText('Down payment')) as HTMLInputElement;
    api.on('POST', '/deals/:id/finance/quotes', {
      quotes: [financeQuote({ downPayment: 2000, minimumDownPayment: 2000 })],
    });
    fireEvent.input(down, { target: { value: '500.4' } });
    fireEvent.submit(down.closest('form')!);
    const dialog = await screen.findByRole('dialog', { name: 'Your down payment changed' });
    expect(dialog.textContent).toContain('at least $2,000 down');
    expect(dialog.textContent).toContain('instead of $500');
    // The down payment as asked, rounded (the jacket's ids go with it once the jacket is in: not awaited here).
    expect(api.lastBody('POST', FINANCE)).toMatchObject({ downPayment: 500 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(down.value).toBe('2000');
    expect(screen.getByText(/Minimum down payment: \$2,000/)).toBeTruthy();
  });
});

describe('DealPage protection products', () => {
  it('adding a plan shows the re-priced payment on every tab and names it in the breakdown', async () => {
    api.on('GET', '/protection-products/dealer/:dealerId', { dealerId: 'd100', products: [BASIC] });
    // The deal re-priced with the plan's $1,680 in it: $539.93 a month financed, $385.97 leased, $29,680 cash.
    api.on('PUT', '/protection-products/update', {
      customerAndDealData: {
        dealId: 'd-1',
        jacket: { dealId: 'd-1', insuranceWarranties: [BASIC] },
        protectionProductsSelected: true,
        protectionTotal: 1680,
        cash: cashDealFixture({}, 1680),
        finance: { quotes: [financeQuote({ protectionProducts: 1680 })] },
        lease: { quotes: [leaseQuote({ protectionProducts: 1680 })] },
      },
    });
    renderDeal();
    await screen.findByText('$509/mo');
    const section = await screen.findByRole('region', { name: 'Protection products' });
    const add = within(section).getByRole('button', { name: 'Add Basic Coverage' });
    await waitFor(() => expect(add.getAttribute('aria-disabled')).toBe('false'));
    // Asked once, for the deal's own type: never first for the Cash tab and then again.
    expect(api.sent('GET', '/protection-products/dealer/:dealerId').map((r) => r.query['dealType'])).toEqual([
      'FINANCE',
    ]);
    fireEvent.click(add);
    await screen.findByText('$540/mo');
    expect(bodies('PUT', '/protection-products/update')).toEqual([
      { dealId: 'd-1', insuranceWarranties: [{ id: 'vsc-basic' }] },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'See payment details' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog').textContent).toContain('Protection products (Basic Coverage)$1,680.00'),
    );
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Lease' }));
    expect(screen.getByText('$386/mo')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Cash' }));
    expect(screen.getByText('$29,680')).toBeTruthy();
    expect(screen.getByText('Included: Protection products (Basic Coverage)')).toBeTruthy();
    // A down payment now keeps the plan priced in.
    fireEvent.click(screen.getByRole('tab', { name: 'Finance' }));
    api.on('POST', '/deals/:id/finance/quotes', {
      quotes: [financeQuote({ downPayment: 1000, protectionProducts: 1680 })],
    });
    const down = screen.getByLabelText('Down payment') as HTMLInputElement;
    fireEvent.input(down, { target: { value: '1000' } });
    fireEvent.submit(down.closest('form')!);
    await waitFor(() =>
      expect(api.lastBody('POST', FINANCE)).toEqual({ downPayment: 1000, protectionProducts: ['vsc-basic'] }),
    );
  });

  it('the cash tab names only what a cash price includes: a plan, not GAP on the same jacket', async () => {
    const products = [BASIC, GAP];
    api.on('GET', '/protection-products/dealer/:dealerId', { dealerId: 'd100', products });
    api.on('GET', '/protection-products/deals/:id', { dealId: 'd-1', insuranceWarranties: products });
    // GAP is for financed deals only: the cash price has the plan's $1,680 in it, not GAP's $795.
    api.on('GET', '/deals/:id/cash', cashDealFixture({}, 1680));
    api.on('POST', '/deals/:id/cash', cashDealFixture({}, 1680));
    renderDeal();
    await screen.findByText('$509/mo');
    await screen.findByRole('region', { name: 'Protection products' });
    fireEvent.click(screen.getByRole('tab', { name: 'Cash' }));
    expect(await screen.findByText('Included: Protection products (Basic Coverage)')).toBeTruthy();
  });

  it('a deal of a dealer without products shows no protection section', async () => {
    renderDeal();
    await screen.findByText('$509/mo');
    await waitFor(() => expect(api.sent('GET', '/protection-products/dealer/:dealerId')).not.toEqual([]));
    await waitFor(() => expect(screen.queryByText('Loading protection products…')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Protection products' })).toBeNull();
  });
});

describe('DealPage saving', () => {
  it('asks a logged-out visitor to sign in instead of showing the name field', async () => {
    renderDeal({ loggedIn: false });
    expect(await screen.findByRole('link', { name: 'Sign in to save this deal' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText('Deal name')).toBeNull();
  });

  it("'Sign in to save this deal' keeps the deal as it is on screen, then signs in and comes back to it", async () => {
    api.on('POST', '/deals/:id/save-at-sign-in', { saveAtSignIn: true });
    const { navigate } = renderDeal({ loggedIn: false });
    await screen.findByText('$509/mo');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in to save this deal' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/account/login?redirectPath=%2Fdeals%2Fd-1', { skipGuard: true }),
    );
    expect(bodies('POST', '/deals/d-1/save-at-sign-in')).toEqual([
      {
        updateQuote: { dealType: 'FINANCE', quoteId: 'f-cap-60' },
        dealName: '2024 Toyota Camry SE',
        dealPreferences: expect.objectContaining({
          dealType: 'FINANCE',
          financePreferences: expect.objectContaining({ term: 60, downPayment: 0 }),
        }),
      },
    ]);
  });

  it('stays on the deal with a message when the deal could not be kept for signing in', async () => {
    api.on('POST', '/deals/:id/save-at-sign-in', () => reply(400, { message: 'Quote not found for this deal' }));
    const { navigate } = renderDeal({ loggedIn: false });
    await screen.findByText('$509/mo');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in to save this deal' }, { timeout: 5000 }));
    const message = await screen.findByText('We could not keep this deal for you to save. Please try again.');
    const alert = message.closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain('Quote not found for this deal');
    expect(api.sent('POST', '/deals/d-1/save-at-sign-in')).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('warns before the page unloads while unsaved, not once signed out: the sign-out reloads the page (seed 001 §2)', async () => {
    const { session } = renderDeal();
    await waitFor(() => expect(hasLeaveGuard()).toBe(true));
    const unloadWarns = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unloadWarns()).toBe(true);
    // The sign-out's reload starts before the page re-renders without the reminder.
    session.visitor.value = { ...session.visitor.value, isLoggedIn: false };
    expect(unloadWarns()).toBe(false);
  });

  it('registers the save reminder while unsaved and releases it once saved', async () => {
    api.on('POST', '/deals/:id/update', { ...financeDeal, saved: true, dealName: 'My Camry' });
    renderDeal();
    const name = (await screen.findByLabelText('Deal name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('2024 Toyota Camry SE'));
    await waitFor(() => expect(hasLeaveGuard()).toBe(true));

    const leaving = mayLeave('/garage');
    const prompt = await screen.findByRole('dialog', { name: 'Save your deal before you go?' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Stay' }));
    await expect(leaving).resolves.toBe(false);

    fireEvent.input(name, { target: { value: 'My Camry' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save deal' }));
    await screen.findByText('Saved to your garage.');
    expect(bodies('POST', '/deals/d-1/update')).toEqual([
      expect.objectContaining({ dealName: 'My Camry', sendLead: true }),
    ]);
    await waitFor(() => expect(hasLeaveGuard()).toBe(false));
  });

  it('asks nothing before leaving the no-profile deal route, which has the save-work modal instead', async () => {
    renderDeal({ loggedIn: false, route: 'noProfileDeal' });
    await screen.findByText('$509/mo');
    fireEvent.click(screen.getByRole('tab', { name: 'Lease' }));
    await screen.findByText('$334/mo');
    expect(hasLeaveGuard()).toBe(false);
    await expect(mayLeave('/listings')).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('DealPage external offers', () => {
  it('is shown only when the campaign has a program', async () => {
    renderDeal({ programId: null });
    await screen.findByRole('tab', { name: 'Finance' });
    expect(screen.queryByRole('heading', { name: 'Program offers' })).toBeNull();
    cleanup();
    renderDeal({ programId: 'P-2025' });
    expect(await screen.findByRole('heading', { name: 'Program offers' })).toBeTruthy();
  });

  it("lists the program's offers with their amounts, and compares a chosen one with the saved deal", async () => {
    renderDeal({ programId: 'P-2025' });
    const military = await screen.findByRole('checkbox', { name: /Military/ });
    const group = screen.getByRole('group', { name: 'Offers for this vehicle' });
    expect(within(group).getByText('$750')).toBeTruthy();
    expect(within(group).getByText('Ends 01/04/2027')).toBeTruthy();
    // No field lets the shopper type an amount: the program sets them.
    expect(screen.queryByLabelText('Amount')).toBeNull();
    fireEvent.click(military);
    expect((military as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Added: Military')).toBeTruthy();
    expect(screen.getByText('Your price would be $750 lower.')).toBeTruthy();
    api.on('POST', '/deals/:id/external-offers', financeDeal);
    fireEvent.click(screen.getByRole('button', { name: 'Save offers' }));
    await waitFor(() =>
      expect(bodies('POST', '/deals/d-1/external-offers')).toEqual([
        { providerType: 'AUTOMAKER_PROGRAM', lineItems: [{ type: 'MILITARY' }] },
      ]),
    );
  });

  it('says when the program has no offers for the vehicle, and lets a failed load be tried again', async () => {
    api.once('GET', '/deals/:id/external-offers/available', () => reply(500, { message: 'Boom' }));
    renderDeal({ programId: 'P-2025' });
    expect(await screen.findByText('We could not load the program’s offers.')).toBeTruthy();
    api.once('GET', '/deals/:id/external-offers/available', {
      providerType: 'AUTOMAKER_PROGRAM',
      programId: 'P-2025',
      offers: [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Load the offers again' }));
    expect(await screen.findByText('The program has no offers for this vehicle right now.')).toBeTruthy();
  });
});

describe('DealPage trade-in', () => {
  it("shows the trade in the deal's quotes, with a way to update it that comes back to this deal", async () => {
    renderDeal();
    const region = await screen.findByRole('region', { name: 'Your trade-in' }, { timeout: 5000 });
    expect(within(region).getByText('2015 Honda Civic')).toBeTruthy();
    expect(within(region).getByText('Net cash offer of $3,000, counted in every payment here.')).toBeTruthy();
    await waitFor(() =>
      expect(within(region).getByRole('link', { name: 'Update your trade-in' }).getAttribute('href')).toBe(
        '/trade?redirectPath=%2Fdeals%2Fd-1&vehicleId=v1001',
      ),
    );
  });

  it('names negative equity as such, and offers to value a trade when there is none', async () => {
    api.on('GET', '/deals/:id', {
      ...financeDeal,
      trade: { netCashOffer: -2300, vehicleName: '2019 Honda Accord' },
    });
    renderDeal();
    const region = await screen.findByRole('region', { name: 'Your trade-in' }, { timeout: 5000 });
    expect(within(region).getByText('Negative equity of $2,300, added to the amount financed or leased.')).toBeTruthy();
    cleanup();
    api.on('GET', '/deals/:id', { ...financeDeal, trade: null });
    renderDeal();
    const none = await screen.findByRole('region', { name: 'Your trade-in' }, { timeout: 5000 });
    expect(within(none).getByRole('link', { name: 'Value your trade' }).getAttribute('href')).toMatch(
      /^\/trade\?redirectPath=%2Fdeals%2Fd-1/,
    );
  });

  it('offers a visitor to value a trade too (the flow asks them to sign in), coming back to this deal', async () => {
    api.on('GET', '/deals/:id', { ...financeDeal, trade: null });
    renderDeal({ loggedIn: false, route: 'noProfileDeal' });
    const region = await screen.findByRole('region', { name: 'Your trade-in' }, { timeout: 5000 });
    expect(within(region).getByRole('link', { name: 'Value your trade' }).getAttribute('href')).toMatch(
      /^\/trade\?redirectPath=%2Fno-profile%2Fdeals%2Fd-1/,
    );
  });
});

describe('DealPage lenders’ offers', () => {
  // Two lenders at four terms, the deal's quote (the captive's at 60 months) listed first.
  const eight = [60, 36, 48, 72].flatMap((term) => [
    financeQuote({ id: `f-cap-${String(term)}`, term }),
    financeQuote({ id: `f-bank-${String(term)}`, term, financier: BANK, apr: 4.9 }),
  ]);

  it('shows the offers at the chosen term, lowest payment first, and the rest behind a button', async () => {
    serve(eight);
    renderDeal();
    const list = await screen.findByRole('group', { name: 'Choose a lender and term' });
    const terms = () =>
      within(list)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value'));
    // Once the deal's quote is chosen.
    await waitFor(() => expect(terms()).toEqual(['f-cap-60', 'f-bank-60']));
    const more = screen.getByRole('button', { name: 'Show all 8 offers' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    // By term, then lowest payment: the captive's 3.50% before the bank's 4.90%.
    expect(terms()).toEqual([36, 48, 60, 72].flatMap((term) => [`f-cap-${String(term)}`, `f-bank-${String(term)}`]));
    expect(more.textContent).toBe('Show fewer offers');
    expect(more.getAttribute('aria-expanded')).toBe('true');

    // An offer chosen from the rest stays shown, with the best at its term, once the list is short again.
    fireEvent.click(within(list).getByRole('radio', { name: /^First Bank: .* for 72 months/ }));
    fireEvent.click(more);
    expect(terms()).toEqual(['f-cap-72', 'f-bank-72']);
    expect((within(list).getByRole('radio', { checked: true }) as HTMLInputElement).value).toBe('f-bank-72');
  });

  it('shows every offer, and no button, when there are four or fewer', async () => {
    renderDeal();
    const list = await screen.findByRole('group', { name: 'Choose a lender and term' });
    expect(within(list).getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
  });
});

describe('DealPage payment bar', () => {
  let seen: ((entries: Partial<IntersectionObserverEntry>[]) => void)[] = [];
  beforeEach(() => {
    seen = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          seen.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  const scrolled = (isIntersecting: boolean, top: number) =>
    act(() => seen.at(-1)?.([{ isIntersecting, boundingClientRect: { top } as DOMRectReadOnly }]));

  it('repeats the payment with its term and APR once its figure has scrolled away above, not before', async () => {
    const { container } = renderDeal();
    await screen.findByText('$509/mo');
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    // Not reached yet (below the fold): no bar.
    scrolled(false, 5000);
    expect(container.querySelector('.deal-bar')).toBeNull();
    scrolled(false, -400);
    const bar = container.querySelector('.deal-bar');
    expect(bar?.textContent).toBe('$509/mo 60 months at 3.50% APR');
    // It repeats the payment's own region, which says it (and announces changes) to assistive technology.
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
    scrolled(true, 100);
    expect(container.querySelector('.deal-bar')).toBeNull();
  });
});
