import { signal } from '@preact/signals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locale, setLocale } from '../../lib/i18n/index.ts';
import { testContext } from '../../testing/context.ts';
import { createKnownDetails } from '../known-details/model.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { geocodeMatch, TEST_ACCOUNT } from '../../testing/fixtures.ts';
import { useTracked } from '../../testing/tracking.ts';
import {
  SUBMIT_IN_PROGRESS,
  TOO_MANY_SAVES,
  type FinanceApplication,
  type FinanceOptions,
  type LenderDecision,
} from '../../contract/finance.ts';
import {
  CURRENT_FINANCE_AUTHORIZATION_VERSION,
  financeAuthorizationText,
} from '../../contract/finance-authorization.ts';
import FinancePages from './finance-pages.tsx';
import { createFinanceModel, type FinanceModel } from './model.ts';
import { emptyApplication, EMPLOYMENT, IDENTITY, RESIDENCE } from './test-fixtures.ts';

const api = useFakeApi();
const tracked = useTracked();
const DEAL = 'd-1';
const APPLICATION = `/deals/${DEAL}/finance-application`;
const SUBMIT = `${APPLICATION}/submit`;
const OPTIONS_PATH = `/deals/${DEAL}/finance-options`;
const CHOSEN = `${OPTIONS_PATH}/chosen`;
/** The bodies of the application steps saved, oldest first. */
const saves = () => api.sent('PUT', APPLICATION).map((r) => r.body);
const identity = IDENTITY;
const residence = RESIDENCE;
const employment = EMPLOYMENT;
const EMPTY = emptyApplication(DEAL);
const SAVED_IDENTITY: FinanceApplication = {
  ...EMPTY,
  applicant: { ...identity, dateOfBirthOnFile: true, ssnLastFour: '6789' },
  updatedAt: '2026-12-01T15:00:00.000Z',
};
const COMPLETE: FinanceApplication = { ...SAVED_IDENTITY, residence, employment, hasCoApplicant: false };
const OPTIONS: FinanceOptions = {
  dealId: DEAL,
  vehicleName: '2026 Honda Accord Sport Hybrid',
  submittedAt: '2026-12-01T15:05:00.000Z',
  amountFinanced: 30_397,
  creditTier: 'fair',
  options: [
    {
      decision: 'APPROVED',
      lenderNumber: '203',
      lenderName: 'Lakeshore Bank',
      apr: 11.24,
      term: 72,
      maxAmountFinanced: 73_900,
      monthlyPayment: 582.33,
      conditions: ['PROOF_OF_INSURANCE', 'PROOF_OF_INCOME'],
    },
    {
      decision: 'DECLINED',
      lenderNumber: '202',
      lenderName: 'Summit Credit Union',
      reason: 'CREDIT',
      maxAmountFinanced: null,
    },
    {
      decision: 'DECLINED',
      lenderNumber: '201',
      lenderName: 'Northstar Bank',
      reason: 'AMOUNT',
      maxAmountFinanced: 25_000,
    },
  ],
  chosenOffer: null,
  choiceBlocked: null,
  current: null,
};

let model: FinanceModel;

beforeEach(() => {
  api.on('GET', '/states', [{ abbreviation: 'OR', name: 'Oregon' }]);
  api.on('GET', '/profile/places', []);
  api.on('POST', '/profile/geocode', [geocodeMatch()]);
  api.on('GET', OPTIONS_PATH, OPTIONS);
  // The lender's documents panel (its own tests: features/documents).
  api.on('GET', `/deals/${DEAL}/documents`, { dealId: DEAL, documents: [] });
  model = createFinanceModel(DEAL, { now: () => new Date(2026, 11, 1) });
});
afterEach(async () => {
  cleanup();
  await setLocale('en');
  locale.value = 'en';
});

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function render(route: 'financeApplication' | 'financeOptions' = 'financeApplication', loggedIn = false) {
  return renderInApp(
    <main>
      <FinancePages route={route} params={{ dealId: DEAL }} model={model} />
    </main>,
    { path: `/deals/${DEAL}/finance`, loggedIn },
  );
}

const step = (n: number, title: string) =>
  screen.findByRole('heading', { level: 2, name: `Step ${String(n)} of 5 ${title}` });
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

function type(label: string | RegExp, value: string) {
  const input = field(label);
  // A real focus and blur: compat listens for focusout, which a synthetic blur event does not reach.
  input.focus();
  fireEvent.input(input, { target: { value } });
  input.blur();
}

async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function fillIdentity() {
  type('First Name', 'Ana');
  type('Last Name', 'Good');
  type('Email', 'ana@example.com');
  type('Phone Number', '5125550142');
  type(/Date of Birth/, '03141979');
  type('Social Security Number', '123456789');
}

describe('the finance application page', () => {
  it('on a cash deal says it is for finance deals and links back to the deal (no-profile route for a visitor)', async () => {
    api.on('GET', APPLICATION, { ...EMPTY, financeAppEnabled: false, dealType: 'CASH' });
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'This is a cash deal' })).toBeTruthy();
    expect(screen.getByText(/The finance application is for finance and lease deals/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your deal' }).getAttribute('href')).toBe(
      `/no-profile/deals/${DEAL}`,
    );
    expect(screen.queryByLabelText('Social Security Number')).toBeNull();
    await expectNoAxeViolations();
  });

  it('masks the SSN on screen: a password field while typed, only •••-••-6789 after, autocomplete off', async () => {
    api.on('GET', APPLICATION, EMPTY);
    render();
    await step(1, 'About you');
    const ssn = field('Social Security Number');
    expect(ssn.getAttribute('autocomplete')).toBe('off');
    await act(() => ssn.focus());
    expect(ssn.type).toBe('password');
    fireEvent.input(ssn, { target: { value: '123456789' } });
    expect(ssn.value).toBe('123-45-6789');
    await act(() => ssn.blur());
    expect(ssn.type).toBe('text');
    expect(ssn.value).toBe('•••-••-6789');
    expect(screen.queryByText(/123-45-6789/)).toBeNull();
    await expectNoAxeViolations();
  });

  it('saves the identity step, then forgets the typed SSN and birth date (the server keeps them)', async () => {
    api.on('GET', APPLICATION, EMPTY);
    api.on('PUT', APPLICATION, SAVED_IDENTITY);
    render();
    await step(1, 'About you');
    fillIdentity();
    await click('Save and continue');
    expect(saves()).toEqual([
      {
        step: 'identity',
        applicant: { ...identity, phoneNumber: '(512) 555-0142', dateOfBirth: '03/14/1979', ssn: '123-45-6789' },
      },
    ]);
    await step(2, 'Where you live');
    expect(model.applicant.identity.values.value).toMatchObject({ ssn: '', dateOfBirth: '', ssnOnFile: true });
  });

  it('resumes at the first step not saved; Back shows every saved value and the SSN and birth date masked', async () => {
    api.on('GET', APPLICATION, SAVED_IDENTITY);
    render();
    await step(2, 'Where you live');
    await click('Back');
    await step(1, 'About you');
    expect(field('First Name').value).toBe('Ana');
    expect(field('Phone Number').value).toBe('(512) 555-0142');
    expect(field('Social Security Number').value).toBe('•••-••-6789');
    expect(field(/Date of Birth/).value).toBe('••/••/••••');
    expect(screen.getByText('On file: •••-••-6789. Leave it to keep it, or type a new number.')).toBeTruthy();
    await expectNoAxeViolations();
    // Kept on file: sent as null.
    api.on('PUT', APPLICATION, SAVED_IDENTITY);
    await click('Save and continue');
    expect(saves()[0]).toMatchObject({ applicant: { ssn: null, dateOfBirth: null } });
  });

  it('keeps everything typed when a save fails, and shows the server’s message on its field', async () => {
    api.on('GET', APPLICATION, EMPTY);
    api.once('PUT', APPLICATION, reply(500, { message: 'PUT failed' }));
    render();
    await step(1, 'About you');
    fillIdentity();
    await click('Save and continue');
    const failure = await screen.findByText('Sorry, there was an unexpected error, please try again shortly.');
    expect(failure.closest('[role="alert"]')).toBeTruthy();
    await step(1, 'About you');
    expect(field('First Name').value).toBe('Ana');
    expect(field(/Date of Birth/).value).toBe('03/14/1979');
    expect(model.applicant.identity.values.value.ssn).toBe('123-45-6789');

    api.once(
      'PUT',
      APPLICATION,
      reply(400, {
        message: 'Invalid request',
        fieldErrors: [
          { field: 'applicant.ssn', message: "The co-applicant's Social Security Number must differ from yours" },
        ],
      }),
    );
    await click('Save and continue');
    expect(await screen.findByText("The co-applicant's Social Security Number must differ from yours")).toBeTruthy();
    expect(field('Social Security Number').getAttribute('aria-invalid')).toBe('true');
    expect(field('Last Name').value).toBe('Good');
  });

  it('verifies the address on the residence step and sends whole numbers', async () => {
    api.on('GET', APPLICATION, SAVED_IDENTITY);
    api.on('PUT', APPLICATION, { ...SAVED_IDENTITY, residence });
    render();
    await step(2, 'Where you live');
    await waitFor(() => expect(screen.getByRole('option', { name: 'OR' })).toBeTruthy());
    type('Address Line 1', '4017 SE Rural St');
    type('City', 'Portland');
    fireEvent.change(field('State'), { target: { value: 'OR' } });
    type('Zip Code', '97202');
    fireEvent.click(screen.getByRole('radio', { name: 'Rent' }));
    type('Monthly Rent or Mortgage ($)', '$1,500');
    type('Years at This Address', '3');
    type('And Months (0-11)', '2');
    await click('Save and continue');
    expect(api.sent('POST', '/profile/geocode')).toHaveLength(1);
    await waitFor(() => expect(saves()).toEqual([{ step: 'residence', residence }]));
    await step(3, 'Employment and income');
  });

  it('asks employer questions of the employed only, and the source of other income when there is some', async () => {
    api.on('GET', APPLICATION, { ...SAVED_IDENTITY, residence });
    render();
    await step(3, 'Employment and income');
    expect(screen.queryByLabelText('Employer')).toBeNull();
    fireEvent.input(field('Employment Status'), { target: { value: 'EMPLOYED' } });
    expect(field('Employer')).toBeTruthy();
    type('Other Yearly Income ($, optional)', '1200');
    await click('Save and continue');
    expect(screen.getByText('Employer is required')).toBeTruthy();
    expect(screen.getByText('Source of Other Income is required')).toBeTruthy();
    expect(saves()).toEqual([]);
    await expectNoAxeViolations();
  });

  it('reviews with the SSN masked and the exact authorization; a lender outage keeps it all, a send goes to the options', async () => {
    api.on('GET', APPLICATION, COMPLETE);
    const { navigate } = render();
    await step(5, 'Review and send');
    expect(screen.getByText('•••-••-6789')).toBeTruthy();
    expect(screen.getByText('••/••/••••')).toBeTruthy();
    const text = financeAuthorizationText(CURRENT_FINANCE_AUTHORIZATION_VERSION, 'en', 'Riverside Auto Group');
    expect(screen.getByText(text)).toBeTruthy();
    await expectNoAxeViolations();

    await click('Send my application');
    expect(screen.getByText('Agreement is required')).toBeTruthy();
    expect(api.sent('POST', SUBMIT)).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the authorization above' }));
    api.once('POST', SUBMIT, reply(502, { message: 'POST failed' }));
    await click('Send my application');
    expect(
      await screen.findByText('The lenders could not be reached. Your application is saved; please try again.'),
    ).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /I have read and agree/ }) as HTMLInputElement).checked).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    // Neither the unticked agreement nor the outage sent an application: no lead yet.
    expect(tracked.leads()).toEqual([]);

    api.once('POST', SUBMIT, OPTIONS);
    await click('Send my application');
    expect(api.sent('POST', SUBMIT).map((r) => r.body)).toEqual([
      { authorization: { version: CURRENT_FINANCE_AUTHORIZATION_VERSION, locale: 'en', accepted: true } },
      { authorization: { version: CURRENT_FINANCE_AUTHORIZATION_VERSION, locale: 'en', accepted: true } },
    ]);
    expect(navigate).toHaveBeenCalledWith(`/deals/${DEAL}/finance-options`);
    expect(tracked.leads()).toEqual(['finance-application']);
  });

  it('shows the calculating steps while the lenders decide, and goes to their answers as soon as they come', async () => {
    api.on('GET', APPLICATION, COMPLETE);
    const { navigate } = render();
    await step(5, 'Review and send');
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    let answer!: (options: FinanceOptions) => void;
    api.once('POST', SUBMIT, () => new Promise((resolve) => (answer = resolve)));
    await click('Send my application');
    // Named by the busy button's words ('Sending to the lenders…'), said once on screen.
    const steps = await screen.findByRole('list', { name: 'Sending to the lenders…' });
    expect(steps.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
    expect(within(steps).getByText('Sending your application securely')).toBeTruthy();
    expect(screen.getAllByText('Sending to the lenders…')).toHaveLength(1);
    await expectNoAxeViolations();
    await act(async () => answer(OPTIONS));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/deals/${DEAL}/finance-options`));
    expect(screen.queryByRole('list', { name: 'Sending to the lenders…' })).toBeNull();
  });

  it('speaks Spanish while the lenders decide', async () => {
    api.on('GET', APPLICATION, COMPLETE);
    await act(() => setLocale('es'));
    render();
    await screen.findByRole('heading', { level: 2, name: /^Paso 5 de 5/ });
    fireEvent.click(screen.getByRole('checkbox'));
    api.once('POST', SUBMIT, () => new Promise(() => {}));
    await click('Enviar mi solicitud');
    const steps = await screen.findByRole('list', { name: 'Enviando a los prestamistas…' });
    expect(within(steps).getByText('Enviando su solicitud de forma segura')).toBeTruthy();
  });

  it('says a save was refused for too many changes in its own words, keeping what was typed', async () => {
    api.on('GET', APPLICATION, EMPTY);
    api.once('PUT', APPLICATION, reply(429, { message: TOO_MANY_SAVES, retryAfterSeconds: 1800 }));
    render();
    await step(1, 'About you');
    fillIdentity();
    await click('Save and continue');
    expect(await screen.findByText(/^Too many changes to this application\. Please try again in/)).toBeTruthy();
    expect(field('First Name').value).toBe('Ana');
  });

  it('says so when the application is already being sent from elsewhere', async () => {
    api.on('GET', APPLICATION, COMPLETE);
    const { navigate } = render();
    await step(5, 'Review and send');
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    api.once('POST', SUBMIT, reply(409, { message: SUBMIT_IN_PROGRESS }));
    await click('Send my application');
    expect(
      await screen.findByText('Your application is being sent to the lenders. Please wait for their answer.'),
    ).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the shopper to the step the server says is missing', async () => {
    api.on('GET', APPLICATION, COMPLETE);
    render();
    await step(5, 'Review and send');
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    api.once(
      'POST',
      SUBMIT,
      reply(400, {
        message: 'Invalid request',
        fieldErrors: [{ field: 'applicant.ssn', message: 'Please enter it again' }],
      }),
    );
    await click('Send my application');
    await step(1, 'About you');
    expect(screen.getByText('Please enter it again')).toBeTruthy();
    expect(tracked.leads()).toEqual([]);
  });

  it('speaks Spanish', async () => {
    api.on('GET', APPLICATION, EMPTY);
    await act(() => setLocale('es'));
    render();
    expect(await screen.findByRole('heading', { level: 2, name: 'Paso 1 de 5 Sobre usted' })).toBeTruthy();
    expect(screen.getByLabelText('Número de Seguro Social')).toBeTruthy();
  });
});

describe('the finance options page', () => {
  it('shows each lender’s answer: approved terms with conditions, declines with their reason', async () => {
    render('financeOptions', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your finance options' })).toBeTruthy();
    expect(
      await screen.findByText(
        'What each lender answered for your 2026 Honda Accord Sport Hybrid, for $30,397.00 financed (Fair credit), on 12/01/2026.',
      ),
    ).toBeTruthy();
    const approved = screen.getByRole('region', { name: 'Approved' });
    expect(approved.textContent).toContain('Lakeshore Bank');
    expect(approved.textContent).toContain('11.24%');
    expect(approved.textContent).toContain('72 months');
    expect(approved.textContent).toContain('$73,900');
    expect(approved.textContent).toContain('Monthly payment$582B');
    expect(approved.textContent).toContain('Proof of income (recent pay stubs or tax returns)');
    const declined = screen.getByRole('region', { name: 'Not approved' });
    expect(declined.textContent).toContain('Your credit range is below what this lender approves.');
    expect(declined.textContent).toContain('The amount is more than this lender finances for you (up to $25,000).');
    expect(screen.getByRole('link', { name: 'Back to your deal' }).getAttribute('href')).toBe(`/deals/${DEAL}`);
    await expectNoAxeViolations();
  });

  it('says so when no lender approved, and before any application links to it', async () => {
    api.on('GET', OPTIONS_PATH, { ...OPTIONS, options: OPTIONS.options.filter((o) => o.decision === 'DECLINED') });
    const view = renderInApp(
      <main>
        <FinancePages route="financeOptions" params={{ dealId: DEAL }} />
      </main>,
    );
    expect(await screen.findByText(/No lender approved this application/)).toBeTruthy();
    view.unmount();
    api.on('GET', OPTIONS_PATH, { ...OPTIONS, submittedAt: null, options: [], amountFinanced: null, creditTier: null });
    renderInApp(
      <main>
        <FinancePages route="financeOptions" params={{ dealId: DEAL }} />
      </main>,
    );
    expect(await screen.findByText('You have not sent a finance application for this deal yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply for financing' }).getAttribute('href')).toBe(
      `/deals/${DEAL}/finance`,
    );
    await expectNoAxeViolations();
  });
});

describe('choosing an approved offer', () => {
  const captive: LenderDecision = {
    decision: 'APPROVED',
    lenderNumber: '102',
    lenderName: 'Honda Financial Services',
    apr: 4.99,
    term: 60,
    maxAmountFinanced: 60_000,
    monthlyPayment: 573.49,
    conditions: ['PROOF_OF_INSURANCE'],
  };
  const TWO: FinanceOptions = {
    ...OPTIONS,
    options: [captive, ...OPTIONS.options],
    current: {
      source: 'PRE_APPROVAL',
      lenderNumber: '201',
      lenderName: 'Northstar Bank',
      apr: 10.49,
      term: 60,
      monthlyPayment: 653.27,
    },
  };
  const chosenOf = (d: Extract<LenderDecision, { decision: 'APPROVED' }>) => ({
    lenderNumber: d.lenderNumber,
    lenderName: d.lenderName,
    apr: d.apr,
    term: d.term,
    amountFinanced: 30_397,
    monthlyPayment: d.monthlyPayment,
    submittedAt: TWO.submittedAt ?? '',
  });
  function renderOptions(options: FinanceOptions) {
    api.on('GET', OPTIONS_PATH, options);
    return renderInApp(
      <main>
        <FinancePages route="financeOptions" params={{ dealId: DEAL }} />
      </main>,
      { loggedIn: true },
    );
  }

  it('offers each approval, points out the lower payment, and marks the one chosen', async () => {
    const chosen = { ...TWO, chosenOffer: chosenOf(captive), current: { ...TWO.current!, source: 'CHOSEN' as const } };
    api.on('PUT', CHOSEN, {
      ...chosen,
      current: { ...chosen.current, lenderNumber: '102', lenderName: captive.lenderName, monthlyPayment: 573.49 },
    });
    renderOptions(TWO);
    const button = await screen.findByRole('button', { name: 'Choose this offer from Honda Financial Services' });
    expect(screen.getByRole('button', { name: 'Choose this offer from Lakeshore Bank' })).toBeTruthy();
    expect(
      screen.getByText(
        'Honda Financial Services approved a lower payment: $573/mo at 4.99% APR for 60 months. Your deal uses your pre-approval from Northstar Bank at $653/mo.',
      ),
    ).toBeTruthy();
    await expectNoAxeViolations();

    await act(async () => {
      fireEvent.click(button);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(api.sent('PUT', CHOSEN).map((r) => r.body)).toEqual([{ lenderNumber: '102', submittedAt: TWO.submittedAt }]);
    const card = screen.getByRole('heading', { level: 3, name: /Honda Financial Services/ }).closest('li');
    expect(card?.textContent).toContain('Chosen offer');
    expect(screen.queryByRole('button', { name: 'Choose this offer from Honda Financial Services' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose this offer from Lakeshore Bank' })).toBeTruthy();
    expect(screen.getByText(/You chose the offer from Honda Financial Services/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign online' }).getAttribute('href')).toBe(
      `/deals/${DEAL}/sign-online/verify`,
    );
    expect(screen.queryByText(/approved a lower payment/)).toBeNull();
    await expectNoAxeViolations();
  });

  it('offers no choice while the options are out of date, and says why', async () => {
    renderOptions({ ...TWO, choiceBlocked: 'DEAL_CHANGED' });
    expect(await screen.findByText(/Your deal changed since the lenders answered/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Choose this offer/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Update your application' })).toBeTruthy();
  });

  it('shows a refused choice in the server’s words and reloads the options', async () => {
    api.on(
      'PUT',
      CHOSEN,
      reply(400, {
        message: 'Invalid request',
        fieldErrors: [{ field: 'submittedAt', message: 'Your application changed.' }],
      }),
    );
    renderOptions(TWO);
    const button = await screen.findByRole('button', { name: 'Choose this offer from Lakeshore Bank' });
    await act(async () => {
      fireEvent.click(button);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('alert').textContent).toContain('Your application changed.');
    await waitFor(() => expect(api.sent('GET', OPTIONS_PATH)).toHaveLength(2));
  });

  it('speaks Spanish', async () => {
    await setLocale('es');
    renderOptions({ ...TWO, chosenOffer: chosenOf(captive) });
    expect(await screen.findByRole('button', { name: 'Elegir esta propuesta de Lakeshore Bank' })).toBeTruthy();
    const card = screen.getByRole('heading', { level: 3, name: /Honda Financial Services/ }).closest('li');
    expect(card?.textContent).toContain('Propuesta elegida');
  });
});

describe('known details', () => {
  const knownShopper = () => {
    api.on('GET', '/profile/details', TEST_ACCOUNT);
    return createKnownDetails({
      visitor: signal(testContext({ visitor: { isLoggedIn: true, userId: 'u1', firstName: 'Rosa' } }).visitor),
    });
  };

  it('starts the applicant’s contact and address from the account; never the SSN, the birth date or the co-applicant', async () => {
    api.on('GET', APPLICATION, EMPTY);
    const known = knownShopper();
    const filled = createFinanceModel(DEAL, { known });
    await filled.load();
    expect(filled.applicant.identity.values.value).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Reyes',
      email: 'rosa@example.test',
      phoneNumber: '(512) 555-0123',
      ssn: '',
      dateOfBirth: '',
    });
    expect(filled.applicant.address.values.value).toMatchObject({ address: '4017 SE Rural St', zipCode: '97202' });
    expect(filled.co.identity.values.value).toMatchObject({ firstName: '', phoneNumber: '' });
    expect(filled.co.address.values.value.address).toBe('');
  });

  it('keeps what the application saved, and remembers the contact step without the SSN or birth date', async () => {
    api.on('GET', APPLICATION, SAVED_IDENTITY);
    const known = knownShopper();
    const filled = createFinanceModel(DEAL, { known });
    await filled.load();
    expect(filled.applicant.identity.values.value).toMatchObject({ firstName: 'Ana', lastName: 'Good' });

    const fresh = createKnownDetails({ visitor: signal(testContext().visitor) });
    const typed = createFinanceModel(DEAL, { known: fresh, now: () => new Date(2026, 11, 1) });
    api.on('GET', APPLICATION, EMPTY);
    api.on('PUT', APPLICATION, SAVED_IDENTITY);
    await typed.load();
    typed.applicant.identity.setValues({
      ...identity,
      phoneNumber: '(512) 555-0142',
      dateOfBirth: '03/14/1979',
      ssn: '123456789',
    });
    expect(await typed.continueStep()).toBe('moved');
    expect(fresh.details.value).toEqual({
      firstName: 'Ana',
      lastName: 'Good',
      email: 'ana@example.com',
      phoneNumber: '5125550142',
      zipCode: '',
      address: null,
    });
  });
});
