import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { useFakeApi } from '../../../testing/fake-api.ts';
import { locale } from '../../i18n/index.ts';
import { MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  locale.value = 'en';
});

async function shown() {
  api.on('GET', '/dealer/api/leads', { leads: [], next: null });
  api.on('GET', '/dealer/api/deals', { deals: [], next: null });
  const rendered = renderWorkspace('/dealer', { me: MANAGER });
  const nav = await screen.findByRole('navigation', { name: 'Workspace' });
  await screen.findByRole('heading', { level: 1, name: 'Leads' });
  return { ...rendered, nav, toggle: within(nav).getByRole('button', { name: 'Menu: Leads' }) };
}

describe('the workspace nav on a phone', () => {
  it('is one list of links behind a Menu button that names the page and says whether it is open', async () => {
    const { nav, toggle } = await shown();
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list && nav.contains(list)).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getAllByRole('list')).toHaveLength(1);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list?.className).toContain('ws-nav__list--open');
  });

  it('closes when a link is chosen, and the new page’s heading takes the focus', async () => {
    const { nav, toggle, currentPath } = await shown();
    fireEvent.click(toggle);
    fireEvent.click(within(nav).getByRole('link', { name: 'Deals' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Deals' });
    expect(currentPath()).toBe('/dealer/deals');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Menu: Deals');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const { nav, toggle } = await shown();
    fireEvent.click(toggle);
    const link = within(nav).getByRole('link', { name: 'Funnel' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('speaks Spanish', async () => {
    locale.value = 'es';
    api.on('GET', '/dealer/api/leads', { leads: [], next: null });
    renderWorkspace('/dealer', { me: MANAGER });
    const nav = await screen.findByRole('navigation', { name: 'Espacio de trabajo' });
    expect(within(nav).getByRole('button', { name: 'Menú: Clientes potenciales' })).toBeTruthy();
  });
});
