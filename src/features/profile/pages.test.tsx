import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { testContext } from '../../testing/context.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import type { Visitor } from '../../contract/page-context.ts';
import { renderInApp } from '../../testing/render.tsx';
import type { MfaCodeState, VerifyResponse } from '../../contract/profile.ts';

const api = vi.hoisted(() => ({
  validatePin: vi.fn(),
  getUserProspect: vi.fn(),
  getMember: vi.fn(),
  getProspectContactInfo: vi.fn(),
  getMemberContactInfo: vi.fn(),
  sendProspectCode: vi.fn(),
  sendMemberCode: vi.fn(),
  verifyProspectCode: vi.fn(),
  verifyMemberCode: vi.fn(),
}));
vi.mock('./api.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const garage = vi.hoisted(() => ({ getSavedDealCount: vi.fn() }));
vi.mock('../garage/index.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...garage }));

const { default: VerifyAccessPage } = await import('./verify-access-page.tsx');
const { default: VerifyPage } = await import('./verify-page.tsx');
const { default: GetStartedPage } = await import('./get-started-page.tsx');
const { default: WelcomeBackPage } = await import('./welcome-back-page.tsx');
const { default: NoPinWelcomePage } = await import('./no-pin-welcome-page.tsx');
const { ghostModalRequest } = await import('../../lib/ghost-modal.ts');

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

beforeEach(() => {
  api.getProspectContactInfo.mockResolvedValue(CONTACT);
  api.getMemberContactInfo.mockResolvedValue(CONTACT);
  api.getUserProspect.mockResolvedValue({ mfa: null });
  api.getMember.mockResolvedValue({ mfa: null });
  api.sendProspectCode.mockImplementation(async (_id: string, method: string) => sent({ channel: method as 'SMS' }));
  api.sendMemberCode.mockImplementation(async (_email: string, method: string) =>
    sent({ channel: method as 'EMAIL', destination: 't•••@upshift.test' }),
  );
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
  ghostModalRequest.value = null;
});

describe('/profile/verify-access?pin=', () => {
  it('checks the pin for this campaign, sends the code on arrival (autoSendMFA) and verifies', async () => {
    api.validatePin.mockResolvedValue({ status: 'valid', visitor: pat });
    api.verifyProspectCode.mockResolvedValue(verified());
    const { session } = renderInApp(<VerifyAccessPage />, { path: `/profile/verify-access?pin=${PIN}` });
    expect(screen.getByRole('status').textContent).toContain('Checking your link…');
    expect(await screen.findByRole('heading', { name: 'Hello, Pat!' })).toBeTruthy();
    expect(api.validatePin).toHaveBeenCalledWith({ pin: PIN, campaign: 'demo' }, expect.anything());
    expect(session.visitor.value.pinValidated).toBe(true);
    const code = await screen.findByLabelText('Verification code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(api.sendProspectCode).toHaveBeenCalledWith('pr-pat-quinn', 'SMS');
    expect(screen.getByText('We sent a 6-digit code by text message to (•••) •••-0142.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a new code' }).hasAttribute('disabled')).toBe(true);
    fireEvent.input(code, { target: { value: '123456' } });
    expect(localStorage.getItem(STORAGE_KEYS.mfaCode)).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Pat. You are verified.' })).toBeTruthy();
    expect(api.verifyProspectCode).toHaveBeenCalledWith('pr-pat-quinn', '123456');
    expect(screen.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe('/account/register');
    expect(localStorage.getItem(STORAGE_KEYS.mfaCode)).toBeNull();
  });

  it('without auto-send, the shopper chooses where the code goes (masked)', async () => {
    api.validatePin.mockResolvedValue({ status: 'valid', visitor: { ...pat, autoSendMFA: false } });
    renderInApp(<VerifyAccessPage />, { path: `/profile/verify-access?pin=${PIN}` });
    const email = await screen.findByRole('radio', { name: 'Email to p•••@upshift.test' });
    expect(screen.getByRole('radio', { name: 'Text message to (•••) •••-0142' })).toBeTruthy();
    expect(api.sendProspectCode).not.toHaveBeenCalled();
    fireEvent.click(email);
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText('Verification code');
    expect(api.sendProspectCode).toHaveBeenCalledWith('pr-pat-quinn', 'EMAIL');
  });

  it('says clearly when the link is not valid or has expired, with the ways that still work', async () => {
    api.validatePin.mockResolvedValue({ status: 'invalid', visitor: visitor() });
    renderInApp(<VerifyAccessPage />, { path: '/profile/verify-access?pin=nope' });
    expect((await screen.findByRole('alert')).textContent).toContain('This link is not valid');
    expect(screen.getByRole('link', { name: 'Verify with your email' }).getAttribute('href')).toBe('/profile/verify');
    cleanup();
    api.validatePin.mockResolvedValue({ status: 'expired', visitor: visitor() });
    renderInApp(<VerifyAccessPage />, { path: '/profile/verify-access?pin=old' });
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired');
  });

  it('without a pin explains what the page needs, without calling the server', async () => {
    renderInApp(<VerifyAccessPage />, { path: '/profile/verify-access' });
    expect(await screen.findByRole('heading', { name: 'This page needs your invitation link' })).toBeTruthy();
    expect(api.validatePin).not.toHaveBeenCalled();
  });

  it('too many wrong PINs: the wait, in minutes', async () => {
    api.validatePin.mockRejectedValue(new ApiError('Too many', 'http', 429, [], 840));
    renderInApp(<VerifyAccessPage />, { path: `/profile/verify-access?pin=${PIN}` });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many wrong codes. Please try again in 14 minutes.',
    );
  });

  it('a prospect with an account may sign in with the password, or with a code (then the redirect rule runs)', async () => {
    const jordan = { ...pat, prospectId: 'pr-jordan-rivera', firstName: 'Jordan', userExistForProspect: true };
    api.validatePin.mockResolvedValue({ status: 'valid', visitor: jordan });
    api.verifyProspectCode.mockResolvedValue(
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
    expect(navigate).not.toHaveBeenCalled();
    expect(session.visitor.value.isLoggedIn).toBe(true);
  });

  it('a wrong code says how many tries are left; the field keeps what was typed', async () => {
    api.validatePin.mockResolvedValue({ status: 'valid', visitor: pat });
    api.verifyProspectCode.mockResolvedValue(verified({ verified: false, reason: 'invalid', triesLeft: 3 }));
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
    api.verifyMemberCode.mockResolvedValue(
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
    expect(api.sendMemberCode).toHaveBeenCalledWith('taylor@upshift.test', 'EMAIL');
    fireEvent.input(await screen.findByLabelText('Verification code'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/profile/welcome-back'));
  });

  it('a disabled member is told why we cannot sign them in, and whom to call', async () => {
    api.verifyMemberCode.mockResolvedValue(
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
    expect(api.getProspectContactInfo).toHaveBeenCalledWith('pr-pat-quinn', expect.anything());
    expect(api.sendProspectCode).not.toHaveBeenCalled();
  });

  it('offers the PIN form on a PIN-enabled campaign; a valid PIN turns the page into the prospect’s', async () => {
    api.validatePin.mockResolvedValueOnce({ status: 'expired', visitor: visitor() });
    api.validatePin.mockResolvedValueOnce({ status: 'valid', visitor: { ...pat, autoSendMFA: false } });
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
    api.validatePin.mockResolvedValue({ status: 'valid', visitor: pat });
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
    garage.getSavedDealCount.mockResolvedValue({ count: 2 });
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
    garage.getSavedDealCount.mockRejectedValueOnce(new ApiError('x', 'http', 500));
    garage.getSavedDealCount.mockResolvedValueOnce({ count: 1 });
    renderInApp(<WelcomeBackPage />, { loggedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have 1 saved deal.')).toBeTruthy();
    cleanup();
    renderInApp(<WelcomeBackPage />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/login');
    expect(garage.getSavedDealCount).toHaveBeenCalledTimes(2);
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
