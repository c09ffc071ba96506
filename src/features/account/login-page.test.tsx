import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '../../lib/i18n/index.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render.tsx';
import LoginPage from './login-page.tsx';

const api = useFakeApi();
const signIns = () => api.sent('POST', '/auth/login');

afterEach(() => {
  cleanup();
  locale.value = 'en';
});

function signIn(password = 'Upshift!23') {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'demo@upshift.test' } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('signs in and follows a safe redirectPath as a new page (seed 001 §2: the context changed)', async () => {
    api.on('POST', '/auth/login', { success: true, user: { id: 'u1', firstName: 'Alex' }, csrfToken: 't' });
    const { navigate, reload, session } = renderInApp(<LoginPage />, { path: '/account/login?redirectPath=%2Fgarage' });
    signIn();
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/garage'));
    expect(api.lastBody('POST', '/auth/login')).toEqual({ email: 'demo@upshift.test', password: 'Upshift!23' });
    expect(navigate).not.toHaveBeenCalled();
    expect(session.visitor.value).toMatchObject({ isLoggedIn: true, firstName: 'Alex' });
  });

  it('goes home when redirectPath is missing or leads off the app', async () => {
    api.on('POST', '/auth/login', { success: true, user: { id: 'u1', firstName: 'Alex' }, csrfToken: 't' });
    const { reload } = renderInApp(<LoginPage />, { path: '/account/login?redirectPath=%2F%2Fevil.test' });
    signIn();
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
  });

  it('asks whether a finance application started on this browser joins the account, then signs in with the answer', async () => {
    api.on('POST', '/auth/login', { success: true, user: { id: 'u1', firstName: 'Alex' }, csrfToken: 't2' });
    api.once('POST', '/auth/login', { success: false, user: null, csrfToken: 't', askFinanceConsent: true });
    const { reload } = renderInApp(<LoginPage />, { path: '/account/login' });
    signIn();
    const question = await screen.findByRole('group', {
      name: 'You started a finance application on this browser before signing in. Add it to your account?',
    });
    const yes = screen.getByRole('radio', { name: 'Yes, it is mine: add it to my account' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    expect(reload).not.toHaveBeenCalled();
    // A question just asked is not yet an error.
    expect(screen.queryByText('Choose whether to add the finance application to your account.')).toBeNull();
    // Unanswered: the question says so, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Choose whether to add the finance application to your account.')).toBeTruthy();
    expect(signIns()).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: 'No, it is not mine: leave it out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    // The password typed once is sent again with the answer.
    expect(signIns()).toHaveLength(2);
    expect(api.lastBody('POST', '/auth/login')).toEqual({
      email: 'demo@upshift.test',
      password: 'Upshift!23',
      financeConsent: false,
    });
    expect(question).toBeTruthy();
  });

  it('says the email or password is wrong, keeping the email', async () => {
    api.on('POST', '/auth/login', { success: false, user: null, csrfToken: 't' });
    const { navigate, reload } = renderInApp(<LoginPage />, { path: '/account/login' });
    signIn('nope');
    expect(await screen.findByText('The email or password is incorrect.')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('demo@upshift.test');
    expect(navigate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a disabled member with the right password is not signed in, and is told why and whom to call (seed 001 §6)', async () => {
    api.on('POST', '/auth/login', { success: false, user: null, csrfToken: 't', memberDisabled: true });
    const { navigate, reload, session } = renderInApp(<LoginPage />, {
      path: '/account/login',
      campaign: { phoneNumber: '8005550199' },
    });
    signIn('Riley#2026');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your membership is not active, so we cannot sign you in.');
    expect(alert.textContent).toContain('Please call us at (800) 555-0199 and we will sort it out with you.');
    expect(alert.textContent).not.toContain('The email or password is incorrect.');
    expect(navigate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(session.visitor.value.isLoggedIn).toBe(false);
  });

  it('after too many failures says how long to wait, in minutes or seconds, in English and Spanish', async () => {
    api.on('POST', '/auth/login', reply(429, { message: 'Too many failed attempts.', retryAfterSeconds: 899 }));
    renderInApp(<LoginPage />, { path: '/account/login' });
    signIn('nope');
    expect(await screen.findByText('Too many failed sign-in attempts. Please try again in 15 minutes.')).toBeTruthy();
    expect(screen.queryByText('The email or password is incorrect.')).toBeNull();
    api.on('POST', '/auth/login', reply(429, { message: 'Too many failed attempts.', retryAfterSeconds: 42 }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many failed sign-in attempts. Please try again in 42 seconds.')).toBeTruthy();
    locale.value = 'es';
    fireEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(
      await screen.findByText('Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en 42 segundos.'),
    ).toBeTruthy();
  });

  it("offers 'Create an account', keeping the redirect target", () => {
    renderInApp(<LoginPage />, { path: '/account/login?redirectPath=%2Fgarage' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/account/register?redirectPath=%2Fgarage',
    );
    cleanup();
    renderInApp(<LoginPage />, { path: '/account/login' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/account/register');
  });
});
