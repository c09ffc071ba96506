import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { locale } from '../../lib/i18n/index.ts';
import type { Campaign } from '../../contract/page-context.ts';
import { routeTable, type RouteName } from '../../contract/route-table.ts';
import { testContext } from '../../testing/context.ts';
import { networkError, reply, useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { createTradeModel, type TradeModel } from './model.ts';
import { answers, decoded, noOffer, offer, savedTrade, VIN } from './test-fixtures.ts';
import TradePages from './trade-pages.tsx';

const api = useFakeApi();
const tooMany = (seconds: number) => reply(429, { message: 'Too many', retryAfterSeconds: seconds });
const NOT_FOUND = reply(404, { message: 'Not found' });
/** A 200 the contract's schemas refuse: the app reads it as an unexpected response. */
const BAD_DATA = { status: 'MAYBE' };
/** A POST /trade/appraisals that is answered when the test says (`answer(offer())`). */
function deferredAppraisal(path = '/trade/appraisals') {
  const held: { answer: (value: unknown) => void } = { answer: () => {} };
  api.once('POST', path, () => new Promise((resolve) => (held.answer = resolve)));
  return held;
}

const TRADE_ROUTES = (Object.keys(routeTable) as RouteName[]).filter((name) =>
  routeTable[name].path.startsWith('/trade'),
);

let model: TradeModel;

beforeEach(() => {
  sessionStorage.clear();
  api.on('GET', '/trade', null);
  api.on('GET', '/trade/vin/:vin', decoded());
  api.on('GET', '/states', [
    { abbreviation: 'OR', name: 'Oregon' },
    { abbreviation: 'WA', name: 'Washington' },
  ]);
  model = createTradeModel({ userId: 'u1' });
});

afterEach(() => {
  model.dispose();
  cleanup();
  locale.value = 'en';
});

/** The flow's routes as the app has them, on an in-memory router, for a signed-in shopper unless told. */
function render(path: string, options: { loggedIn?: boolean; campaign?: Partial<Campaign> } = {}) {
  const loggedIn = options.loggedIn ?? true;
  const context = testContext({
    visitor: loggedIn ? { isLoggedIn: true, userId: 'u1', firstName: 'Ana' } : {},
    campaign: options.campaign ?? {},
  });
  return renderInApp(
    <main>
      <Switch>
        {TRADE_ROUTES.map((name) => (
          <Route key={name} path={routeTable[name].path}>
            {() => <TradePages route={name} model={model} />}
          </Route>
        ))}
      </Switch>
    </main>,
    { context, path },
  );
}

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const heading = (name: RegExp | string) => screen.findByRole('heading', { level: 1, name });
/** A page's own heading, under the flow's 'Value your trade' (the same h1 on every page). */
const pageHeading = async (name: RegExp | string) => {
  const own = await screen.findByRole('heading', { level: 2, name });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Value your trade');
  return own;
};
const click = (name: RegExp | string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: RegExp | string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const choose = (group: string, option: RegExp | string) =>
  fireEvent.click(within(screen.getByRole('group', { name: group })).getByLabelText(option));

/** The draft through the three steps, as the pages would leave it. */
async function answered(owes: 'yes' | 'no' = 'no') {
  model.entry.setValues({ vin: VIN });
  await model.lookUp();
  model.info.setValues({ mileage: '142000', zipCode: '97202' });
  await model.completeStep('info');
  model.features.setValue('SUNROOF', true);
  await model.completeStep('features');
  model.history.setValues({ owners: '2', accidents: 'NONE', condition: 'GOOD', titleStatus: 'CLEAN', owesMoney: owes });
  await model.completeStep('history');
}

describe('/trade for a visitor', () => {
  it('asks to sign in or create an account, and comes back to /trade after', async () => {
    render('/trade', { loggedIn: false });
    await heading('Value your trade');
    const prompt = await screen.findByRole('region', { name: 'Sign in to value your trade' });
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/account/login?redirectPath=%2Ftrade',
    );
    expect(within(prompt).getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/account/register?redirectPath=%2Ftrade',
    );
    expect(api.sent('GET', '/trade')).toEqual([]);
    await expectNoAxeViolations();
  });

  it('opens the ghost modal to create an account where the campaign has quick registration', async () => {
    render('/trade', {
      loggedIn: false,
      campaign: { productId: 102, featureFlags: ['GHOST_ACCOUNT_REGISTER_FEATURE'] },
    });
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeTruthy();
  });

  it('is sent to /trade from any other page of the flow', async () => {
    const { navigate } = render('/trade/history', { loggedIn: false });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade', { replace: true }));
    await heading('Value your trade');
  });
});

describe('/trade: the look-up', () => {
  it('checks the VIN as it is typed, with the contract’s messages', async () => {
    render('/trade');
    await screen.findByRole('heading', { level: 2, name: 'Step 1 of 4 Find your vehicle' });
    const vin = screen.getByLabelText('VIN');
    expect(screen.getByText('0 of 17 characters')).toBeTruthy();
    type('VIN', '1hgc');
    expect((vin as HTMLInputElement).value).toBe('1HGC');
    expect(screen.getByText('4 of 17 characters')).toBeTruthy();
    expect(vin.getAttribute('aria-invalid')).toBe('false');
    type('VIN', '1HGCO');
    expect(screen.getByText('A VIN never uses the letters I, O or Q')).toBeTruthy();
    expect(vin.getAttribute('aria-invalid')).toBe('true');
    type('VIN', '1HGC!');
    expect(screen.getByText('A VIN has only letters and digits')).toBeTruthy();
    type('VIN', '1HGCM82643A004352');
    expect(screen.getByText('This VIN is not valid: please check each character')).toBeTruthy();
    type('VIN', VIN);
    expect(screen.getByText('This VIN looks right.')).toBeTruthy();
    // Too short shows when the field is left.
    type('VIN', '1HGCM8263');
    // Preact listens to focusout for onBlur: a real focus change, not a synthetic event.
    vin.focus();
    vin.blur();
    expect(await screen.findByText('A VIN has 17 characters')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('decodes the VIN and goes to the vehicle’s info', async () => {
    const { navigate } = render('/trade');
    await screen.findByLabelText('VIN');
    type('VIN', VIN);
    click('Find my vehicle');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade/info'));
    expect(api.sent('GET', '/trade/vin/:vin').map((r) => r.path)).toEqual([`/trade/vin/${VIN}`]);
    await pageHeading('Step 2 of 4 Your vehicle');
  });

  it('shows a VIN the decoder does not know on the field, keeps it, and focuses it', async () => {
    api.on('GET', '/trade/vin/:vin', NOT_FOUND);
    const { navigate } = render('/trade');
    await screen.findByLabelText('VIN');
    type('VIN', VIN);
    click('Find my vehicle');
    expect(await screen.findByText('We could not read this VIN. Check it, or enter your plate instead.')).toBeTruthy();
    const vin = screen.getByLabelText('VIN') as HTMLInputElement;
    expect(vin.value).toBe(VIN);
    await waitFor(() => expect(document.activeElement).toBe(vin));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says how long to wait after too many look-ups', async () => {
    api.on('GET', '/trade/vin/:vin', tooMany(300));
    render('/trade');
    await screen.findByLabelText('VIN');
    type('VIN', VIN);
    click('Find my vehicle');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Please try again in 5 minutes.');
  });

  it('looks up a plate in its state instead', async () => {
    api.on('GET', '/trade/plate', decoded());
    const { navigate } = render('/trade');
    await screen.findByLabelText('VIN');
    choose('How would you like to find it?', 'By its license plate');
    expect(screen.queryByLabelText('VIN')).toBeNull();
    await screen.findByRole('option', { name: 'Oregon' });
    click('Find my vehicle');
    expect(await screen.findByText('License plate is required')).toBeTruthy();
    expect(screen.getByText('State is required')).toBeTruthy();
    type('License plate', 'abc 123');
    fireEvent.input(screen.getByLabelText('State'), { target: { value: 'OR' } });
    click('Find my vehicle');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade/info'));
    expect(api.sent('GET', '/trade/plate').map((r) => r.query)).toEqual([{ plate: 'ABC123', state: 'OR' }]);
  });

  it('shows an unknown plate on the plate field', async () => {
    api.on('GET', '/trade/plate', NOT_FOUND);
    render('/trade');
    await screen.findByLabelText('VIN');
    choose('How would you like to find it?', 'By its license plate');
    await screen.findByRole('option', { name: 'Oregon' });
    type('License plate', 'ZZZ999');
    fireEvent.input(screen.getByLabelText('State'), { target: { value: 'WA' } });
    click('Find my vehicle');
    expect(await screen.findByText('We could not find that plate. Check it, or enter the VIN instead.')).toBeTruthy();
    expect((screen.getByLabelText('License plate') as HTMLInputElement).value).toBe('ZZZ999');
  });
});

describe('/trade with a current trade', () => {
  it('shows it first (offer, payoff, net, expiry); Value another vehicle brings the form, focused', async () => {
    api.on(
      'GET',
      '/trade',
      savedTrade({ lender: 'First Bank', payoff: 1000, netCashOffer: 3300, answers: answers({ owesMoney: true }) }),
    );
    render('/trade');
    const current = await screen.findByRole('region', { name: 'Your current trade-in' });
    const text = current.textContent ?? '';
    for (const part of ['2003 Honda Accord EX', '$4,300', 'First Bank', '$1,000', 'Net cash offer: $3,300']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Offer valid until 12/01/2026');
    await expectNoAxeViolations();
    click('Value another vehicle');
    const step = await screen.findByRole('heading', { level: 2, name: 'Step 1 of 4 Find your vehicle' });
    await waitFor(() => expect(document.activeElement).toBe(step));
  });

  it('says whether photos were provided and what the dealer made of them, with the way to the photos', async () => {
    api.on('GET', '/trade', savedTrade({ offer: 3900, photosProvided: 0 }));
    render('/trade');
    let current = await screen.findByRole('region', { name: 'Your current trade-in' });
    expect(current.textContent).toContain('PhotosNone yet');
    expect(within(current).getByRole('link', { name: 'Add photos' }).getAttribute('href')).toBe('/trade/photos');
    cleanup();

    api.on(
      'GET',
      '/trade',
      savedTrade({ offer: 3900, photosProvided: 5, review: { state: 'countered', note: 'Rear bumper is cracked.' } }),
    );
    render('/trade');
    current = await screen.findByRole('region', { name: 'Your current trade-in' });
    expect(current.textContent).toContain('Photos5 of 7');
    expect(within(current).getByText(/changed the offer to the one shown here/)).toBeTruthy();
    expect(within(current).getByText('From the dealer: “Rear bumper is cracked.”')).toBeTruthy();
    expect(within(current).getByRole('link', { name: 'Change photos' })).toBeTruthy();
  });

  it('goes to quote expired when the current offer has expired', async () => {
    api.on('GET', '/trade', savedTrade({ expired: true }));
    const { navigate } = render('/trade');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade/quote-expired', { replace: true }));
    await pageHeading('Your offer has expired');
  });

  it('shows an error state with Try again when the trade cannot be read (bad server data included)', async () => {
    api.once('GET', '/trade', BAD_DATA);
    render('/trade');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry, there was an unexpected error, please try again shortly.',
    );
    click('Try again');
    expect(await screen.findByLabelText('VIN')).toBeTruthy();
  });
});

describe('steps 2 to 4', () => {
  it('sends a step reached without its predecessors to the first missing one', async () => {
    const first = render('/trade/history');
    await waitFor(() => expect(first.navigate).toHaveBeenCalledWith('/trade', { replace: true }));
    cleanup();
    model.entry.setValues({ vin: VIN });
    await model.lookUp();
    const second = render('/trade/appraisal');
    await waitFor(() => expect(second.navigate).toHaveBeenCalledWith('/trade/info', { replace: true }));
    expect(api.sent('POST', '/trade/appraisals')).toEqual([]);
  });

  it('info: the decoded vehicle, a model and a trim to choose, mileage and ZIP code checked', async () => {
    api.on(
      'GET',
      '/trade/vin/:vin',
      decoded({ model: null, models: ['Accord', 'Civic'], trims: ['LX', 'EX', 'EX-L'] }),
    );
    model.entry.setValues({ vin: VIN });
    await model.lookUp();
    const { navigate } = render('/trade/info');
    await pageHeading('Step 2 of 4 Your vehicle');
    expect(screen.getByText('2003 Honda')).toBeTruthy();
    expect(screen.getByText(VIN)).toBeTruthy();
    click('Continue');
    expect(await screen.findByText('Model is required')).toBeTruthy();
    for (const message of ['Trim is required', 'Mileage is required', 'Zip Code is required']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Model')));
    fireEvent.input(screen.getByLabelText('Model'), { target: { value: 'Accord' } });
    fireEvent.input(screen.getByLabelText('Trim'), { target: { value: 'EX-L' } });
    type('Mileage', '42,000');
    type('Zip Code', '97202');
    await expectNoAxeViolations();
    click('Continue');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade/features'));
    await pageHeading('Step 3 of 4 Its features');
  });

  it('features and history keep their answers going back and forth, then ask for the offer', async () => {
    model.entry.setValues({ vin: VIN });
    await model.lookUp();
    model.info.setValues({ mileage: '42000', zipCode: '97202' });
    await model.completeStep('info');
    const { navigate } = render('/trade/features');
    const features = await screen.findByRole('group', { name: 'Which of these does it have?' });
    expect(within(features).getAllByRole('checkbox')).toHaveLength(9);
    fireEvent.click(screen.getByLabelText('Heated seats'));
    await expectNoAxeViolations();
    click('Continue');
    await pageHeading('Step 4 of 4 Its history');
    click('See my offer');
    expect(await screen.findByText('Number of owners is required')).toBeTruthy();
    for (const group of ['Accidents', 'Condition', 'Title', 'Do you still owe money on it?']) {
      expect(within(screen.getByRole('group', { name: group })).getByText('Choose an answer')).toBeTruthy();
    }
    fireEvent.input(screen.getByLabelText('Number of owners'), { target: { value: '1' } });
    choose('Accidents', 'None');
    choose('Condition', /^Good/);
    choose('Title', 'Clean');
    choose('Do you still owe money on it?', /^No/);
    await expectNoAxeViolations();
    click('Back');
    await pageHeading('Step 3 of 4 Its features');
    expect((screen.getByLabelText('Heated seats') as HTMLInputElement).checked).toBe(true);
    click('Continue');
    await pageHeading('Step 4 of 4 Its history');
    expect((screen.getByLabelText('None') as HTMLInputElement).checked).toBe(true);
    api.on('POST', '/trade/appraisals', offer());
    click('See my offer');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade/appraisal'));
    await pageHeading('Your offer');
    await waitFor(() =>
      expect(api.sent('POST', '/trade/appraisals').map((r) => r.body)).toEqual([
        answers({ mileage: 42000, features: ['HEATED_SEATS'], owners: 1, owesMoney: false }),
      ]),
    );
  });

  it('moves focus to each new step’s heading', async () => {
    model.entry.setValues({ vin: VIN });
    await model.lookUp();
    render('/trade/info');
    await pageHeading('Step 2 of 4 Your vehicle');
    type('Mileage', '1000');
    type('Zip Code', '97202');
    screen.getByRole('button', { name: 'Continue' }).focus();
    click('Continue');
    const next = await pageHeading('Step 3 of 4 Its features');
    await waitFor(() => expect(document.activeElement).toBe(next));
  });
});

describe('/trade/appraisal', () => {
  it('shows the offer, how it was reached and its expiry; Save keeps it, with the shopper’s choice', async () => {
    await answered();
    api.on('POST', '/trade/appraisals', offer());
    api.on('POST', '/trade/no-profile/user/account', savedTrade({ indicator: 'SELL' }));
    render('/trade/appraisal');
    await pageHeading('Your offer');
    expect(await screen.findByText('$4,300', { selector: '.trade-offer__amount' })).toBeTruthy();
    expect(screen.getByText('Valid until 12/01/2026')).toBeTruthy();
    const how = screen.getByRole('region', { name: 'How we reached it' });
    const rows = [...how.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows).toEqual([
      'Base value$6,000',
      'Mileage−$1,500',
      'Condition−$400',
      'History$0',
      'Features+$200',
      'Offer$4,300',
    ]);
    choose('What would you like to do?', 'Sell it to the dealer');
    await expectNoAxeViolations();
    click('Save my offer');
    const done = await pageHeading('Your trade-in is saved');
    expect(api.sent('POST', '/trade/no-profile/user/account').map((r) => [r.query, r.body])).toEqual([
      [{ indicator: 'SELL' }, { appraisalId: 'ap1' }],
    ]);
    expect(api.sent('POST', '/trade/appraisals')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText('Your net cash offer now counts in every quote of your deals.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Garage' }).getAttribute('href')).toBe('/garage');
    await expectNoAxeViolations();
  });

  it('shows the calculating steps while the offer is worked out, only until it comes; the focus stays put', async () => {
    await answered();
    const appraisal = deferredAppraisal();
    render('/trade/appraisal');
    const own = await pageHeading('Your offer');
    const steps = await screen.findByRole('list', { name: 'Valuing your vehicle…' });
    expect(steps.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(within(steps).getByText('Checking your vehicle’s details')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(own));
    await expectNoAxeViolations();
    appraisal.answer(offer());
    expect(await screen.findByText('$4,300', { selector: '.trade-offer__amount' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Valuing your vehicle…' })).toBeNull();
    expect(document.activeElement).toBe(own);
  });

  it('shows an error state with Try again and the way back to the answers', async () => {
    await answered();
    api.on('POST', '/trade/appraisals', offer());
    api.once('POST', '/trade/appraisals', BAD_DATA);
    render('/trade/appraisal');
    expect((await screen.findByRole('alert')).textContent).toContain('unexpected error');
    expect(screen.getByRole('link', { name: 'Change my answers' }).getAttribute('href')).toBe('/trade/info');
    click('Try again');
    expect(await screen.findByText('$4,300', { selector: '.trade-offer__amount' })).toBeTruthy();
  });

  it('no offer: goes to /trade/no-offer, which says why', async () => {
    await answered();
    api.on('POST', '/trade/appraisals', noOffer('MAKE_NOT_BOUGHT'));
    const { navigate } = render('/trade/appraisal');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade/no-offer', { replace: true }));
    await pageHeading('We can’t make an offer on this vehicle');
    expect(screen.getByText('The dealer does not buy vehicles of this make.')).toBeTruthy();
    await expectNoAxeViolations();
    click('Value another vehicle');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade'));
    expect(model.decoded.value).toBeNull();
  });

  it('too many appraisals: goes to max attempts, with the wait in words', async () => {
    await answered();
    api.on('POST', '/trade/appraisals', tooMany(5 * 3600));
    const { navigate } = render('/trade/appraisal');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade/max-attempts-exceeded', { replace: true }));
    await pageHeading('Too many valuations for today');
    expect(screen.getByText('You can value up to 5 vehicles a day. Please try again in 5 hours.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('owing money: Save goes on to the payoff, whose net shows as typed; negative equity is said as such', async () => {
    await answered('yes');
    api.on('POST', '/trade/appraisals', offer({ offer: 4300 }));
    api.on('POST', '/trade/no-profile/user/account', savedTrade({ answers: answers({ owesMoney: true }) }));
    const { navigate } = render('/trade/appraisal');
    await screen.findByRole('button', { name: 'Save and add my payoff' });
    click('Save and add my payoff');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade/manual-payoff'));
    await pageHeading('Your payoff');
    type('Lender', 'First Bank');
    type('Payoff amount', '$6,600');
    expect(screen.getByText('Negative equity: −$2,300')).toBeTruthy();
    expect(
      screen.getByText(
        'You owe more than the offer. The difference is added to the loan or lease of your next vehicle.',
      ),
    ).toBeTruthy();
    type('Payoff amount', '1,300');
    expect(screen.getByText('$3,000')).toBeTruthy();
    type('Payoff amount', '6600');
    await expectNoAxeViolations();
    api.on(
      'PUT',
      '/trade/payoff',
      savedTrade({ lender: 'First Bank', payoff: 6600, netCashOffer: -2300, answers: answers({ owesMoney: true }) }),
    );
    click('Save my payoff');
    await pageHeading('Your trade-in is saved');
    expect(api.sent('PUT', '/trade/payoff').map((r) => r.body)).toEqual([{ lender: 'First Bank', payoff: 6600 }]);
    expect(screen.getByText('Negative equity: −$2,300')).toBeTruthy();
  });

  it('the payoff page waits for a saved offer', async () => {
    await answered('yes');
    api.on('POST', '/trade/appraisals', offer());
    const { navigate } = render('/trade/manual-payoff');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade/appraisal', { replace: true }));
  });
});

describe('/trade/quote-expired', () => {
  it('values the same answers again in one click', async () => {
    api.on('GET', '/trade', savedTrade({ expired: true, expiresAt: '2026-11-01T12:00:00.000Z' }));
    const { navigate } = render('/trade/quote-expired');
    await pageHeading('Your offer has expired');
    expect(
      await screen.findByText('Your offer of $4,300 for your 2003 Honda Accord EX expired on 11/01/2026.'),
    ).toBeTruthy();
    await expectNoAxeViolations();
    const reappraisal = deferredAppraisal('/trade/reappraise');
    click('Get a new offer');
    // The button says it is busy; the calculating steps, named by its words, show until the offer comes.
    expect(await screen.findByRole('list', { name: 'Getting your new offer…' })).toBeTruthy();
    reappraisal.answer(offer({ appraisalId: 'ap9', offer: 4100 }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade/appraisal'));
    expect(await screen.findByText('$4,100', { selector: '.trade-offer__amount' })).toBeTruthy();
    expect(api.sent('POST', '/trade/reappraise')).toHaveLength(1);
    expect(api.sent('POST', '/trade/appraisals')).toEqual([]);
  });

  it('says so when the offer is still valid', async () => {
    api.on('GET', '/trade', savedTrade());
    render('/trade/quote-expired');
    expect(await screen.findByText('Your offer is still valid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my trade-in' }).getAttribute('href')).toBe('/trade');
  });

  it('a 429 goes to max attempts', async () => {
    api.on('GET', '/trade', savedTrade({ expired: true }));
    api.on('POST', '/trade/reappraise', tooMany(90));
    const { navigate } = render('/trade/quote-expired');
    await screen.findByRole('button', { name: 'Get a new offer' });
    click('Get a new offer');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/trade/max-attempts-exceeded'));
    expect(await screen.findByText(/Please try again in 2 minutes\./)).toBeTruthy();
  });
});

describe('in Spanish', () => {
  it('has the flow’s words', async () => {
    act(() => {
      locale.value = 'es';
    });
    render('/trade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Valore su vehículo' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Buscar mi vehículo' })).toBeTruthy();
  });

  it('shows the calculating steps in Spanish while the offer is worked out', async () => {
    act(() => {
      locale.value = 'es';
    });
    await answered();
    api.on('POST', '/trade/appraisals', () => new Promise(() => {}));
    render('/trade/appraisal');
    const steps = await screen.findByRole('list', { name: 'Valorando su vehículo…' });
    expect(within(steps).getByText('Revisando los datos de su vehículo')).toBeTruthy();
  });
});

describe('a trade valued from a deal', () => {
  const FROM_DEAL = '?redirectPath=%2Fdeals%2Fd-9&vehicleId=v1001';

  it('asks a visitor to sign in, coming back to the flow and its way back to the deal', async () => {
    render(`/trade${FROM_DEAL}`, { loggedIn: false });
    await heading('Value your trade');
    const prompt = await screen.findByRole('region', { name: 'Sign in to value your trade' });
    expect(within(prompt).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/account/login?redirectPath=${encodeURIComponent(`/trade${FROM_DEAL}`)}`,
    );
  });

  it('keeps the way back on every step and ends on Back to your … deal', async () => {
    api.on('GET', '/vehicles/:id/banner', {
      imageUrl: null,
      stockImageUrl: '/images/stock/sedan.svg',
      bodyStyle: 'sedan',
      year: 2026,
      make: 'Toyota',
      model: 'Camry',
      trim: 'XLE',
      exteriorColor: 'White',
      interiorColor: 'Black',
    });
    const { navigate } = render(`/trade${FROM_DEAL}`);
    await heading('Value your trade');
    fireEvent.input(await screen.findByLabelText('VIN'), { target: { value: VIN } });
    click('Find my vehicle');
    await pageHeading('Step 2 of 4 Your vehicle');
    expect(navigate.mock.calls.map(([to]) => to)).toContain(`/trade/info${FROM_DEAL}`);

    await answered();
    api.on('POST', '/trade/appraisals', offer());
    api.on('POST', '/trade/no-profile/user/account', savedTrade());
    cleanup();
    render(`/trade/appraisal${FROM_DEAL}`);
    await pageHeading('Your offer');
    expect((await screen.findByRole('link', { name: 'Change my answers' })).getAttribute('href')).toBe(
      `/trade/history${FROM_DEAL}`,
    );
    click('Save my offer');
    await pageHeading('Your trade-in is saved');
    const back = await screen.findByRole('link', { name: 'Back to your 2026 Toyota Camry XLE deal' });
    expect(back.getAttribute('href')).toBe('/deals/d-9');
    expect(api.sent('GET', '/vehicles/v1001/banner').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Go to My Garage' })).toBeNull();
    await expectNoAxeViolations();
  });

  it('says Back to your deal while the vehicle is unknown, and ignores a way back that is not a deal', async () => {
    api.on('GET', '/vehicles/:id/banner', networkError);
    await answered();
    api.on('POST', '/trade/appraisals', offer());
    api.on('POST', '/trade/no-profile/user/account', savedTrade());
    render(`/trade/appraisal${FROM_DEAL}`);
    await screen.findByRole('button', { name: 'Save my offer' });
    click('Save my offer');
    expect((await screen.findByRole('link', { name: 'Back to your deal' })).getAttribute('href')).toBe('/deals/d-9');
    cleanup();
    render('/trade/appraisal?redirectPath=%2Fgarage');
    expect((await screen.findByRole('link', { name: 'Go to My Garage' })).getAttribute('href')).toBe('/garage');
  });
});
