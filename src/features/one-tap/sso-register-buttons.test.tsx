import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../lib/http.ts';
import { testContext } from '../../testing/context.ts';
import { renderInApp } from '../../testing/render.tsx';
import { useTracked } from '../../testing/tracking.ts';
import { SsoRegisterButtons, type SsoRegisterButtonsProps } from './index.ts';

const tracked = useTracked();

const calls: { url: string; body: unknown }[] = [];
let respond: () => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const popup = { closed: false, close: () => undefined };
let opened: string[];

beforeEach(() => {
  calls.length = 0;
  opened = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), body: init.body ? JSON.parse(String(init.body)) : null });
    return respond();
  });
  vi.spyOn(window, 'open').mockImplementation((url?: string | URL) => {
    opened.push(String(url));
    return popup as unknown as Window;
  });
  configureHttp({ apiBase: '', csrf: { header: 'X-CSRF-TOKEN', token: 't' }, reportErrors: false });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const context = (ssos: string[]) =>
  testContext({
    campaign: { slug: 'demo-ecommerce', ssos },
    oneTap: { provider: 'sandbox', clientId: 'upshift-sandbox.dev-idp' },
  });

async function chooseGoogle(props: Partial<SsoRegisterButtonsProps> = {}, ssos = ['google']) {
  const view = renderInApp(<SsoRegisterButtons extras={() => ({})} {...props} />, { context: context(ssos) });
  fireEvent.click(await screen.findByRole('button', { name: 'Sign up with Google' }));
  const state = new URL(opened[0] ?? '').searchParams.get('state');
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: window.location.origin,
        source: popup as unknown as MessageEventSource,
        data: { type: 'upshift-dev-idp', state, credential: 'h.p.s' },
      }),
    );
  });
  return view;
}

describe('SsoRegisterButtons', () => {
  it("shows one button per supported provider of the campaign's ssos, none for others", async () => {
    renderInApp(<SsoRegisterButtons extras={() => ({})} />, { context: context(['nissan-cs-idp', 'google']) });
    expect(await screen.findByRole('group', { name: 'Sign up with another account' })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    cleanup();
    const { container } = renderInApp(<SsoRegisterButtons extras={() => ({})} />, {
      context: context(['nissan-cs-idp']),
    });
    await act(() => Promise.resolve());
    expect(container.textContent).toBe('');
  });

  it("registers with the page's phone and zip and accepted terms, then signs the session in", async () => {
    respond = () => json(200, { success: true, user: { id: 'u9', firstName: 'Avery' }, csrfToken: 'n', created: true });
    const onSignedIn = vi.fn();
    const { session } = await chooseGoogle({
      extras: () => ({ phoneNumber: '5125550100', zipCode: '78701' }),
      onSignedIn,
    });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ id: 'u9', firstName: 'Avery' }, true));
    expect(calls[0]).toEqual({
      url: '/api/profile/register-sso',
      body: {
        campaign: 'demo-ecommerce',
        provider: 'google',
        credential: 'h.p.s',
        terms: true,
        phoneNumber: '5125550100',
        zipCode: '78701',
      },
    });
    expect(session.isLoggedIn.value).toBe(true);
    expect(tracked.leads()).toEqual(['registration']);
  });

  it('signing up with an identity that already has an account signs in and is no new lead', async () => {
    respond = () =>
      json(200, { success: true, user: { id: 'u9', firstName: 'Avery' }, csrfToken: 'n', created: false });
    const onSignedIn = vi.fn();
    const { session } = await chooseGoogle({ onSignedIn });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ id: 'u9', firstName: 'Avery' }, false));
    expect(session.isLoggedIn.value).toBe(true);
    expect(tracked.leads()).toEqual([]);
  });

  it('stops when the page says its form is not ready (terms not accepted)', async () => {
    await chooseGoogle({ extras: () => null });
    await act(() => Promise.resolve());
    expect(calls).toHaveLength(0);
  });

  it("shows the duplicate-email notice with a login link for 'Duplicate email'", async () => {
    respond = () =>
      json(400, { message: 'Duplicate email', fieldErrors: [{ field: 'email', message: 'Duplicate email' }] });
    await chooseGoogle();
    expect(await screen.findByText('Email already in use.')).toBeTruthy();
    expect(screen.getByText('Please use a different email or log in.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/account/login');
    expect(tracked.leads()).toEqual([]);
  });

  it("gives the page's own field errors back to it", async () => {
    respond = () =>
      json(400, {
        message: 'Invalid request',
        fieldErrors: [{ field: 'zipCode', message: 'Zip code must be 5 digits' }],
      });
    const onFieldErrors = vi.fn();
    await chooseGoogle({ onFieldErrors });
    await waitFor(() =>
      expect(onFieldErrors).toHaveBeenCalledWith([{ field: 'zipCode', message: 'Zip code must be 5 digits' }]),
    );
  });
});
