import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { THREAD_HOURS_MESSAGE } from '../../../contract/workspace-lead-settings.ts';
import type { DealerLeadSettings } from '../../../contract/workspace-settings.ts';
import { MANAGERS_ONLY } from '../../../contract/workspace.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { locale } from '../../i18n/index.ts';
import { descriptionOf, valueOf } from '../../testing/dom.ts';
import { AGENT, MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  locale.value = 'en';
});

const PATH = '/dealer/api/dealers/d1/lead-settings';
const settings = (dealerId = 'd1', over: Partial<DealerLeadSettings> = {}): DealerLeadSettings => ({
  dealer: { id: dealerId, name: dealerId === 'd1' ? 'Sunrise Toyota' : 'Sunrise Honda' },
  threadHours: 72,
  alwaysNew: ['contract-signed'],
  ...over,
});
// The first status on the page is this form's; "Where leads go" has its own below it.
const savedStatus = () => screen.getAllByRole('status')[0]!;
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the lead settings page', () => {
  beforeEach(() => {
    api.on('GET', '/dealer/api/settings/:kind/:id/history', { versions: [], canRevert: false });
    api.on('GET', '/dealer/api/dealers/:id/lead-delivery', ({ params }) => ({
      dealer: { id: params['id'], name: 'Sunrise Toyota' },
      transport: 'HTTP',
      endpoint: '',
      email: '',
      defaultEndpoint: null,
    }));
  });

  it("shows the dealer's window and always-new kinds and saves a change, announced politely", async () => {
    api.on('GET', PATH, settings());
    api.on('PUT', PATH, ({ body }) => ({ ...settings(), ...(body as object) }));
    renderWorkspace('/dealer/settings/leads', { me: MANAGER });
    const hours = await screen.findByRole('textbox', { name: 'Thread window (hours)' });
    expect(valueOf(hours)).toBe('72');
    expect(descriptionOf(hours)).toContain('0 turns threading off');
    const group = screen.getByRole('group', { name: 'Always a new lead' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(14);
    expect(box('Contract signed').checked).toBe(true);
    expect(box('Test drive').checked).toBe(false);
    expect(screen.getByText(/at Sunrise Toyota/)).toBeTruthy();

    fireEvent.input(hours, { target: { value: '24' } });
    fireEvent.click(box('Test drive'));
    fireEvent.click(box('Contract signed'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(savedStatus().textContent).toBe('Saved.'));
    expect(api.lastBody('PUT', PATH)).toEqual({ threadHours: 24, alwaysNew: ['test-drive'] });
    expect(box('Test drive').checked).toBe(true);
    // The next edit takes the message away.
    fireEvent.input(hours, { target: { value: '0' } });
    expect(savedStatus().textContent).toBe('');
  });

  it('refuses a window that is not a whole number of hours without asking the server, keeping what was typed', async () => {
    api.on('GET', PATH, settings());
    renderWorkspace('/dealer/settings/leads', { me: MANAGER });
    const hours = await screen.findByRole('textbox', { name: 'Thread window (hours)' });
    fireEvent.input(hours, { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(hours.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(hours)).toContain(THREAD_HOURS_MESSAGE);
    expect(valueOf(hours)).toBe('2.5');
    await waitFor(() => expect(document.activeElement).toBe(hours));
    expect(api.sent('PUT', PATH)).toEqual([]);
  });

  it("puts the server's field error on the field", async () => {
    api.on('GET', PATH, settings());
    api.on(
      'PUT',
      PATH,
      reply(400, {
        message: 'Invalid request',
        fieldErrors: [{ field: 'threadHours', message: THREAD_HOURS_MESSAGE }],
      }),
    );
    renderWorkspace('/dealer/settings/leads', { me: MANAGER });
    const hours = await screen.findByRole('textbox', { name: 'Thread window (hours)' });
    fireEvent.input(hours, { target: { value: '48' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(hours.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(hours)).toContain(THREAD_HOURS_MESSAGE);
    expect(valueOf(hours)).toBe('48');
    expect(savedStatus().textContent).toBe('');
  });

  it('switches dealers for a manager of several', async () => {
    api.on('GET', PATH, settings());
    api.on('GET', '/dealer/api/dealers/d2/lead-settings', settings('d2', { threadHours: 12 }));
    const { currentPath } = renderWorkspace('/dealer/settings/leads', { me: MANAGER });
    await screen.findByText(/at Sunrise Toyota/);
    fireEvent.change(screen.getByLabelText('Dealer'), { target: { value: 'd2' } });
    await screen.findByText(/at Sunrise Honda/);
    expect(valueOf(screen.getByRole('textbox', { name: 'Thread window (hours)' }))).toBe('12');
    expect(currentPath()).toBe('/dealer/settings/leads?dealer=d2');
  });

  it('is in Spanish too, with the kinds named as in the inbox', async () => {
    locale.value = 'es';
    api.on('GET', PATH, settings());
    renderWorkspace('/dealer/settings/leads', { me: MANAGER });
    expect(await screen.findByRole('textbox', { name: 'Ventana del hilo (horas)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Siempre un cliente potencial nuevo' })).toBeTruthy();
    expect(box('Contrato firmado').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Guardar ajustes' })).toBeTruthy();
  });

  it('is in the nav for managers only; an agent who opens it is told, without asking the server', async () => {
    api.on('GET', PATH, settings());
    renderWorkspace('/dealer/settings/leads', { me: MANAGER });
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    expect(within(nav).getByRole('link', { name: 'Lead settings' }).getAttribute('aria-current')).toBe('page');
    cleanup();
    api.requests.length = 0;

    renderWorkspace('/dealer/settings/leads', { me: AGENT });
    expect(await screen.findByText(MANAGERS_ONLY)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Workspace' })).queryByRole('link', { name: 'Lead settings' }),
    ).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("shows the server's 403 without a retry, and a failed load with one", async () => {
    api.on('GET', PATH, reply(403, { message: MANAGERS_ONLY }));
    renderWorkspace('/dealer/settings/leads', { me: MANAGER });
    expect(await screen.findByText(MANAGERS_ONLY)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();

    api.on('GET', PATH, reply(500, { message: 'boom' }));
    renderWorkspace('/dealer/settings/leads', { me: MANAGER });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
  });
  it('lists the saved versions and reverts to the one before after asking, then shows the restored settings', async () => {
    const at = Date.UTC(2026, 10, 30, 15, 0);
    const version = (n: number, over: object = {}) => ({
      version: n,
      at: at + n * 60_000,
      staff: n === 1 ? null : 'manager@sunrise.test',
      changed: n === 1 ? [] : ['threadHours'],
      revertedTo: null,
      ...over,
    });
    let current = settings('d1', { threadHours: 24 });
    api.on('GET', PATH, () => current);
    api.on('GET', '/dealer/api/settings/dealer-leads/d1/history', {
      versions: [version(2), version(1)],
      canRevert: true,
    });
    api.on('POST', '/dealer/api/settings/dealer-leads/d1/revert', () => {
      current = settings('d1');
      return { versions: [version(3, { revertedTo: 1 }), version(2), version(1)], canRevert: true };
    });
    renderWorkspace('/dealer/settings/leads', { me: MANAGER });
    const history = await screen.findByRole('region', { name: 'Lead settings: change history' });
    // Folded away until asked for.
    const show = await within(history).findByRole('button', { name: 'Show the versions (2)' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const table = await within(history).findByRole('table', { name: 'Saved versions of these settings, newest first' });
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((row) => row.cells[3]?.textContent)).toEqual(['Thread window', 'As first set up']);
    expect(rows[0]?.cells[2]?.textContent).toBe('manager@sunrise.test');

    fireEvent.click(within(history).getByRole('button', { name: 'Revert to the previous version' }));
    // Asked once more first: nothing is sent until the member confirms.
    expect(within(history).getByText(/Revert to version 1\?/)).toBeTruthy();
    expect(api.sent('POST', '/dealer/api/settings/dealer-leads/d1/revert')).toHaveLength(0);
    const group = within(history).getByRole('group', { name: 'Revert to the previous version' });
    fireEvent.click(within(group).getByRole('button', { name: 'Revert to the previous version' }));
    await waitFor(() => expect(within(history).getByRole('status').textContent).toBe('Reverted to version 1.'));
    expect(within(history).getByText('Reverted to version 1: Thread window')).toBeTruthy();
    await waitFor(() => expect(valueOf(screen.getByRole('textbox', { name: 'Thread window (hours)' }))).toBe('72'));
  });
});
