import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { INVITE_EXPIRED, NAME_NEEDED, type DealerStaff } from '../../../contract/workspace-staff.ts';
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

const PATH = '/dealer/api/dealers/d1/staff';
const staff = (): DealerStaff => ({
  dealer: { id: 'd1', name: 'Sunrise Toyota' },
  staff: [
    {
      id: 's1',
      name: 'María Pérez',
      email: MANAGER.email,
      role: 'DEALER_MANAGER',
      enrolled: true,
      invited: false,
      lastSignInAt: Date.UTC(2026, 0, 5, 15),
    },
    {
      id: 's2',
      name: 'Sam Agent',
      email: AGENT.email,
      role: 'AGENT',
      enrolled: false,
      invited: true,
      lastSignInAt: null,
    },
  ],
});

describe('the staff page', () => {
  it('lists the dealer’s staff and changes an agent’s role; a manager has no actions on themselves', async () => {
    api.on('GET', PATH, staff());
    api.on('PATCH', `${PATH}/s2`, { ...staff().staff[1]!, role: 'DEALER_MANAGER' });
    renderWorkspace('/dealer/staff', { me: MANAGER });
    const table = await screen.findByRole('table', { name: 'Staff of Sunrise Toyota' });
    const [, me, sam] = within(table).getAllByRole('row');
    expect(within(me!).getByText('(you)')).toBeTruthy();
    expect(within(me!).queryByRole('button')).toBeNull();
    expect(within(sam!).getByText('Invitation sent')).toBeTruthy();
    expect(within(sam!).getByText('Never')).toBeTruthy();
    const role = within(sam!).getByRole('combobox', { name: 'Role of Sam Agent' });
    // A manager cannot give the platform admin role.
    expect(within(role).queryByRole('option', { name: 'Platform admin' })).toBeNull();
    fireEvent.change(role, { target: { value: 'DEALER_MANAGER' } });
    fireEvent.click(within(sam!).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Sam Agent is now Dealer manager.'));
    expect(api.lastBody('PATCH', `${PATH}/s2`)).toEqual({ role: 'DEALER_MANAGER' });
  });

  it('removes a member after a confirmation', async () => {
    api.on('GET', PATH, staff());
    api.on('DELETE', `${PATH}/s2`, reply(204, null));
    renderWorkspace('/dealer/staff', { me: MANAGER });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Sam Agent' }));
    expect(api.sent('DELETE', `${PATH}/s2`)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Sam Agent was removed from Sunrise Toyota.'),
    );
    expect(screen.queryByText(AGENT.email)).toBeNull();
  });

  it('invites, keeping what was typed on a field error; in Spanish too', async () => {
    api.on('GET', PATH, staff());
    api.on(
      'POST',
      PATH,
      reply(400, { message: 'Invalid request', fieldErrors: [{ field: 'name', message: NAME_NEEDED }] }),
    );
    renderWorkspace('/dealer/staff', { me: MANAGER });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    fireEvent.input(email, { target: { value: 'new@dealer.test' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Nia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(name)).toContain(NAME_NEEDED);
    expect(valueOf(email)).toBe('new@dealer.test');
    expect(api.lastBody('POST', PATH)).toEqual({ email: 'new@dealer.test', name: 'Nia', role: 'AGENT' });

    api.on('POST', PATH, { outcome: 'invited', member: { ...staff().staff[1]!, id: 's3', email: 'new@dealer.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Invitation sent to new@dealer.test. The link works for 72 hours.',
      ),
    );
    expect(valueOf(screen.getByRole('textbox', { name: 'Email' }))).toBe('');
    locale.value = 'es';
    expect(await screen.findByRole('button', { name: 'Enviar invitación' })).toBeTruthy();
  });

  it('an agent is told the page is for managers, without asking the server', async () => {
    renderWorkspace('/dealer/staff', { me: AGENT });
    expect(await screen.findByText(MANAGERS_ONLY)).toBeTruthy();
    expect(api.sent('GET', PATH)).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Staff' })).toBeNull();
  });
});

describe('the invitation page', () => {
  const TOKEN = 'a'.repeat(64);
  it('sets the password and goes on to the authenticator’s set-up', async () => {
    api.on('POST', '/dealer/api/invites/accept', { next: 'enrol', csrfToken: 'csrf-new' });
    const { navigate } = renderWorkspace(`/dealer/sign-in/invite?token=${TOKEN}`);
    const password = await screen.findByLabelText('New password');
    fireEvent.input(password, { target: { value: 'long-enough-1' } });
    fireEvent.input(screen.getByLabelText('Repeat the password'), { target: { value: 'long-enough-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and continue' }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Repeat the password'))).toContain('not the same'));
    expect(api.sent('POST', '/dealer/api/invites/accept')).toEqual([]);
    fireEvent.input(screen.getByLabelText('Repeat the password'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and continue' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dealer/sign-in/enrol', { replace: true }));
    expect(api.lastBody('POST', '/dealer/api/invites/accept')).toEqual({ token: TOKEN, password: 'long-enough-1' });
  });

  it('says clearly when the link has expired or was used', async () => {
    api.on('POST', '/dealer/api/invites/accept', reply(409, { message: INVITE_EXPIRED }));
    renderWorkspace(`/dealer/sign-in/invite?token=${TOKEN}`);
    fireEvent.input(await screen.findByLabelText('New password'), { target: { value: 'long-enough-1' } });
    fireEvent.input(screen.getByLabelText('Repeat the password'), { target: { value: 'long-enough-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INVITE_EXPIRED);
  });
});
