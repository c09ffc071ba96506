import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { locale, setLocale } from '../../lib/i18n/index.ts';
import { routeTable, type RouteName } from '../../contract/route-table.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { geocodeMatch } from '../../testing/fixtures.ts';
import type { SoftPullResult } from '../../contract/credit.ts';
import { creditConsentText, CURRENT_CREDIT_CONSENT_VERSION } from '../../contract/credit-consent.ts';
import { createSoftPullModel, type SoftPullModel } from './soft-pull-model.ts';
import SoftPullPages from './soft-pull-pages.tsx';
import { HIT } from './test-fixtures.ts';

const api = useFakeApi();
const pulls = () => api.sent('POST', '/soft-pull');

const ROUTES = (Object.keys(routeTable) as RouteName[]).filter((name) =>
  routeTable[name].path.startsWith('/soft-pull'),
);
const DEAL = '/deals/d-1';
const back = `?redirectPath=${encodeURIComponent(DEAL)}`;

let model: SoftPullModel;

beforeEach(() => {
  api.on('GET', '/soft-pull/credit-score', reply(404, { message: 'No credit information on file' }));
  api.on('POST', '/profile/geocode', [geocodeMatch()]);
  api.on('GET', '/states', [
    { abbreviation: 'OR', name: 'Oregon' },
    { abbreviation: 'WA', name: 'Washington' },
  ]);
  api.on('GET', '/profile/places', []);
  model = createSoftPullModel({ now: () => new Date(2026, 10, 23) });
});
afterEach(async () => {
  cleanup();
  await setLocale('en');
  locale.value = 'en';
});

function render(path: string, given: SoftPullModel = model) {
  return renderInApp(
    <main>
      <Switch>
        {ROUTES.map((name) => (
          <Route key={name} path={routeTable[name].path}>
            {() => <SoftPullPages route={name} model={given} />}
          </Route>
        ))}
      </Switch>
    </main>,
    { path },
  );
}

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
const heading = (name: RegExp | string) => screen.findByRole('heading', { level: 1, name });

function type(label: string | RegExp, value: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  // A real focus and blur: compat listens for focusout, which a synthetic blur event does not reach.
  input.focus();
  fireEvent.input(input, { target: { value } });
  input.blur();
}

async function fillForm(lastName = 'Great') {
  await waitFor(() => expect(screen.getByRole('option', { name: 'OR' })).toBeTruthy());
  type('First Name', 'Ana');
  type('Last Name', lastName);
  type(/Date of Birth/, '04121990');
  type(/Yearly Income/, '$85,000');
  type('Address Line 1', '4017 SE Rural St');
  type('City', 'Portland');
  fireEvent.change(screen.getByLabelText('State'), { target: { value: 'OR' } });
  type('Zip Code', '97202');
}

async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Through the form and the consent to the review. */
async function toVerify() {
  const view = render(`/soft-pull${back}`);
  await fillForm();
  await click('Continue');
  await heading(/Your authorization/);
  await click('I agree');
  await heading(/Review and check/);
  return view;
}

describe('get pre-qualified: the form', () => {
  it('says checking does not affect the credit score and masks the date of birth as MM/DD/YYYY', async () => {
    render(`/soft-pull${back}`);
    await heading(/Get pre-qualified/);
    expect(screen.getAllByText('Checking does not affect your credit score.').length).toBeGreaterThan(0);
    type(/Date of Birth/, '04121990');
    expect((screen.getByLabelText(/Date of Birth/) as HTMLInputElement).value).toBe('04/12/1990');
    expect(screen.getByRole('radio', { name: 'TransUnion' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Experian' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('shows every error at once and stays on the form', async () => {
    const { location } = render(`/soft-pull${back}`);
    await heading(/Get pre-qualified/);
    await click('Continue');
    expect(screen.getByText('First Name is required')).toBeTruthy();
    expect(screen.getByText('Date of Birth (MM/DD/YYYY) is required')).toBeTruthy();
    type(/Date of Birth/, '01012010');
    expect(screen.getByText('You must be 18 or older to pre-qualify')).toBeTruthy();
    expect(location.history?.at(-1)).toBe(`/soft-pull${back}`);
  });

  it('verifies the address, then shows the exact consent text in the shopper’s language', async () => {
    render(`/soft-pull${back}`);
    await fillForm();
    await click('Continue');
    expect(api.lastBody('POST', '/profile/geocode')).toMatchObject({
      address: '4017 SE Rural St',
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '97202',
    });
    await heading(/Your authorization/);
    expect(screen.getByText(creditConsentText(CURRENT_CREDIT_CONSENT_VERSION, 'en', 'Demo Motors'))).toBeTruthy();
    await expectNoAxeViolations();
    await act(() => setLocale('es'));
    expect(screen.getByText(creditConsentText(CURRENT_CREDIT_CONSENT_VERSION, 'es', 'Demo Motors'))).toBeTruthy();
    await click('Acepto');
    expect(model.consent.value).toEqual({ version: CURRENT_CREDIT_CONSENT_VERSION, locale: 'es' });
  });
});

describe('get pre-qualified: the review and its outcomes', () => {
  it('reviews what will be sent with the date of birth masked, then pre-qualifies: tier, bureau, date, 14 days', async () => {
    api.on('POST', '/soft-pull', HIT);
    await toVerify();
    expect(screen.getByText('••/••/1990')).toBeTruthy();
    expect(screen.queryByText('04/12/1990')).toBeNull();
    expect(screen.getByText('$85,000')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Edit / })[0]!.getAttribute('href')).toBe(`/soft-pull${back}`);
    await expectNoAxeViolations();
    await click('Check my credit');
    expect(pulls()).toHaveLength(1);
    expect(api.lastBody('POST', '/soft-pull')).toEqual({
      firstName: 'Ana',
      lastName: 'Great',
      address: { street1: '4017 SE Rural St', street2: '', city: 'Portland', state: 'OR', zipCode: '97202' },
      dateOfBirth: '1990-04-12',
      annualIncome: 85000,
      agency: 'TRANSUNION',
      consent: { version: CURRENT_CREDIT_CONSENT_VERSION, locale: 'en', accepted: true },
    });
    await heading('You are pre-qualified');
    expect(screen.getByText('Great credit (700–739)')).toBeTruthy();
    expect(screen.getByText('From TransUnion')).toBeTruthy();
    expect(screen.getByText('Valid until 12/07/2026')).toBeTruthy();
    expect(screen.getByText(/Pre-qualification lasts 14 days/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your deal' }).getAttribute('href')).toBe(DEAL);
    // The birth date and the income are dropped once the pull is done.
    expect(model.details.values.value.dateOfBirth).toBe('');
    expect(model.details.values.value.annualIncome).toBe('');
    await expectNoAxeViolations();
  });

  it('shows the calculating steps while the pull runs, the focus left on the busy button, and leaves them on its answer', async () => {
    let answer!: (result: SoftPullResult) => void;
    api.on('POST', '/soft-pull', () => new Promise((resolve) => (answer = resolve)));
    await toVerify();
    // The page's heading has the focus when it shows; the shopper then goes to the button.
    const title = await heading(/Review and check/);
    await waitFor(() => expect(document.activeElement).toBe(title));
    const button = screen.getByRole('button', { name: 'Check my credit' });
    button.focus();
    await click('Check my credit');
    // The button says 'Checking your credit…'; the steps are named by the same words, not shown twice.
    const steps = await screen.findByRole('list', { name: 'Checking your credit…' });
    expect(steps.closest('[role="status"]')).toBeTruthy();
    expect(within(steps).getByText('Sending your details securely')).toBeTruthy();
    expect(screen.getAllByText('Checking your credit…')).toHaveLength(1);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await expectNoAxeViolations();
    await act(async () => answer(HIT));
    await heading('You are pre-qualified');
    expect(screen.queryByRole('list', { name: 'Checking your credit…' })).toBeNull();
  });

  it('no file: the no-hit page offers the other agency and picking a range on the deal', async () => {
    api.on('POST', '/soft-pull', HIT);
    api.once('POST', '/soft-pull', { outcome: 'NO_HIT', agency: 'TRANSUNION' });
    await toVerify();
    await click('Check my credit');
    await heading('We could not find your credit file');
    expect(screen.getByText('TransUnion has no credit file for you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pick my credit range' }).getAttribute('href')).toBe(DEAL);
    await expectNoAxeViolations();
    await click('Try Experian');
    await heading(/Review and check/);
    expect(screen.getByText('This is what we will send to Experian.')).toBeTruthy();
    expect(pulls().map((r) => (r.body as { agency: string }).agency)).toEqual(['TRANSUNION']);
  });

  it('a frozen file: says to lift the freeze at that agency', async () => {
    api.on('POST', '/soft-pull', { outcome: 'FROZEN', agency: 'TRANSUNION' });
    await toVerify();
    await click('Check my credit');
    await heading('Your credit file is frozen');
    expect(screen.getByText(/Lift the freeze at TransUnion/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try TransUnion again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Experian' })).toBeTruthy();
    await expectNoAxeViolations();
    await click('Try TransUnion again');
    await heading(/Review and check/);
    expect(screen.getByText('This is what we will send to TransUnion.')).toBeTruthy();
  });

  it('a 400 puts its field errors on their fields back on the form, with everything typed kept', async () => {
    api.on(
      'POST',
      '/soft-pull',
      reply(400, {
        message: 'Invalid',
        fieldErrors: [
          { field: 'dateOfBirth', message: 'You must be 18 or older' },
          { field: 'address.zipCode', message: 'Zip Code must be 5 digits' },
        ],
      }),
    );
    await toVerify();
    await click('Check my credit');
    await heading(/Get pre-qualified/);
    expect(screen.getByText('You must be 18 or older')).toBeTruthy();
    expect(screen.getByText('Zip Code must be 5 digits')).toBeTruthy();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText(/Date of Birth/) as HTMLInputElement).value).toBe('04/12/1990');
  });

  it('a 429 says the wait in words and keeps the review', async () => {
    api.on('POST', '/soft-pull', reply(429, { message: 'Too many', retryAfterSeconds: 600 }));
    await toVerify();
    await click('Check my credit');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Please try again in 10 minutes.');
    expect(screen.getByRole('heading', { level: 1, name: /Review and check/ })).toBeTruthy();
  });

  it('after a reload the success page shows the valid pull on file', async () => {
    const { agency, creditScore, tier, pulledAt, expiresAt } = HIT as Extract<SoftPullResult, { outcome: 'HIT' }>;
    api.on('GET', '/soft-pull/credit-score', { agency, creditScore, tier, pulledAt, expiresAt });
    render(`/soft-pull/success${back}`, createSoftPullModel());
    await heading(/You are pre-qualified/);
    expect(screen.getByText('Great credit (700–739)')).toBeTruthy();
    expect(screen.getByText('Valid until 12/07/2026')).toBeTruthy();
  });

  it('after a reload (nothing in memory) every later page sends the shopper back to the form', async () => {
    for (const path of ['/soft-pull/consent', '/soft-pull/verify', '/soft-pull/success', '/soft-pull/no-hit']) {
      const { location } = render(`${path}${back}`, createSoftPullModel());
      await waitFor(() => expect(location.history?.at(-1)).toBe(`/soft-pull${back}`));
      cleanup();
    }
  });
});
