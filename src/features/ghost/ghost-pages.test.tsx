import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../testing/render.tsx';
import { TEST_DEALER } from '../../testing/context.ts';

import type { RegisterGhostResponse } from '../../contract/ghost.ts';

/** A campaign with ghost registration. */
const GHOST = { featureFlags: ['GHOST_ACCOUNT_REGISTER_FEATURE'] };

const api = vi.hoisted(() => ({
  getGhostLeadCookie: vi.fn(),
  deleteGhostLeadCookie: vi.fn(),
  registerGhost: vi.fn(),
}));
const address = vi.hoisted(() => ({ geocode: vi.fn() }));
vi.mock('./api.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../address/api.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...address }));
const { default: GhostRegisterPage } = await import('./ghost-register-page.tsx');
const { default: LoginSuccessPage } = await import('./login-success-page.tsx');

const RESPONSE: RegisterGhostResponse = {
  success: true,
  user: { id: 'u-9', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
  csrfToken: 'new-token',
  returning: false,
};

beforeEach(() => {
  sessionStorage.clear();
  api.getGhostLeadCookie.mockResolvedValue(null);
  api.registerGhost.mockResolvedValue(RESPONSE);
  address.geocode.mockResolvedValue([
    {
      address: {
        street1: '',
        street2: '',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        county: 'Travis',
        fullAddress: '',
      },
      businessAddress: false,
      lat: 30.27,
      lng: -97.74,
    },
  ]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('/account/register/ghost', () => {
  it('is the ghost form as a page, passing the safe redirectPath on', async () => {
    const { reload } = renderInApp(<GhostRegisterPage />, {
      dealer: TEST_DEALER,
      campaign: GHOST,
      path: '/account/register/ghost?redirectPath=%2Fno-profile%2Fvehicles%2Fv1',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your shopping benefits' })).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Your information' })).toBeTruthy();
    type('First Name', 'Grace');
    type('Last Name', 'Hopper');
    type('Email', 'grace@example.com');
    type('Zip Code', '78701');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(reload).toHaveBeenCalledWith('/login-success/ghost?redirectPath=%2Fno-profile%2Fvehicles%2Fv1'),
    );
  });

  it('drops an unsafe redirectPath', async () => {
    const { reload } = renderInApp(<GhostRegisterPage />, {
      dealer: TEST_DEALER,
      campaign: GHOST,
      path: '/account/register/ghost?redirectPath=%2F%2Fevil.example',
    });
    await screen.findByLabelText('First Name');
    type('First Name', 'Grace');
    type('Last Name', 'Hopper');
    type('Email', 'grace@example.com');
    type('Zip Code', '78701');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/login-success/ghost'));
  });

  it('welcomes a recognised ghost by name', async () => {
    api.getGhostLeadCookie.mockResolvedValue({
      firstName: 'Gina',
      lastName: 'Whitfield',
      phoneNumber: '',
      email: 'gina.ghost@upshift.test',
      zipCode: '78701',
    });
    renderInApp(<GhostRegisterPage />, { dealer: TEST_DEALER, campaign: GHOST, path: '/account/register/ghost' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back, Gina' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not Gina? Click Here' })).toBeTruthy();
  });

  it('tells a signed-in shopper they are signed in instead of asking again', () => {
    renderInApp(<GhostRegisterPage />, {
      dealer: TEST_DEALER,
      campaign: GHOST,
      loggedIn: true,
      path: '/account/register/ghost',
    });
    expect(screen.getByText('You are signed in as Ana.')).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(api.getGhostLeadCookie).not.toHaveBeenCalled();
  });
});

describe('/login-success/ghost', () => {
  it("confirms with the shopper's first name and continues to the redirectPath", () => {
    renderInApp(<LoginSuccessPage />, {
      dealer: TEST_DEALER,
      campaign: GHOST,
      loggedIn: true,
      path: '/login-success/ghost?redirectPath=%2Flistings',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'You are all set, Ana!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/listings');
  });

  it('continues home without a redirectPath, or with an unsafe one', () => {
    renderInApp(<LoginSuccessPage />, {
      dealer: TEST_DEALER,
      campaign: GHOST,
      loggedIn: true,
      path: '/login-success/ghost?redirectPath=https%3A%2F%2Fevil.example',
    });
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    cleanup();
    renderInApp(<LoginSuccessPage />, {
      dealer: TEST_DEALER,
      campaign: GHOST,
      loggedIn: true,
      path: '/login-success/ghost',
    });
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('promises a trade-in offer only where the campaign has the trade-in flow', () => {
    renderInApp(<LoginSuccessPage />, {
      dealer: TEST_DEALER,
      campaign: GHOST,
      loggedIn: true,
      path: '/login-success/ghost',
    });
    expect(screen.getByText(/and your trade-in offer are waiting for you/)).toBeTruthy();
    cleanup();
    renderInApp(<LoginSuccessPage />, {
      dealer: TEST_DEALER,
      loggedIn: true,
      path: '/login-success/ghost',
      campaign: { ...GHOST, disabledPages: ['trade'] },
    });
    expect(
      screen.getByText(
        'Your account is ready and you are signed in. Detailed pricing with taxes and fees is waiting for you.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/trade-in/)).toBeNull();
  });

  it('does not claim a sign-in that did not happen', () => {
    renderInApp(<LoginSuccessPage />, { dealer: TEST_DEALER, campaign: GHOST, path: '/login-success/ghost' });
    expect(screen.getByRole('heading', { level: 1, name: 'You are all set!' })).toBeTruthy();
    expect(screen.queryByText(/you are signed in/)).toBeNull();
  });
});
