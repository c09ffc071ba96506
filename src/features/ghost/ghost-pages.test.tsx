import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../testing/render.tsx';
import { TEST_DEALER } from '../../testing/context.ts';
import { useFakeApi } from '../../testing/fake-api.ts';
import GhostRegisterPage from './ghost-register-page.tsx';
import LoginSuccessPage from './login-success-page.tsx';
import { GHOST, RESPONSE, zipMatch } from './test-fixtures.ts';

const api = useFakeApi();

beforeEach(() => {
  sessionStorage.clear();
  api.on('GET', '/profile/ghost-lead-cookie', null);
  api.on('POST', '/profile/register-ghost', RESPONSE);
  api.on('POST', '/profile/geocode', [zipMatch()]);
});
afterEach(cleanup);

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
    expect(api.lastBody('POST', '/profile/register-ghost')).toMatchObject({
      firstName: 'Grace',
      email: 'grace@example.com',
      zipCode: '78701',
    });
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
    api.on('GET', '/profile/ghost-lead-cookie', {
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
    expect(api.requests).toEqual([]);
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
