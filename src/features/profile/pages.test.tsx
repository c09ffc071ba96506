import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ghostModalRequest } from '../../lib/ghost-modal.ts';
import { testContext } from '../../testing/context.ts';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import type { Visitor } from '../../contract/page-context.ts';
import { renderInApp } from '../../testing/render.tsx';
import type { ContactMethod, MemberState, MfaCodeState, UserProspect, VerifyResponse } from '../../contract/profile.ts';
import GetStartedPage from './get-started-page.tsx';
import NoPinWelcomePage from './no-pin-welcome-page.tsx';
import VerifyAccessPage from './verify-access-page.tsx';
import VerifyPage from './verify-page.tsx';
import WelcomeBackPage from './welcome-back-page.tsx';

const api = useFakeApi();
/** Pat's code calls (seed 000 §7: a prospect's MFA). */
const PAT = '/prospects/pr-pat-quinn/mfa';
/** The member calls of an email: the address as it is in the URL. */
const member = (email: string) => `/members/${encodeURIComponent(email)}`;
const pinChecks = () => api.sent('POST', '/profile/pin');

const PIN = 'Qm7Rk2Xv9Tz4Lp8Wn3Hc6Jd';
const visitor = (over: Partial<Visitor> = {}): Visitor => testContext({ visitor: over }).visitor;
const pat = visitor({
  prospectId: 'pr-pat-quinn',
  firstName: 'Pat',
  lastName: 'Quinn',
  pinValidated: true,
  autoSendMFA: true,
});
const CONTACT = {
  methods: [
    { method: 'SMS', destination: '(•••) •••-0142' },
    { method: 'EMAIL', destination: 'p•••@upshift.test' },
  ],
};
const sent = (over: Partial<MfaCodeState> = {}): MfaCodeState => ({
  active: true,
  channel: 'SMS',
  destination: '(•••) •••-0142',
  expiresInSeconds: 600,
  triesLeft: 5,
  resendInSeconds: 30,
  ...over,
});
const verified = (over: Partial<VerifyResponse> = {}): VerifyResponse => ({
  verified: true,
  reason: null,
  triesLeft: 4,
  signedIn: false,
  memberDisabled: false,
  csrfToken: 'tok',
  visitor: pat,
  ...over,
});

const prospect = (id: string): UserProspect => ({
  prospectId: id,
  firstName: 'Pat',
  userExistForProspect: false,
  autoSendMFA: true,
  isMember: false,
  isMemberDisabled: false,
  mfaVerified: false,
  details: null,
  mfa: null,
});

beforeEach(() => {
  api.on('GET', '/prospects/:id/mfa/contactInfo', CONTACT);
  api.on('GET', '/members/:email/mfa/contactInfo', CONTACT);
  api.on('GET', '/user-prospect/:id', ({ params }) => prospect(params['id']!));
  api.on('GET', '/members/:email', ({ params }): MemberState => ({
    email: params['email']!,
    mfaVerified: false,
    member: null,
    mfa: null,
  }));
  api.on('POST', '/prospects/:id/mfa', ({ query }) => sent({ channel: query['contact-method'] as ContactMethod }));
  api.on('POST', '/members/:email/mfa', ({ query }) =>
    sent({ channel: query['contact-method'] as ContactMethod, destination: 't•••@upshift.test' }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  ghostModalRequest.value = null;
});

describe('/profile/verify-access?pin=', () => {
  it('checks the pin for this campaign, sends the code on arrival (autoSendMFA) and verifies', async () => {
    api.on('POST', '/profile/pin', { status: 'valid', visitor: pat });
    api.on('GET', `${PAT}/verify`, verified());
    const { session } = renderInApp(<VerifyAccessPage />, { path: `/profile/verify-access?pin=${PIN}` });
    expect(screen.getByRole('status').textContent).toContain('Checking your link…');
    expect(await screen.findByRole('heading', { name: 'Hello, Pat!' })).toBeTruthy();
    expect(api.lastBody('POST', '/profile/pin')).toEqual({ pin: PIN, campaign: 'demo' });
    expect(session.visitor.value.pinValidated).toBe(true);
    const code = await screen.findByLabelText('Verification code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(api.sent('POST', PAT).map((r) => r.query)).toEqual([{ 'contact-method': 'SMS' }]);
    expect(screen.getByText('We sent a 6-digit code by text message to (•••) •••-0142.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new code' }).hasAttribute('disabled')).toBe(true);
    fireEvent.input(code, { target: { value: '123456' } });
    expect(localStorage.getItem(STORAGE_KEYS.mfaCode)).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Pat. You are verified.' })).toBeTruthy();
    expect(api.sent('GET', `${PAT}/verify`).map((r) => r.query)).toEqual([{ mfa: '123456' }]);
    expect(screen.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe('/account/register');
    expect(localStorage.getItem(STORAGE_KEYS.mfaCode)).toBeNull();
  });

  it('without auto-send, the shopper chooses where the code goes (masked)', async () => {
    api.on('POST', '/profile/pin', { status: 'valid', visitor: { ...pat, autoSendMFA: false } });
    renderInApp(<VerifyAccessPage />, { path: `/profile/verify-access?pin=${PIN}` });
    const email = await screen.findByRole('radio', { name: 'Email to p•••@upshift.test' });
    expect(screen.getByRole('radio', { name: 'Text message to (•••) •••-0142' })).toBeTruthy();
    expect(api.sent('POST', PAT)).toEqual([]);
    fireEvent.click(email);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Verification code');
    expect(api.sent('POST', PAT).map((r) => r.query)).toEqual([{ 'contact-method': 'EMAIL' }]);
  });

  it('says clearly when the link is not valid or has expired, with the ways that still work', async () => {
    api.on('POST', '/profile/pin', { status: 'invalid', visitor: visitor() });
    renderInApp(<VerifyAccessPage />, { path: '/profile/verify-access?pin=nope' });
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid');
    expect(screen.getByRole('link', { name: 'Verify with your email' }).getAttribute('href')).toBe('/profile/verify');
    cleanup();
    api.on('POST', '/profile/pin', { status: 'expired', visitor: visitor() });
    renderInApp(<VerifyAccessPage />, { path: '/profile/verify-access?pin=old' });
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired');
  });

  it('without a pin explains what the page needs, without calling the server', async () => {
    renderInApp(<VerifyAccessPage />, { path: '/profile/verify-access' });
    expect(await screen.findByRole('heading', { name: 'This page needs your invitation link' })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('too many wrong PINs: the wait, in minutes', async () => {
    api.on('POST', '/profile/pin', reply(429, { message: 'Too many', retryAfterSeconds: 840 }));
    renderInApp(<VerifyAccessPage />, { path: `/profile/verify-access?pin=${PIN}` });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many wrong codes. Please try again in 14 minutes.',
    );
  });

  it('a prospect with an account may sign in with the password, or with a code (then the redirect rule runs)', async () => {
    const jordan = { ...pat, prospectId: 'pr-jordan-rivera', firstName: 'Jordan', userExistForProspect: true };
    api.on('POST', '/profile/pin', { status: 'valid', visitor: jordan });
    api.on(
      'GET',
      '/prospects/pr-jordan-rivera/mfa/verify',
      verified({ signedIn: true, csrfToken: 'new', visitor: { ...jordan, isLoggedIn: true, userId: 'u2' } }),
    );
    const { navigate, reload, session } = renderInApp(<VerifyAccessPage />, {
      path: `/profile/verify-access?pin=${PIN}`,
    });
    expect((await screen.findByRole('link', { name: 'Sign in with your password' })).getAttribute('href')).toBe(
      '/account/login',
    );
    fireEvent.input(await screen.findByLabelText('Verification code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    // Verified and signed in, the context changed: the redirect rule's page loads as a new page (seed 001 §2).
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/profile/welcome-back'));
    expect(api.sent('GET', '/prospects/pr-jordan-rivera/mfa/verify').map((r) => r.query)).toEqual([{ mfa: '654321' }]);
    expect(navigate).not.toHaveBeenCalled();
    expect(session.visitor.value.isLoggedIn).toBe(true);
  });

  it('a wrong code says how many tries are left; the field keeps what was typed', async () => {
    api.on('POST', '/profile/pin', { status: 'valid', visitor: pat });
    api.on('GET', `${PAT}/verify`, verified({ verified: false, reason: 'invalid', triesLeft: 3 }));
    renderInApp(<VerifyAccessPage />, { path: `/profile/verify-access?pin=${PIN}` });
    const code = await screen.findByLabelText('Verification code');
    fireEvent.input(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. You have 3 tries left.');
    expect((code as HTMLInputElement).value).toBe('111111');
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('/profile/verify', () => {
  it('a member verifies by email and is signed in', async () => {
    api.on(
      'GET',
      `${member('taylor@upshift.test')}/mfa/verify`,
      verified({ signedIn: true, visitor: visitor({ isLoggedIn: true, userId: 'u-taylor', firstName: 'Taylor' }) }),
    );
    const { reload } = renderInApp(<VerifyPage />, { path: '/profile/verify' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: ' taylor@upshift.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Signing in as taylor@upshift.test')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: 'Email to p•••@upshift.test' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.input(await screen.findByLabelText('Verification code'), { target: { value: '222222' } });
    // The email as typed, trimmed, names the member.
    expect(api.sent('POST', `${member('taylor@upshift.test')}/mfa`).map((r) => r.query)).toEqual([
      { 'contact-method': 'EMAIL' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/profile/welcome-back'));
    expect(api.sent('GET', `${member('taylor@upshift.test')}/mfa/verify`).map((r) => r.query)).toEqual([
      { mfa: '222222' },
    ]);
  });

  it('a disabled member is told why we cannot sign them in, and whom to call', async () => {
    api.on(
      'GET',
      `${member('riley@upshift.test')}/mfa/verify`,
      verified({ memberDisabled: true, visitor: visitor({ isMemberDisabled: true, isMember: true }) }),
    );
    const { navigate, reload } = renderInApp(<VerifyPage />, {
      path: '/profile/verify',
      campaign: { phoneNumber: '8005550199' },
    });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'riley@upshift.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    fireEvent.input(await screen.findByLabelText('Verification code'), { target: { value: '333333' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your membership is not active');
    expect(alert.textContent).toContain('Please call us at (800) 555-0199 and we will sort it out with you.');
    expect(screen.getByRole('link', { name: 'Call (800) 555-0199' }).getAttribute('href')).toBe('tel:+18005550199');
    expect(navigate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('a prospect whose PIN this session validated verifies without auto-send', async () => {
    renderInApp(<VerifyPage />, {
      path: '/profile/verify',
      context: testContext({ visitor: { ...pat, autoSendMFA: false } }),
    });
    expect(screen.getByText('Hello, Pat. Confirm it is you with a one-time code.')).toBeTruthy();
    await screen.findByRole('button', { name: 'Send code' });
    expect(api.sent('GET', `${PAT}/contactInfo`)).toHaveLength(1);
    expect(api.sent('POST', PAT)).toEqual([]);
  });

  it('offers the PIN form on a PIN-enabled campaign; a valid PIN turns the page into the prospect’s', async () => {
    api.on('POST', '/profile/pin', { status: 'valid', visitor: { ...pat, autoSendMFA: false } });
    api.once('POST', '/profile/pin', { status: 'expired', visitor: visitor() });
    renderInApp(<VerifyPage />, {
      path: '/profile/verify',
      context: testContext({ visitor: { displayPinForm: true } }),
    });
    const pin = screen.getByLabelText('PIN');
    fireEvent.input(pin, { target: { value: 'Old-PIN-from-2024-xx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use my PIN' }));
    expect(await screen.findByText('This PIN has expired. Please verify with your email instead.')).toBeTruthy();
    fireEvent.input(pin, { target: { value: PIN } });
    fireEvent.click(screen.getByRole('button', { name: 'Use my PIN' }));
    expect(await screen.findByText('Hello, Pat. Confirm it is you with a one-time code.')).toBeTruthy();
    expect(pinChecks().map((r) => r.body)).toEqual([
      { pin: 'Old-PIN-from-2024-xx', campaign: 'demo' },
      { pin: PIN, campaign: 'demo' },
    ]);
  });
});

describe('/profile/get-started', () => {
  it('explains the steps and runs the redirect rule on its button', async () => {
    const { navigate } = renderInApp(<GetStartedPage />, { path: '/profile/get-started' });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/register'));
  });

  it('checks a pin in the URL first, so rule 2 sees the prospect', async () => {
    api.on('POST', '/profile/pin', { status: 'valid', visitor: pat });
    localStorage.setItem(STORAGE_KEYS.mfaCode, '999999');
    const { navigate } = renderInApp(<GetStartedPage />, { path: `/profile/get-started?pin=${PIN}` });
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/profile/verify-access?pin=${PIN}`));
    // Rule 2 with a pin in the URL clears the stored mfaCode.
    expect(localStorage.getItem(STORAGE_KEYS.mfaCode)).toBeNull();
  });
});

describe('/profile/welcome-back', () => {
  it('greets by first name with the saved-deal count and the campaign’s links', async () => {
    api.on('GET', '/garage/deals/count', { count: 2 });
    renderInApp(<WelcomeBackPage />, {
      context: testContext({ visitor: { isLoggedIn: true, userId: 'u1', firstName: 'Alex' }, campaign: {} }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Alex!' })).toBeTruthy();
    expect(await screen.findByText('You have 2 saved deals.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Where to next' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Open My Garage',
      'Shop new vehicles',
      'Shop used vehicles',
      'Value your trade',
    ]);
  });

  it('shows a failed count as an error with a retry, and asks a signed-out visitor to sign in', async () => {
    api.on('GET', '/garage/deals/count', { count: 1 });
    api.once('GET', '/garage/deals/count', reply(500, { message: 'x' }));
    renderInApp(<WelcomeBackPage />, { loggedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have 1 saved deal.')).toBeTruthy();
    cleanup();
    renderInApp(<WelcomeBackPage />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/login');
    // Signed out, the count is not asked for: the two asks were the signed-in shopper's.
    expect(api.sent('GET', '/garage/deals/count')).toHaveLength(2);
  });
});

describe('/profile/no-pin-welcome', () => {
  it('says what an account gets them; register, and sign in by the sign-in link rule', () => {
    renderInApp(<NoPinWelcomePage />, { path: '/profile/no-pin-welcome' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe('/account/register');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/login');
  });

  it('opens the ghost modal on an ecommerce campaign with ghost registration', () => {
    renderInApp(<NoPinWelcomePage />, { campaign: { featureFlags: ['GHOST_ACCOUNT_REGISTER_FEATURE'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(ghostModalRequest.value).toEqual({});
  });
});
