import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locale } from '../../lib/i18n/index.ts';
import { networkError, reply, useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import { geocodeMatch } from '../../testing/fixtures.ts';
import type { RegisterResponse } from '../../contract/account.ts';
import { createRegisterModel, registerDraft } from './model.ts';
import RegisterPage from './register-page.tsx';

const api = useFakeApi();
const checks = () => api.sent('POST', '/profile/validate-step-one');
const registrations = () => api.sent('POST', '/profile/register');
const geocodes = () => api.sent('POST', '/profile/geocode');
/** A 400 with one field error, as the server sends it. */
const fieldError = (message: string, field: string, fieldMessage = message) =>
  reply(400, { message, fieldErrors: [{ field, message: fieldMessage }] });

// The address step's calls: the states list, the geocoder and the sandbox places (autocomplete).
beforeEach(() => {
  api.on('GET', '/states', [
    { abbreviation: 'OR', name: 'Oregon' },
    { abbreviation: 'TX', name: 'Texas' },
  ]);
  // The sandbox's residential address: one match, adopted without a modal (seed 001 §4 step 2).
  api.on('POST', '/profile/geocode', [geocodeMatch()]);
  api.on('GET', '/profile/places', []);
});

afterEach(() => {
  cleanup();
  locale.value = 'en';
});

const PASSWORD_MESSAGE =
  'A minimum 6 and maximum 16 character password is required that contains a combination of uppercase and lowercase letters, a number, and a special character excepts whitespace and | .';

const registered: RegisterResponse = { success: true, user: { id: 'u9', firstName: 'Rosa' }, csrfToken: 'next' };

function renderPage(path = '/account/register', options: { loggedIn?: boolean } = {}) {
  const model = createRegisterModel();
  return { ...renderInApp(<RegisterPage model={model} />, { path, ...options }), model };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function type(label: string, value: string) {
  const input = field(label);
  // A real focus and blur: compat listens for focusout, which a synthetic blur event does not reach.
  input.focus();
  fireEvent.input(input, { target: { value } });
  input.blur();
}

function fillStepOne(over: Partial<Record<string, string>> = {}) {
  const values = {
    'First Name': 'Rosa',
    'Last Name': 'Reyes',
    Email: 'rosa@example.test',
    'Phone Number': '5125550123',
    'Zip Code': '78701',
    ...over,
  };
  for (const [label, value] of Object.entries(values)) type(label, value);
}

async function toStepTwo() {
  api.on('POST', '/profile/validate-step-one', { valid: true });
  fillStepOne();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: /Your address/ });
}

/** Fills the address step; the state once GET /states has answered. */
async function fillAddress(values: { line1: string; line2?: string; city: string; state: string; zip?: string }) {
  await waitFor(() => expect(screen.getByRole('option', { name: values.state })).toBeTruthy());
  type('Address Line 1', values.line1);
  type('Address Line 2', values.line2 ?? '');
  type('City', values.city);
  fireEvent.change(screen.getByLabelText('State'), { target: { value: values.state } });
  if (values.zip !== undefined) type('Zip Code', values.zip);
}

async function continueAddress() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The verification settles a few promise turns later.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function toStepThree() {
  await toStepTwo();
  await fillAddress({ line1: '4017 se rural street', city: 'portland', state: 'OR', zip: '97202' });
  await continueAddress();
  await screen.findByRole('heading', { level: 2, name: /Choose a password/ });
}

function fillStepThree(password = 'Drive#2026', confirm = password) {
  type('Password', password);
  type('Confirm Password', confirm);
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ }));
}

describe('RegisterPage step one', () => {
  it('masks the phone as typed, at most 14 characters, and checks it on blur', async () => {
    renderPage();
    const phone = field('Phone Number');
    expect(phone.maxLength).toBe(14);
    fireEvent.input(phone, { target: { value: '512555' } });
    expect(phone.value).toBe('(512) 555');
    // Not shown before the field is left.
    expect(screen.queryByText('Enter a valid 10 digit phone number')).toBeNull();
    phone.focus();
    phone.blur();
    expect(await screen.findByText('Enter a valid 10 digit phone number')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(phone, { target: { value: '(512) 555-0123x9' } });
    expect(phone.value).toBe('(512) 555-0123');
    await waitFor(() => expect(screen.queryByText('Enter a valid 10 digit phone number')).toBeNull());
    fireEvent.input(phone, { target: { value: '(012) 555-0123' } });
    expect(await screen.findByText('Enter a valid 10 digit phone number')).toBeTruthy();
  });

  it('sends nothing while a field is wrong, and shows every message', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByText('First Name is required')).toBeTruthy());
    for (const text of [
      'Last Name is required',
      'Email is required',
      'Phone Number is required',
      'Zip Code is required',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    type('Zip Code', '7870');
    expect(screen.getByText('Zip Code must be 5 digits')).toBeTruthy();
    expect(checks()).toEqual([]);
  });

  it('checks step one with the server (bare phone digits), then shows the address step with its zip code', async () => {
    renderPage();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await toStepTwo();
    expect(api.lastBody('POST', '/profile/validate-step-one')).toEqual({
      firstName: 'Rosa',
      lastName: 'Reyes',
      email: 'rosa@example.test',
      phoneNumber: '5125550123',
      zipCode: '78701',
    });
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    // Focus moves to the new step's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /Your address/ })),
    );
    expect(screen.getByRole('combobox', { name: 'Address Line 1' })).toBeTruthy();
    expect(field('Zip Code').value).toBe('78701');
  });

  it('Back on each step keeps everything typed in every step', async () => {
    renderPage();
    await toStepThree();
    type('Password', 'Drive#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: /Your address/ });
    // As verification adopted it.
    expect(field('Address Line 1').value).toBe('4017 SE Rural St');
    expect(field('City').value).toBe('Portland');
    expect(field('Zip Code').value).toBe('97202');
    type('Address Line 2', 'Rear house');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: /About you/ });
    expect(field('First Name').value).toBe('Rosa');
    expect(field('Phone Number').value).toBe('(512) 555-0123');
    expect(field('Zip Code').value).toBe('78701');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: /Your address/ });
    // The address's own zip code is kept, not replaced by step one's.
    expect(field('Zip Code').value).toBe('97202');
    expect(field('Address Line 2').value).toBe('Rear house');
    await continueAddress();
    await screen.findByRole('heading', { level: 2, name: /Choose a password/ });
    expect(field('Password').value).toBe('Drive#2026');
  });

  it("'Duplicate email': 'Email already in use.', the logged-out hint with a login link, the email kept", async () => {
    api.on('POST', '/profile/validate-step-one', fieldError('Duplicate email', 'email'));
    renderPage('/account/register?redirectPath=%2Fgarage');
    fillStepOne({ Email: 'demo@upshift.test' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Email already in use.')).toBeTruthy();
    expect(within(notice).getByText(/Please use a different email or log in\./)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
    // The field says it too, and keeps what was typed.
    expect(field('Email').value).toBe('demo@upshift.test');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: /About you/ })).toBeTruthy();
    // Editing the email takes the notice away.
    type('Email', 'rosa@example.test');
    expect(screen.queryByText('Please use a different email or log in.', { exact: false })).toBeNull();
  });

  it('signed in, the duplicate notice has no login hint', async () => {
    api.on('POST', '/profile/validate-step-one', fieldError('Duplicate email', 'email'));
    renderPage('/account/register', { loggedIn: true });
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Email already in use.')).toBeTruthy();
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it('puts other server field errors on their fields', async () => {
    api.on('POST', '/profile/validate-step-one', fieldError('Invalid request', 'zipCode', 'Zip Code must be 5 digits'));
    renderPage();
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field('Zip Code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Zip Code must be 5 digits')).toBeTruthy();
    expect(field('Zip Code').value).toBe('78701');
  });

  it('shows the loading state while checking, then a generic message on a network failure, keeping the values', async () => {
    let fail: () => void = () => undefined;
    api.on('POST', '/profile/validate-step-one', () => new Promise((resolve) => (fail = () => resolve(networkError))));
    renderPage();
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const busy = await screen.findByRole('button', { name: 'Checking…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fail());
    expect(await screen.findByText('Sorry, there was an unexpected error, please try again shortly.')).toBeTruthy();
    expect(field('Last Name').value).toBe('Reyes');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('says how long to wait after a 429', async () => {
    api.on('POST', '/profile/validate-step-one', reply(429, { message: 'Too many', retryAfterSeconds: 840 }));
    renderPage();
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too many attempts. Please try again in 14 minutes.')).toBeTruthy();
  });
});

describe('RegisterPage step two: the address (seed 001 §4)', () => {
  it("an incomplete address: the 'Required Fields' toast once, the field errors, focus on the first; no geocode", async () => {
    renderPage();
    await toStepTwo();
    type('Zip Code', '972');
    await continueAddress();
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Required Fields')).toBeTruthy();
    expect(within(toast).getByText('Please fill all the required fields properly.')).toBeTruthy();
    // Said once: the fields add no second notice.
    expect(screen.getAllByText('Please fill all the required fields properly.')).toHaveLength(1);
    expect(screen.getByText('Address Line 1 is required')).toBeTruthy();
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(screen.getByText('State is required')).toBeTruthy();
    expect(screen.getByText('Zip Code must be 5 digits')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('Address Line 1')));
    expect(geocodes()).toEqual([]);
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
  });

  it('one residential match is adopted without a modal, and step three shows', async () => {
    const { model } = renderPage();
    await toStepThree();
    expect(api.lastBody('POST', '/profile/geocode')).toEqual({
      address: '4017 se rural street',
      address2: '',
      city: 'portland',
      stateCode: 'OR',
      zipCode: '97202',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(model.address.values.value).toMatchObject({ county: 'Multnomah', lat: '45.4731', lng: '-122.6196' });
  });

  it("nothing found: 'Edit Address' stays on step two with focus on Continue; 'Use the address as entered' goes on", async () => {
    api.on('POST', '/profile/geocode', []);
    renderPage();
    await toStepTwo();
    await fillAddress({ line1: '1 Elm St', city: 'Nowhere', state: 'OR', zip: '00000' });
    await continueAddress();
    const dialog = await screen.findByRole('dialog', { name: "We couldn't find the address you entered" });
    expect(within(dialog).getByText('Please edit or continue with the address as entered')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Edit Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(field('Address Line 1').value).toBe('1 Elm St');
    await continueAddress();
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Use the address as entered' }));
    await screen.findByRole('heading', { level: 2, name: /Choose a password/ });
    expect(geocodes()).toHaveLength(2);
  });

  it('a chosen suggestion fills the form and goes on to step three', async () => {
    const unit = (n: string) => geocodeMatch({ street1: '2730 SE Clinton St', street2: `Apt ${n}` });
    api.on('POST', '/profile/geocode', [unit('101'), unit('204')]);
    const { model } = renderPage();
    await toStepTwo();
    await fillAddress({ line1: '2730 SE Clinton St', city: 'Portland', state: 'OR', zip: '97202' });
    await continueAddress();
    const dialog = await screen.findByRole('dialog', { name: "We couldn't find the address you entered" });
    await act(async () => {
      fireEvent.click(
        within(dialog).getByRole('button', { name: 'Select 2730 SE Clinton St Apt 204, Portland, OR 97202' }),
      );
    });
    await screen.findByRole('heading', { level: 2, name: /Choose a password/ });
    expect(model.address.values.value).toMatchObject({ address: '2730 SE Clinton St', address2: 'Apt 204' });
  });

  it('leaving the page during the modal ends the verification; the draft keeps the address', async () => {
    api.on('POST', '/profile/geocode', []);
    const { model } = renderPage();
    await toStepTwo();
    await fillAddress({ line1: '1 Elm St', city: 'Nowhere', state: 'OR', zip: '00000' });
    await continueAddress();
    await screen.findByRole('dialog');
    expect(model.busy.value).toBe(true);
    cleanup();
    await waitFor(() => expect(model.busy.value).toBe(false));
    expect(model.verification.selection.value).toBeNull();
    expect(model.step.value).toBe('two');
    expect(model.address.values.value.address).toBe('1 Elm St');
  });
});

describe('RegisterPage step three', () => {
  it('applies the password rule with its exact message, the confirmation and the terms', async () => {
    renderPage();
    await toStepThree();
    type('Password', 'password');
    expect(await screen.findByText(PASSWORD_MESSAGE)).toBeTruthy();
    type('Password', 'Drive#2026');
    type('Confirm Password', 'Drive#2027');
    expect(await screen.findByText('Confirm Password does not match Password.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Terms is required')).toBeTruthy();
    expect(registrations()).toEqual([]);
    const terms = screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ });
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/tos');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(terms.getAttribute('aria-invalid')).toBe('true');
  });

  it('creates the account, signs the shopper in and follows a safe redirectPath', async () => {
    api.on('POST', '/profile/register', registered);
    const { session, navigate, reload } = renderPage('/account/register?redirectPath=%2Fgarage');
    await toStepThree();
    fillStepThree();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // Signed in, the context changed: the target loads as a new page (seed 001 §2).
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/garage'));
    expect(navigate).not.toHaveBeenCalled();
    expect(registrations()).toHaveLength(1);
    expect(api.lastBody('POST', '/profile/register')).toEqual({
      firstName: 'Rosa',
      lastName: 'Reyes',
      email: 'rosa@example.test',
      phoneNumber: '5125550123',
      // The verified address, its zip code the one sent (step one said 78701).
      address: '4017 SE Rural St',
      address2: '',
      city: 'Portland',
      stateCode: 'OR',
      zipCode: '97202',
      county: 'Multnomah',
      lat: 45.4731,
      lng: -122.6196,
      password: 'Drive#2026',
      confirmPassword: 'Drive#2026',
      terms: true,
    });
    expect(session.visitor.value).toMatchObject({
      isLoggedIn: true,
      userId: 'u9',
      firstName: 'Rosa',
      lastName: 'Reyes',
      email: 'rosa@example.test',
    });
  });

  it('goes home when redirectPath leads off the app', async () => {
    api.on('POST', '/profile/register', registered);
    const { reload } = renderPage('/account/register?redirectPath=https%3A%2F%2Fevil.test%2F');
    await toStepThree();
    fillStepThree();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
  });

  it("a 'Duplicate email' at the last moment goes back to step one with the notice", async () => {
    api.on('POST', '/profile/register', fieldError('Duplicate email', 'email'));
    const { navigate, reload, session } = renderPage();
    await toStepThree();
    fillStepThree();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 2, name: /About you/ });
    expect(screen.getByText('Please use a different email or log in.', { exact: false })).toBeTruthy();
    expect(field('Email').value).toBe('rosa@example.test');
    expect(navigate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(session.isLoggedIn.value).toBe(false);
  });

  it('an address error from the server goes back to step two, on its field, the values kept', async () => {
    api.on('POST', '/profile/register', registered);
    api.once('POST', '/profile/register', fieldError('Invalid request', 'city', 'City is required'));
    const { reload } = renderPage();
    await toStepThree();
    fillStepThree();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 2, name: /Your address/ });
    expect(field('City').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('City is required')).toBeTruthy();
    expect(field('Address Line 1').value).toBe('4017 SE Rural St');
    // Verified again, then the password step as it was.
    await continueAddress();
    await screen.findByRole('heading', { level: 2, name: /Choose a password/ });
    expect(field('Password').value).toBe('Drive#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
  });

  it('keeps step three’s own server errors on its fields, and everything typed on a 5xx', async () => {
    api.once('POST', '/profile/register', fieldError('Invalid request', 'password', PASSWORD_MESSAGE));
    renderPage();
    await toStepThree();
    fillStepThree();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
    api.once('POST', '/profile/register', reply(500, { message: 'Internal error' }));
    type('Password', 'Drive#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Sorry, there was an unexpected error, please try again shortly.')).toBeTruthy();
    expect(field('Password').value).toBe('Drive#2026');
    expect(field('Confirm Password').value).toBe('Drive#2026');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the draft, the address too, while the shopper reads the terms, and forgets it once the account exists', async () => {
    api.on('POST', '/profile/validate-step-one', { valid: true });
    api.on('POST', '/profile/register', registered);
    registerDraft.clear();
    renderInApp(<RegisterPage />, { path: '/account/register' });
    fillStepOne({ 'Zip Code': '97202' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: /Your address/ });
    await fillAddress({ line1: '4017 se rural street', line2: 'Rear house', city: 'portland', state: 'OR' });
    await continueAddress();
    await screen.findByRole('heading', { level: 2, name: /Choose a password/ });
    type('Password', 'Drive#2026');
    // Leaving for /tos unmounts the page; coming back finds step three as it was.
    cleanup();
    const { reload } = renderInApp(<RegisterPage />, { path: '/account/register' });
    expect(screen.getByRole('heading', { level: 2, name: /Choose a password/ })).toBeTruthy();
    expect(field('Password').value).toBe('Drive#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Address Line 1').value).toBe('4017 SE Rural St');
    expect(field('Address Line 2').value).toBe('Rear house');
    // Step one's zip code, filled in for the shopper.
    expect(field('Zip Code').value).toBe('97202');
    await continueAddress();
    await screen.findByRole('heading', { level: 2, name: /Choose a password/ });
    type('Confirm Password', 'Drive#2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(api.lastBody('POST', '/profile/register')).toMatchObject({
      address: '4017 SE Rural St',
      address2: 'Rear house',
      zipCode: '97202',
    });
    cleanup();
    renderInApp(<RegisterPage />, { path: '/account/register' });
    expect(field('First Name').value).toBe('');
  });

  it('in Spanish', async () => {
    locale.value = 'es';
    const { model } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cree su cuenta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
    expect(screen.getByText('Paso 1 de 3')).toBeTruthy();
    api.on('POST', '/profile/validate-step-one', { valid: true });
    model.stepOne.setValues({
      firstName: 'Rosa',
      lastName: 'Reyes',
      email: 'rosa@example.test',
      phoneNumber: '5125550123',
      zipCode: '78701',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Su dirección/ })).toBeTruthy();
    expect(screen.getByText('Paso 2 de 3')).toBeTruthy();
  });
});
