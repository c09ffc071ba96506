import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { formatMoneyCents } from '../../lib/format.ts';
import { locale, setLocale } from '../../lib/i18n/index.ts';
import { routeTable } from '../../contract/route-table.ts';
import { leaseQuote } from '../deal/test-fixtures.ts';
import { useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import type { ContractingState } from '../../contract/contracting.ts';
import { CURRENT_ESIGN_CONSENT_VERSION, esignConsentText } from '../../contract/esign-consent.ts';
import { createContractingModel } from './model.ts';
import type { SignOnlineRoute } from './rules.ts';
import SignOnlinePages from './sign-online-pages.tsx';
import { CONSENT, contractFixture, stateFixture } from './test-fixtures.ts';

const ROUTES: SignOnlineRoute[] = ['signOnlineVerify', 'contractConfirmation', 'nextSteps'];
const contract = contractFixture();
const ready = stateFixture({ verified: true, consent: CONSENT, contract });
const signed = { ...ready, signature: { contractId: 'k-1', name: 'Dana Demo', signedAt: '2026-12-01T15:00:00.000Z' } };

afterEach(async () => {
  cleanup();
  await setLocale('en');
  locale.value = 'en';
});

const api = useFakeApi();
const CONTRACTING = '/deals/d-1/contracting';

/** A server holding the deal's state: a consent or a signature moves it on, as the real one does. */
function serve(state: ContractingState) {
  let current = state;
  api.on('GET', CONTRACTING, () => current);
  // The lender's documents panel (its own tests: features/documents).
  api.on('GET', '/deals/:id/documents', { dealId: 'd', documents: [] });
  api.on('POST', `${CONTRACTING}/consent`, () => (current = ready));
  api.on('POST', `${CONTRACTING}/sign`, () => (current = signed));
}

function render(path: string, state: ContractingState, loggedIn = true) {
  serve(state);
  const model = createContractingModel('d-1');
  const view = renderInApp(
    <main>
      <Switch>
        {ROUTES.map((name) => (
          <Route key={name} path={routeTable[name].path}>
            {(params) => <SignOnlinePages route={name} params={params} model={model} />}
          </Route>
        ))}
      </Switch>
    </main>,
    { path, loggedIn },
  );
  return { ...view, model };
}

async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

describe('a visitor without a profile', () => {
  it('sees a sign-in and create-account prompt that both come back to this page', async () => {
    const { container } = render('/deals/d-1/contract', stateFixture(), false);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to sign online' })).toBeTruthy();
    const back = encodeURIComponent('/deals/d-1/contract');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/account/login?redirectPath=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/account/register?redirectPath=${back}`,
    );
    expect(api.requests).toEqual([]);
    await expectNoAxeViolations(container);
  });
});

describe('the verify page', () => {
  it('offers the account’s phone and email, masked, to send the code to', async () => {
    const { container } = render('/deals/d-1/sign-online/verify', stateFixture());
    expect(await screen.findByRole('heading', { level: 1, name: /Step 1 of 3\s*Confirm it is you/ })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: 'Text message to (•••) •••-0199' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Email to d•••@upshift.test' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows the consent once verified: the exact text, and a box to tick before going on', async () => {
    const { container, navigate } = render('/deals/d-1/sign-online/verify', stateFixture({ verified: true }));
    expect(await screen.findByRole('heading', { level: 1, name: /Step 2 of 3\s*Use electronic records/ })).toBeTruthy();
    expect(screen.getByText(esignConsentText(CURRENT_ESIGN_CONSENT_VERSION, 'en', 'First Motors'))).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please agree to use electronic records to continue')).toBeTruthy();
    expect(api.sent('POST', `${CONTRACTING}/consent`)).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to use electronic records and signatures' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/deals/d-1/contract', { replace: true }));
    expect(api.sent('POST', `${CONTRACTING}/consent`).map((r) => r.body)).toEqual([
      { version: CURRENT_ESIGN_CONSENT_VERSION, locale: 'en', accepted: true },
    ]);
  });

  it('shows the consent in Spanish to a Spanish-speaking shopper', async () => {
    await setLocale('es');
    render('/deals/d-1/sign-online/verify', stateFixture({ verified: true }));
    expect(await screen.findByText(esignConsentText(CURRENT_ESIGN_CONSENT_VERSION, 'es', 'First Motors'))).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Acepto usar registros y firmas electrónicos' })).toBeTruthy();
  });
});

describe('the contract page', () => {
  it('goes back to verify without a verification', async () => {
    const { navigate } = render('/deals/d-1/contract', stateFixture({ consent: CONSENT }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/deals/d-1/sign-online/verify', { replace: true }));
  });

  it('shows the parties, the key terms and every figure of the quote, then the signature', async () => {
    const { container } = render('/deals/d-1/contract', ready);
    expect(await screen.findByRole('heading', { level: 1, name: /Step 3 of 3\s*Review and sign/ })).toBeTruthy();
    const q = contract.quote;
    if (q.lease) throw new Error('a finance contract');
    expect(screen.getByRole('heading', { name: `Retail installment contract with ${q.financier.name}` })).toBeTruthy();
    expect(screen.getByText('Dana Demo')).toBeTruthy();
    expect(screen.getByText(/New 2026 Toyota Camry XLE, VIN 4T1B11HK5KU000001, stock S-v1/)).toBeTruthy();
    const terms = within(screen.getByRole('region', { name: 'Key terms' }));
    expect(terms.getByText('3.50%')).toBeTruthy();
    expect(terms.getByText(formatMoneyCents(q.amountFinanced))).toBeTruthy();
    expect(terms.getByText('Your payments:').parentElement?.textContent).toBe(
      'Your payments: 59 payments of $509.37, then one of $509.27',
    );
    const figures = within(screen.getByRole('region', { name: 'Every figure' }));
    // The itemised figures are the deal's breakdown, a chunk of its own: they come after the terms.
    expect(await figures.findByText('60 months')).toBeTruthy();
    expect(figures.getAllByText(formatMoneyCents(q.monthlyPayment)).length).toBeGreaterThan(0);
    expect(figures.queryByText(/These are estimates/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your full name (your signature)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign contract' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('says a wrong name and a missing agreement at once, and signs with the right ones', async () => {
    const { navigate } = render('/deals/d-1/contract', ready);
    const name = await screen.findByRole('textbox', { name: 'Your full name (your signature)' });
    fireEvent.input(name, { target: { value: 'Someone Else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign contract' }));
    expect(await screen.findByText('Type your name as it is on your account: Dana Demo')).toBeTruthy();
    expect(screen.getByText('Please agree to the contract to sign it')).toBeTruthy();
    expect(api.sent('POST', `${CONTRACTING}/sign`)).toEqual([]);
    fireEvent.input(name, { target: { value: 'Dana Demo' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I have read this contract/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign contract' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/deals/d-1/next-steps'));
    expect(api.sent('POST', `${CONTRACTING}/sign`).map((r) => r.body)).toEqual([
      { signatureName: 'Dana Demo', agreed: true, digest: contract.digest },
    ]);
  });

  it('shows a lease agreement with its due at signing', async () => {
    const lease = contractFixture({ quote: leaseQuote() });
    render('/deals/d-1/contract', { ...ready, contract: lease });
    expect(await screen.findByRole('heading', { name: /Lease agreement with/ })).toBeTruthy();
    const terms = within(screen.getByRole('region', { name: 'Key terms' }));
    expect(terms.getByText('Due at signing')).toBeTruthy();
    expect(terms.getByText(formatMoneyCents(lease.quote.lease ? lease.quote.dueAtSigning : 0))).toBeTruthy();
  });

  it('shows the signed copy once signed, with who signed it and when', async () => {
    render('/deals/d-1/contract', signed);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your signed contract' })).toBeTruthy();
    expect(screen.getByText(/^Signed by Dana Demo on \d{2}\/\d{2}\/2026\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign contract' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See next steps' }).getAttribute('href')).toBe('/deals/d-1/next-steps');
  });
});

describe('a deal that cannot be signed online', () => {
  it('says signing online is for finance and lease deals, and leads back to the deal', async () => {
    const { container } = render('/deals/d-1/sign-online/verify', stateFixture({ unavailable: 'CASH_DEAL' }));
    expect(await screen.findByText(/^Signing online is for finance and lease deals\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your deal' }).getAttribute('href')).toBe('/deals/d-1');
    await expectNoAxeViolations(container);
  });
});

describe('the next steps page', () => {
  it('says what happens next: the review, the documents, pick-up or delivery, and how to reach the dealer', async () => {
    const { container } = render('/deals/d-1/next-steps', signed);
    expect(await screen.findByRole('heading', { level: 1, name: 'What happens next' })).toBeTruthy();
    expect(screen.getByText(/First Motors checks your signed contract and confirms your financing with/)).toBeTruthy();
    expect(screen.getByText("Your driver's license")).toBeTruthy();
    expect(screen.getByText('Proof of insurance for this vehicle')).toBeTruthy();
    expect(screen.getByText("Your trade-in's title or loan details, and its registration")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Delivery to your home' }).getAttribute('href')).toBe(
      '/deals/d-1/drive-at-home',
    );
    expect(screen.getByRole('link', { name: 'Contact the dealer' }).getAttribute('href')).toBe(
      '/contact-dealer?vehicleId=v1010',
    );
    await expectNoAxeViolations(container);
  });

  it('sends a shopper who has not signed to their step', async () => {
    const { navigate } = render('/deals/d-1/next-steps', ready);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/deals/d-1/contract', { replace: true }));
  });
});

describe('a finance deal with approved offers', () => {
  const better = { lenderName: 'GM Financial', apr: 4.99, term: 60, monthlyPayment: 505.48 };

  it('asks to choose one of them first, naming the lower payment, with the way to the finance options', async () => {
    const { container } = render(
      '/deals/d-1/sign-online/verify',
      stateFixture({ unavailable: 'CHOOSE_OFFER', betterOffer: better }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose one of your approved offers first' }),
    ).toBeTruthy();
    expect(
      screen.getByText('GM Financial approved you for a lower payment: $505/mo at 4.99% APR for 60 months.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your finance options' }).getAttribute('href')).toBe(
      '/deals/d-1/finance-options',
    );
    expect(screen.getByRole('link', { name: 'Back to your deal' })).toBeTruthy();
    expect(api.sent('POST', `${CONTRACTING}/code`)).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('says when the chosen offer no longer applies to the deal', async () => {
    render('/deals/d-1/sign-online/verify', stateFixture({ unavailable: 'OFFER_CHANGED' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your chosen offer no longer applies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your finance options' })).toBeTruthy();
  });

  it('shows the chosen offer the contract is, and a lower payment elsewhere, in both languages', async () => {
    const quote = contract.quote;
    const offer = {
      lenderNumber: quote.financier.lenderNumber,
      lenderName: quote.financier.name,
      apr: 3.5,
      term: 60,
      amountFinanced: 28_000,
      monthlyPayment: quote.monthlyPayment,
      submittedAt: '2026-12-01T15:00:00.000Z',
    };
    const state = { ...ready, contract: contractFixture({ approvedOffer: offer }), betterOffer: better };
    const { unmount } = render('/deals/d-1/contract', state);
    expect(
      await screen.findByText(
        `Toyota Financial Services, approved offer: 3.50% APR, 60 months, ${formatMoneyCents(quote.monthlyPayment)}/mo.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your approved offers' }).getAttribute('href')).toBe(
      '/deals/d-1/finance-options',
    );
    unmount();
    await setLocale('es');
    render('/deals/d-1/contract', state);
    expect(
      await screen.findByText(/^Toyota Financial Services, propuesta aprobada: tasa \(APR\) de 3.50%, 60 meses/),
    ).toBeTruthy();
  });
});
