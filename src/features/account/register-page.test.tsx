import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { locale } from '../../lib/i18n/index.ts';
import { renderInApp } from '../listings/test-support.tsx';
import type { RegisterResponse } from './api.ts';
import { clearRegisterDraft, createRegisterModel } from './model.ts';

const api = vi.hoisted(() => ({ validateStepOne: vi.fn(), register: vi.fn() }));
vi.mock('./api.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const { default: RegisterPage } = await import('./register-page.tsx');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
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
  api.validateStepOne.mockResolvedValue({ valid: true });
  fillStepOne();
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { level: 2, name: /Choose a password/ });
}

function fillStepTwo(password = 'Drive#2026', confirm = password) {
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
    expect(api.validateStepOne).not.toHaveBeenCalled();
  });

  it('checks step one with the server (bare phone digits), then shows step two; Back keeps every value', async () => {
    renderPage();
    await toStepTwo();
    expect(api.validateStepOne).toHaveBeenCalledWith({
      firstName: 'Rosa',
      lastName: 'Reyes',
      email: 'rosa@example.test',
      phoneNumber: '5125550123',
      zipCode: '78701',
    });
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    // Focus moves to the new step's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /Choose a password/ })),
    );
    type('Password', 'Drive#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('First Name').value).toBe('Rosa');
    expect(field('Phone Number').value).toBe('(512) 555-0123');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: /Choose a password/ });
    expect(field('Password').value).toBe('Drive#2026');
  });

  it("'Duplicate email': 'Email already in use.', the logged-out hint with a login link, the email kept", async () => {
    api.validateStepOne.mockRejectedValue(
      new ApiError('Duplicate email', 'http', 400, [{ field: 'email', message: 'Duplicate email' }]),
    );
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
    api.validateStepOne.mockRejectedValue(
      new ApiError('Duplicate email', 'http', 400, [{ field: 'email', message: 'Duplicate email' }]),
    );
    renderPage('/account/register', { loggedIn: true });
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Email already in use.')).toBeTruthy();
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it('puts other server field errors on their fields', async () => {
    api.validateStepOne.mockRejectedValue(
      new ApiError('Invalid request', 'http', 400, [{ field: 'zipCode', message: 'Zip Code must be 5 digits' }]),
    );
    renderPage();
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field('Zip Code').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Zip Code must be 5 digits')).toBeTruthy();
    expect(field('Zip Code').value).toBe('78701');
  });

  it('shows the loading state while checking, then a generic message on a network failure, keeping the values', async () => {
    let fail: (e: unknown) => void = () => undefined;
    api.validateStepOne.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    renderPage();
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const busy = await screen.findByRole('button', { name: 'Checking…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fail(new ApiError('POST /profile/validate-step-one: network error', 'network', 0)));
    expect(await screen.findByText('Sorry, there was an unexpected error, please try again shortly.')).toBeTruthy();
    expect(field('Last Name').value).toBe('Reyes');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('says how long to wait after a 429', async () => {
    api.validateStepOne.mockRejectedValue(new ApiError('Too many', 'http', 429, [], 840));
    renderPage();
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Too many attempts. Please try again in 14 minutes.')).toBeTruthy();
  });
});

describe('RegisterPage step two', () => {
  it('applies the password rule with its exact message, the confirmation and the terms', async () => {
    renderPage();
    await toStepTwo();
    type('Password', 'password');
    expect(await screen.findByText(PASSWORD_MESSAGE)).toBeTruthy();
    type('Password', 'Drive#2026');
    type('Confirm Password', 'Drive#2027');
    expect(await screen.findByText('Confirm Password does not match Password.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Terms is required')).toBeTruthy();
    expect(api.register).not.toHaveBeenCalled();
    const terms = screen.getByRole('checkbox', { name: /I agree to the Terms of Use/ });
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/tos');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(terms.getAttribute('aria-invalid')).toBe('true');
  });

  it('creates the account, signs the shopper in and follows a safe redirectPath', async () => {
    api.register.mockResolvedValue(registered);
    const { session, navigate } = renderPage('/account/register?redirectPath=%2Fgarage');
    await toStepTwo();
    fillStepTwo();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/garage'));
    expect(api.register).toHaveBeenCalledWith({
      firstName: 'Rosa',
      lastName: 'Reyes',
      email: 'rosa@example.test',
      phoneNumber: '5125550123',
      zipCode: '78701',
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
    api.register.mockResolvedValue(registered);
    const { navigate } = renderPage('/account/register?redirectPath=https%3A%2F%2Fevil.test%2F');
    await toStepTwo();
    fillStepTwo();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });

  it("a 'Duplicate email' at the last moment goes back to step one with the notice", async () => {
    api.register.mockRejectedValue(
      new ApiError('Duplicate email', 'http', 400, [{ field: 'email', message: 'Duplicate email' }]),
    );
    const { navigate, session } = renderPage();
    await toStepTwo();
    fillStepTwo();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { level: 2, name: /About you/ });
    expect(screen.getByText('Please use a different email or log in.', { exact: false })).toBeTruthy();
    expect(field('Email').value).toBe('rosa@example.test');
    expect(navigate).not.toHaveBeenCalled();
    expect(session.isLoggedIn.value).toBe(false);
  });

  it('keeps step two’s own server errors on its fields, and everything typed on a 5xx', async () => {
    api.register.mockRejectedValueOnce(
      new ApiError('Invalid request', 'http', 400, [{ field: 'password', message: PASSWORD_MESSAGE }]),
    );
    renderPage();
    await toStepTwo();
    fillStepTwo();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
    api.register.mockRejectedValueOnce(new ApiError('Internal error', 'http', 500));
    type('Password', 'Drive#2026');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Sorry, there was an unexpected error, please try again shortly.')).toBeTruthy();
    expect(field('Password').value).toBe('Drive#2026');
    expect(field('Confirm Password').value).toBe('Drive#2026');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the draft while the shopper reads the terms, and forgets it once the account exists', async () => {
    api.validateStepOne.mockResolvedValue({ valid: true });
    api.register.mockResolvedValue(registered);
    clearRegisterDraft();
    renderInApp(<RegisterPage />, { path: '/account/register' });
    fillStepOne();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: /Choose a password/ });
    type('Password', 'Drive#2026');
    // Leaving for /tos unmounts the page; coming back finds step two as it was.
    cleanup();
    const { navigate } = renderInApp(<RegisterPage />, { path: '/account/register' });
    expect(screen.getByRole('heading', { level: 2, name: /Choose a password/ })).toBeTruthy();
    expect(field('Password').value).toBe('Drive#2026');
    type('Confirm Password', 'Drive#2026');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    cleanup();
    renderInApp(<RegisterPage />, { path: '/account/register' });
    expect(field('First Name').value).toBe('');
  });

  it('in Spanish', async () => {
    locale.value = 'es';
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cree su cuenta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeTruthy();
    expect(screen.getByText('Paso 1 de 2')).toBeTruthy();
  });
});
