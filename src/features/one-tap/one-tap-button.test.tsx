import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../lib/http.ts';
import type { OneTapConfig } from '../../contract/page-context.ts';
import { testContext } from '../../testing/context.ts';
import { renderInApp } from '../../testing/render.tsx';
import { useTracked } from '../../testing/tracking.ts';
import { MEMBERSHIP_DISABLED } from '../../contract/auth.ts';
import { OneTapButton } from './index.ts';

const tracked = useTracked();

const SANDBOX: OneTapConfig = { provider: 'sandbox', clientId: 'upshift-sandbox.dev-idp' };
const calls: { url: string; init: RequestInit }[] = [];
let respond: () => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type FakePopup = { closed: boolean; close: () => void };
let popup: FakePopup | null;
let opened: string[];

beforeEach(() => {
  calls.length = 0;
  opened = [];
  popup = { closed: false, close: () => undefined };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return respond();
  });
  vi.spyOn(window, 'open').mockImplementation((url?: string | URL) => {
    opened.push(String(url));
    return popup as unknown as Window;
  });
  configureHttp({ apiBase: '', csrf: { header: 'X-CSRF-TOKEN', token: 'before' }, reportErrors: false });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const context = (over: Partial<{ oneTap: OneTapConfig | null; featureFlags: string[] }> = {}) =>
  testContext({
    campaign: { featureFlags: over.featureFlags ?? ['GOOGLE_ONE_TAP_FEATURE'] },
    oneTap: over.oneTap === undefined ? SANDBOX : over.oneTap,
  });

/** What the sandbox IdP's window posts back. */
function postFromPopup(o: { origin?: string; source?: unknown; state?: string; credential?: string } = {}) {
  const state = new URL(opened[0] ?? 'http://x').searchParams.get('state') ?? '';
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: o.origin ?? window.location.origin,
      source: (o.source ?? popup) as MessageEventSource,
      data: { type: 'upshift-dev-idp', state: o.state ?? state, credential: o.credential ?? 'h.p.s' },
    }),
  );
}

describe('OneTapButton', () => {
  it('shows nothing without GOOGLE_ONE_TAP_FEATURE or without an identity provider', async () => {
    const off = renderInApp(<OneTapButton />, { context: context({ featureFlags: [] }) });
    await act(() => Promise.resolve());
    expect(off.container.textContent).toBe('');
    cleanup();
    const none = renderInApp(<OneTapButton />, { context: context({ oneTap: null }) });
    await act(() => Promise.resolve());
    expect(none.container.textContent).toBe('');
  });

  it('opens the sandbox IdP for our client id, with our origin and a random state', async () => {
    renderInApp(<OneTapButton />, { context: context() });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with Google' }));
    const url = new URL(opened[0] ?? '');
    expect(url.origin + url.pathname).toBe(`${window.location.origin}/dev-idp/select`);
    expect(url.searchParams.get('client_id')).toBe('upshift-sandbox.dev-idp');
    expect(url.searchParams.get('origin')).toBe(window.location.origin);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('posts the credential only from the popup at the app origin, then signs the session in and goes home', async () => {
    respond = () => json(200, { success: true, user: { id: 'u9', firstName: 'Avery' }, csrfToken: 'after' });
    const { session, reload } = renderInApp(<OneTapButton />, { context: context() });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with Google' }));

    postFromPopup({ origin: 'https://evil.example' });
    postFromPopup({ source: {} });
    postFromPopup({ state: 'someone-elses-state-0000000000000' });
    await act(() => Promise.resolve());
    expect(calls).toHaveLength(0);

    postFromPopup({ credential: 'good.token.here' });
    // Signed in, the context changed: home loads as a new page (seed 001 §2).
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/login/oauth2/code/google');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ credential: 'good.token.here' });
    expect(new Headers(calls[0]?.init.headers).get('X-CSRF-TOKEN')).toBe('before');
    expect(session.visitor.value).toMatchObject({ isLoggedIn: true, userId: 'u9', firstName: 'Avery' });
    // The server did not say the sign-in made the account: signing in is no lead.
    expect(tracked.leads()).toEqual([]);
  });

  it("fires the 'registration' lead once when the server says the sign-in made the account", async () => {
    respond = () =>
      json(200, { success: true, user: { id: 'u9', firstName: 'Avery' }, csrfToken: 'after', created: true });
    const onSignedIn = vi.fn();
    renderInApp(<OneTapButton onSignedIn={onSignedIn} />, { context: context() });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with Google' }));
    postFromPopup();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(tracked.leads()).toEqual(['registration']);
  });

  it('an existing account (created: false) is no lead', async () => {
    respond = () =>
      json(200, { success: true, user: { id: 'u9', firstName: 'Avery' }, csrfToken: 'after', created: false });
    const onSignedIn = vi.fn();
    renderInApp(<OneTapButton onSignedIn={onSignedIn} />, { context: context() });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with Google' }));
    postFromPopup();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(tracked.leads()).toEqual([]);
  });

  it('hands the user to onSignedIn instead of going home', async () => {
    respond = () => json(200, { success: true, user: { id: 'u9', firstName: 'Avery' }, csrfToken: 'after' });
    const onSignedIn = vi.fn();
    const { navigate, reload } = renderInApp(<OneTapButton onSignedIn={onSignedIn} />, { context: context() });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with Google' }));
    postFromPopup();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ id: 'u9', firstName: 'Avery' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says so when the server refuses the credential, and stays signed out', async () => {
    respond = () =>
      json(401, { message: 'The Google sign-in credential is not valid. Please try again.', fieldErrors: [] });
    const { session } = renderInApp(<OneTapButton />, { context: context() });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with Google' }));
    postFromPopup();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not sign you in with Google. Please try again.',
    );
    expect(session.isLoggedIn.value).toBe(false);
    expect(tracked.leads()).toEqual([]);
  });

  it('tells a disabled member why Google does not sign them in either (seed 001 §6)', async () => {
    respond = () => json(403, { message: MEMBERSHIP_DISABLED, fieldErrors: [] });
    const { session } = renderInApp(<OneTapButton />, { context: context() });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with Google' }));
    postFromPopup();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your membership is not active, so we cannot sign you in. Please contact us and we will sort it out with you.',
    );
    expect(session.isLoggedIn.value).toBe(false);
  });

  it('tells the shopper how long to wait after too many failures', async () => {
    respond = () => json(429, { message: 'Too many', fieldErrors: [], retryAfterSeconds: 600 });
    renderInApp(<OneTapButton />, { context: context() });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with Google' }));
    postFromPopup();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed attempts. Please try again in 10 minutes.',
    );
  });

  it('explains a blocked popup', async () => {
    popup = null;
    renderInApp(<OneTapButton />, { context: context() });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sign-in window was blocked. Allow pop-ups for this site and try again.',
    );
  });
});

describe('OneTapButton with real Google', () => {
  const GOOGLE: OneTapConfig = { provider: 'google', clientId: '1234.apps.googleusercontent.com' };
  afterEach(() => {
    delete (window as { google?: unknown }).google;
    document.querySelectorAll('script[data-upshift-gsi]').forEach((s) => s.remove());
  });

  it("renders Google's button with our client id and posts the credential Google hands back", async () => {
    respond = () => json(200, { success: true, user: { id: 'u7', firstName: 'Pat' }, csrfToken: 'after' });
    let callback: (r: { credential?: string }) => void = () => undefined;
    const id = {
      initialize: vi.fn((config: { client_id: string; callback: typeof callback }) => {
        callback = config.callback;
      }),
      renderButton: vi.fn(),
      prompt: vi.fn(),
      cancel: vi.fn(),
    };
    (window as { google?: unknown }).google = { accounts: { id } };
    const { reload } = renderInApp(<OneTapButton />, { context: context({ oneTap: GOOGLE }) });
    await waitFor(() => expect(id.renderButton).toHaveBeenCalled());
    expect(id.initialize.mock.calls[0]?.[0]).toMatchObject({ client_id: GOOGLE.clientId, ux_mode: 'popup' });
    expect(id.prompt).toHaveBeenCalled();
    callback({ credential: 'google.id.token' });
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ credential: 'google.id.token' });
  });

  it('logs a script that fails to load and shows no button', async () => {
    configureHttp({ apiBase: '', csrf: { header: 'X-CSRF-TOKEN', token: 'before' }, reportErrors: true });
    respond = () => json(200, { logged: true });
    const { container } = renderInApp(<OneTapButton />, { context: context({ oneTap: GOOGLE }) });
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>('script[data-upshift-gsi]');
      if (!found) throw new Error('no script yet');
      return found;
    });
    expect(script.src).toBe('https://accounts.google.com/gsi/client');
    act(() => {
      script.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/log-fe-message'))).toBe(true));
    const report = calls.find((c) => c.url.endsWith('/api/log-fe-message'));
    expect(String(report?.init.body)).toContain('Google Identity Services failed to load');
    await waitFor(() => expect(container.querySelector('.one-tap__google')).toBeNull());
    expect(screen.queryByRole('button')).toBeNull();
  });
});
