import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { reply, useFakeApi } from '../testing/fake-api.ts';
import { locale } from './i18n/index.ts';
import { AGENT, MANAGER } from './testing/fixtures.ts';
import { renderWorkspace } from './testing/render.tsx';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  locale.value = 'en';
});

describe('the workspace frame', () => {
  it('asks who is signed in, then shows the member, their role and the nav', async () => {
    api.on('GET', '/dealer/api/me', MANAGER);
    api.on('GET', '/dealer/api/leads', { leads: [], next: null });
    const { session } = renderWorkspace('/dealer');
    await screen.findByText('María Pérez');
    expect(screen.getByText('Dealer manager')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Workspace' });
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Leads');
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeTruthy();
    expect(session.me.value?.csrfToken).toBe('csrf-manager');
  });

  it('switches to Spanish, remembers it and names the page language', async () => {
    api.on('GET', '/dealer/api/leads', { leads: [], next: null });
    renderWorkspace('/dealer', { me: AGENT });
    await screen.findByText('No leads match these filters.');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'es' } });
    await screen.findByText('Ningún cliente potencial coincide con estos filtros.');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('upshift.dealer.locale')).toBe('es');
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it('signs out (everywhere too) with the CSRF token and goes to the sign-in page', async () => {
    api.on('GET', '/dealer/api/leads', { leads: [], next: null });
    api.on('POST', '/dealer/api/sign-out-everywhere', reply(204));
    const { currentPath } = renderWorkspace('/dealer', { me: MANAGER });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(currentPath()).toBe('/dealer/sign-in');
    expect(api.sent('POST', '/dealer/api/sign-out-everywhere')[0]!.headers.get('X-CSRF-TOKEN')).toBe('csrf-manager');
    // Signed out on purpose: no "session ended" notice.
    expect(screen.queryByText(/session has ended/)).toBeNull();
  });

  it('has a not-found page for other /dealer paths', async () => {
    renderWorkspace('/dealer/nowhere');
    await screen.findByRole('heading', { name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe('Page not found · Upshift dealer workspace'));
  });
});
