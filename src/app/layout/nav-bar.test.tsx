import { act, cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { safeLocal, STORAGE_KEYS } from '../../lib/storage.ts';
import { closeGhostModal, ghostModalRequest } from '../../lib/ghost-modal.ts';
import { renderInApp, setViewportWidth } from '../../testing/render.tsx';
import { TEST_DEALER } from '../../testing/context.ts';
import { useFakeApi } from '../../testing/fake-api.ts';
import { useTracked } from '../../testing/tracking.ts';
import { NavBar } from './nav-bar.tsx';

const api = useFakeApi();
const tracked = useTracked();
const phoneEvents = () => tracked.events.filter((e) => e.name === 'contact-us-phone');
beforeEach(() => {
  api.on('GET', '/garage/deals/count', { count: 2 });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  localStorage.clear();
});

const brandLink = () => screen.getAllByRole('link')[0] as HTMLAnchorElement;

describe('NavBar brand title', () => {
  it('shows the dealer name, with the themed logo mark', () => {
    const { container } = renderInApp(<NavBar />, {
      dealer: TEST_DEALER,
      width: 1280,
      campaign: { channel: 'ecommerce', theme: 'bmw' },
    });
    expect(brandLink().textContent).toContain('Tigard Motors');
    expect(brandLink().getAttribute('href')).toBe('/');
    expect(container.querySelector('.logo.logo--bmw .logo__mark')).not.toBeNull();
  });

  it('shows the campaign title on the upgrade channel', () => {
    renderInApp(<NavBar />, {
      dealer: TEST_DEALER,
      width: 1280,
      campaign: { channel: 'upgrade', title: 'BMW Loyalty Upgrade' },
    });
    expect(brandLink().textContent).toContain('BMW Loyalty Upgrade');
    expect(brandLink().textContent).not.toContain('Tigard Motors');
  });

  it.each(['lender-northstar', 'lender-summit'])('shows no title for the %s theme', (theme) => {
    const { container } = renderInApp(<NavBar />, {
      dealer: TEST_DEALER,
      width: 1280,
      campaign: { theme, name: 'Northstar' },
    });
    expect(container.querySelector('.logo__brand')).toBeNull();
    expect(screen.queryByText('Tigard Motors')).toBeNull();
    // The link keeps an accessible name for screen readers.
    expect(screen.getByRole('link', { name: 'Northstar home' })).toBeTruthy();
  });
});

describe('NavBar sign-in link', () => {
  it("reads 'Already have an account? Sign in here' on wide screens and 'Log In' on narrow ones", () => {
    renderInApp(<NavBar />, { dealer: TEST_DEALER, width: 1024 });
    const link = screen.getByRole('link', { name: 'Already have an account? Sign in here' });
    expect(link.getAttribute('href')).toBe('/account/login');
    act(() => setViewportWidth(767));
    expect(screen.getByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(screen.queryByText('Already have an account? Sign in here')).toBeNull();
  });

  it('goes to verify-access with the pin for a validated PIN, no user and auto MFA', () => {
    renderInApp(<NavBar />, {
      dealer: TEST_DEALER,
      width: 1280,
      path: '/?pin=4321',
      visitor: { pinValidated: true, userExistForProspect: false, autoSendMFA: true },
    });
    expect(screen.getByRole('link', { name: /sign in here/i }).getAttribute('href')).toBe(
      '/profile/verify-access?pin=4321',
    );
  });

  it('opens the ghost modal for ecommerce with the ghost flag (a button: it goes nowhere)', () => {
    renderInApp(<NavBar />, {
      dealer: TEST_DEALER,
      width: 1280,
      campaign: { productId: 102, featureFlags: ['GHOST_ACCOUNT_REGISTER_FEATURE'] },
      visitor: { pinValidated: true, userExistForProspect: false, autoSendMFA: true },
    });
    expect(screen.queryByRole('link', { name: /sign in here/i })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /sign in here/i }));
    expect(ghostModalRequest.value).toEqual({ redirectPath: '/' });
    closeGhostModal();
  });

  it('is replaced by My Garage and the greeting when logged in', async () => {
    renderInApp(<NavBar />, { dealer: TEST_DEALER, width: 1280, loggedIn: true });
    expect(screen.queryByRole('link', { name: /sign in here/i })).toBeNull();
    expect(screen.getByText('Hi, Ana')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'My Garage, 2 saved deals' })).toBeTruthy();
  });
});

describe('NavBar Shop New / Shop Used', () => {
  const shop = () => screen.queryByRole('list', { name: 'Shop' });

  it('links to the listings filtered by stock type on large screens', () => {
    renderInApp(<NavBar />, { dealer: TEST_DEALER, width: 1280, loggedIn: true, path: '/garage' });
    const list = within(shop() as HTMLElement);
    expect(list.getByRole('link', { name: 'Shop New' }).getAttribute('href')).toBe(
      '/listings?distance=-1&stockTypes=NEW',
    );
    expect(list.getByRole('link', { name: 'Shop Used' }).getAttribute('href')).toBe(
      '/listings?distance=-1&stockTypes=USED',
    );
  });

  it('is hidden at the md breakpoint and below', () => {
    renderInApp(<NavBar />, { dealer: TEST_DEALER, loggedIn: true, width: 991 });
    expect(shop()).toBeNull();
  });

  it('is hidden when logged out on home, and shown when logged out elsewhere', () => {
    renderInApp(<NavBar />, { dealer: TEST_DEALER, width: 1280, path: '/' });
    expect(shop()).toBeNull();
    cleanup();
    renderInApp(<NavBar />, { dealer: TEST_DEALER, width: 1280, path: '/listings' });
    expect(shop()).not.toBeNull();
  });

  it('needs ecommerce and a dealer', () => {
    renderInApp(<NavBar />, { dealer: TEST_DEALER, width: 1280, loggedIn: true, campaign: { productId: 103 } });
    expect(shop()).toBeNull();
    cleanup();
    renderInApp(<NavBar />, { dealer: TEST_DEALER, width: 1280, loggedIn: true, context: { dealer: null } });
    expect(shop()).toBeNull();
  });
});

describe('NavBar Contact Us phone button', () => {
  const upgrade = { productId: 103 as const, phoneNumber: '5035550199', phoneNumberFormatted: '(503) 555-0199' };

  it('tracks the first click, then shows the number as a tel link that keeps focus', () => {
    renderInApp(<NavBar />, { dealer: TEST_DEALER, width: 1280, campaign: upgrade });
    fireEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(tracked.events).toEqual([
      { name: 'contact-us-phone', data: expect.objectContaining({ phone: '(503) 555-0199' }) },
    ]);
    const link = screen.getByRole('link', { name: 'Call us at (503) 555-0199' });
    expect(link.getAttribute('href')).toBe('tel:5035550199');
    expect(link.textContent).toBe('(503) 555-0199');
    expect(document.activeElement).toBe(link);
    expect(screen.queryByRole('button', { name: 'Contact Us' })).toBeNull();
    expect(safeLocal.get(STORAGE_KEYS.contactUsPhoneNumber)).toBe('(503) 555-0199');
  });

  it('shows the number straight away once revealed (contactUsPhoneNumber), without tracking again', () => {
    safeLocal.set(STORAGE_KEYS.contactUsPhoneNumber, '(503) 555-0199');
    renderInApp(<NavBar />, { dealer: TEST_DEALER, width: 1280, campaign: upgrade });
    expect(screen.getByRole('link', { name: 'Call us at (503) 555-0199' })).toBeTruthy();
    expect(phoneEvents()).toEqual([]);
  });

  it('is absent for ecommerce and without a formatted number', () => {
    renderInApp(<NavBar />, { dealer: TEST_DEALER, width: 1280, campaign: { ...upgrade, productId: 102 } });
    expect(screen.queryByRole('button', { name: 'Contact Us' })).toBeNull();
    cleanup();
    renderInApp(<NavBar />, { dealer: TEST_DEALER, width: 1280, campaign: { ...upgrade, phoneNumberFormatted: null } });
    expect(screen.queryByRole('button', { name: 'Contact Us' })).toBeNull();
  });
});

describe('NavBar language switch', () => {
  it('keeps the language switch', () => {
    renderInApp(<NavBar />, { dealer: TEST_DEALER, width: 1280 });
    expect(screen.getByRole('button', { name: 'Español' })).toBeTruthy();
  });
});
