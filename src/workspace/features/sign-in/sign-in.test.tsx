import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CODE_FAILED,
  NOT_SIGNED_IN,
  RECOVERY_CODE_FAILED,
  SIGN_IN_AGAIN,
  SIGN_IN_FAILED,
} from '../../../contract/workspace.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { MANAGER } from '../../testing/fixtures.ts';
import { descriptionOf, valueOf } from '../../testing/dom.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
afterEach(cleanup);

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

async function signInWith(email: string, password: string) {
  await screen.findByRole('heading', { name: 'Sign in' });
  type('Email', email);
  type('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it("keeps what was typed and shows the server's message when the password is wrong", async () => {
    api.on('POST', '/dealer/api/sign-in', reply(401, { message: SIGN_IN_FAILED }));
    renderWorkspace('/dealer/sign-in');
    await signInWith('Maria@Dealer.test', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toContain(SIGN_IN_FAILED);
    expect(valueOf(screen.getByLabelText('Email'))).toBe('Maria@Dealer.test');
    // The contract's schema trims and lowercases the email before it goes out.
    expect(api.lastBody('POST', '/dealer/api/sign-in')).toEqual({ email: 'maria@dealer.test', password: 'wrong' });
  });

  it('says how long to wait when the server limits tries (429)', async () => {
    api.on('POST', '/dealer/api/sign-in', reply(429, { message: 'Too many', retryAfterSeconds: 90 }));
    renderWorkspace('/dealer/sign-in');
    await signInWith('maria@dealer.test', 'secret');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many tries. Wait 2 minutes and try again.');
  });

  it('ties field errors to their fields and sends nothing while the email is not one', async () => {
    renderWorkspace('/dealer/sign-in');
    await signInWith('not-an-email', '');
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(email)).toBe('Enter a valid email address.');
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('Enter your password.');
    expect(api.requests).toEqual([]);
  });

  it('goes on to the code page, keeping where the member was going', async () => {
    api.on('POST', '/dealer/api/sign-in', { next: 'mfa', csrfToken: 't1' });
    const { currentPath } = renderWorkspace('/dealer/sign-in?next=%2Fdealer%2Faudit');
    await signInWith('maria@dealer.test', 'secret');
    await screen.findByRole('heading', { name: 'Enter your code' });
    expect(currentPath()).toBe('/dealer/sign-in/code?next=%2Fdealer%2Faudit');
  });

  it('goes on to the enrolment when the member has no authenticator yet', async () => {
    api.on('POST', '/dealer/api/sign-in', { next: 'enrol', csrfToken: 't1' });
    api.on('GET', '/dealer/api/enrolment', {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUri: 'otpauth://totp/x',
      qrSvg: '<svg/>',
    });
    const { currentPath } = renderWorkspace('/dealer/sign-in');
    await signInWith('maria@dealer.test', 'secret');
    await screen.findByRole('heading', { name: 'Set up your authenticator' });
    expect(currentPath()).toBe('/dealer/sign-in/enrol');
  });

  it('shows that the session ended when a 401 sent the member here, and the way back', async () => {
    api.on('GET', '/dealer/api/me', reply(401, { message: SIGN_IN_AGAIN }));
    const { currentPath } = renderWorkspace('/dealer/leads/L7?status=NEW');
    expect((await screen.findByText(SIGN_IN_AGAIN)).getAttribute('role')).toBe('status');
    screen.getByRole('heading', { name: 'Sign in' });
    expect(currentPath()).toBe('/dealer/sign-in?next=%2Fdealer%2Fleads%2FL7%3Fstatus%3DNEW');
  });

  it('a first visit (no session at all) goes to sign in without saying a session ended', async () => {
    api.on('GET', '/dealer/api/me', reply(401, { message: NOT_SIGNED_IN }));
    const { currentPath } = renderWorkspace('/dealer');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByText(SIGN_IN_AGAIN)).toBeNull();
    expect(currentPath()).toBe('/dealer/sign-in?next=%2Fdealer');
  });
});

describe('the code page', () => {
  it('starts over at the password when the server holds no password step for this browser', async () => {
    api.on('GET', '/dealer/api/sign-in', reply(401, { message: NOT_SIGNED_IN }));
    const { currentPath } = renderWorkspace('/dealer/sign-in/code?next=%2Fdealer%2Faudit');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(currentPath()).toBe('/dealer/sign-in?next=%2Fdealer%2Faudit');
  });

  it('reloaded between the password and the code, it asks the server for the step and sends the code with its token', async () => {
    api.on('GET', '/dealer/api/sign-in', { next: 'mfa', csrfToken: 'token-again' });
    api.once('POST', '/dealer/api/mfa', MANAGER);
    const { currentPath } = renderWorkspace('/dealer/sign-in/code?next=%2Fdealer%2Faudit');
    await screen.findByLabelText('6-digit code');
    type('6-digit code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath()).toBe('/dealer/audit'));
    expect(api.sent('POST', '/dealer/api/mfa')[0]!.headers.get('X-CSRF-TOKEN')).toBe('token-again');
  });

  it('asks for a one-time code, keeps a wrong one with the message, then signs in and goes on', async () => {
    api.once('POST', '/dealer/api/mfa', reply(401, { message: CODE_FAILED }));
    api.once('POST', '/dealer/api/mfa', MANAGER);
    const { currentPath, session } = renderWorkspace('/dealer/sign-in/code?next=%2Fdealer%2Faudit', {
      passwordAccepted: true,
    });
    const code = await screen.findByLabelText('6-digit code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    type('6-digit code', '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain(CODE_FAILED);
    expect(valueOf(code)).toBe('123 456');
    expect(api.lastBody('POST', '/dealer/api/mfa')).toEqual({ code: '123456' });
    expect(api.sent('POST', '/dealer/api/mfa')[0]!.headers.get('X-CSRF-TOKEN')).toBe('token-after-password');
    type('6-digit code', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath()).toBe('/dealer/audit'));
    expect(session.me.value?.name).toBe('María Pérez');
  });

  it('takes a recovery code instead, with its own message when it fails', async () => {
    api.on('POST', '/dealer/api/mfa/recovery', reply(401, { message: RECOVERY_CODE_FAILED }));
    renderWorkspace('/dealer/sign-in/code', { passwordAccepted: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    type('Recovery code', 'ABCDE-12345');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain(RECOVERY_CODE_FAILED);
    expect(api.lastBody('POST', '/dealer/api/mfa/recovery')).toEqual({ recoveryCode: 'abcde12345' });
    expect(valueOf(screen.getByLabelText('Recovery code'))).toBe('ABCDE-12345');
    fireEvent.click(screen.getByRole('button', { name: 'Use a code from the app instead' }));
    expect(screen.getByLabelText('6-digit code')).toBeTruthy();
  });

  it('never goes to a next outside the workspace', async () => {
    api.on('POST', '/dealer/api/mfa', MANAGER);
    const { currentPath } = renderWorkspace('/dealer/sign-in/code?next=%2F%2Fevil.test%2Fdealer', {
      passwordAccepted: true,
    });
    await screen.findByLabelText('6-digit code');
    type('6-digit code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentPath()).toBe('/dealer'));
  });
});

describe('the enrolment', () => {
  it('shows the QR code with its alt text and the key in fours, then the recovery codes once', async () => {
    api.on('GET', '/dealer/api/enrolment', {
      secret: 'JBSWY3DPEHPK3PXPJBSW',
      otpauthUri: 'otpauth://totp/Upshift:maria?secret=JBSWY3DPEHPK3PXPJBSW',
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    });
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    api.on('POST', '/dealer/api/enrolment', { recoveryCodes: codes, me: MANAGER });
    const { currentPath } = renderWorkspace('/dealer/sign-in/enrol?next=%2Fdealer%2Faudit', { passwordAccepted: true });
    const qr = await screen.findByRole('img', { name: 'QR code to add Upshift to your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW')).toBeTruthy();
    type('6-digit code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await screen.findByRole('heading', { name: 'Save your recovery codes' });
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect((proceed as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have saved my recovery codes'));
    await waitFor(() => expect((proceed as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(proceed);
    await waitFor(() => expect(currentPath()).toBe('/dealer/audit'));
  });
});
