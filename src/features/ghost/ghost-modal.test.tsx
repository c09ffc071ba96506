import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../testing/render.tsx';
import { TEST_DEALER } from '../../testing/context.ts';

import { reply, useFakeApi } from '../../testing/fake-api.ts';
import { locale } from '../../lib/i18n/index.ts';
import { safeSession, STORAGE_KEYS } from '../../lib/storage.ts';
import { telemarketingText } from '../../contract/contact-consent.ts';

import { ghostModalRequest, openGhostModal } from '../../lib/ghost-modal.ts';
import { GhostModalHost } from './ghost-modal-host.tsx';
import { GHOST, LEAD, RESPONSE, zipMatch } from './test-fixtures.ts';

const api = useFakeApi();

function renderModal(redirectPath?: string, campaignName?: string) {
  openGhostModal(redirectPath ? { redirectPath } : {});
  return renderInApp(<GhostModalHost />, {
    dealer: TEST_DEALER,
    campaign: { ...GHOST, ...(campaignName ? { name: campaignName } : {}) },
  });
}

async function violations(): Promise<string[]> {
  // jsdom has no layout: contrast is checked by the end-to-end axe runs in a real browser.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  sessionStorage.clear();
  api.on('GET', '/profile/ghost-lead-cookie', null);
  api.on('DELETE', '/profile/ghost-lead-cookie', null);
  api.on('POST', '/profile/register-ghost', RESPONSE);
  api.on('POST', '/profile/geocode', [zipMatch()]);
});
afterEach(() => {
  cleanup();
  ghostModalRequest.value = null;
  locale.value = 'en';
});

describe('the ghost account modal (seed 001 §2)', () => {
  it("shows 'BUY@HOME Benefits' with the generic subtitle, every field, the terms and the consent disclaimer", async () => {
    renderModal(undefined, 'SHOP@HOME');
    const dialog = await screen.findByRole('dialog', { name: 'BUY@HOME Benefits' });
    await within(dialog).findByLabelText('First Name');
    expect(
      within(dialog).getByText(
        'Please provide your information to get detailed pricing including taxes and fees, get a guaranteed offer for your trade-in and more',
      ),
    ).toBeTruthy();
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number', 'Zip Code'])
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    const terms = within(dialog).getByRole('checkbox', { name: /I agree to the Terms of Use and the Privacy Policy/ });
    expect((terms as HTMLInputElement).checked).toBe(false);
    const tos = within(dialog).getByRole('link', { name: /Terms of Use/ });
    expect(tos.getAttribute('href')).toBe('/tos');
    expect(tos.getAttribute('target')).toBe('_blank');
    expect(
      within(dialog)
        .getByRole('link', { name: /Privacy Policy/ })
        .getAttribute('href'),
    ).toBe('/privacy');
    // The seller the navigation bar names: the dealer of the shell's test context.
    const disclaimer = within(dialog).getByText(telemarketingText('2026-11-23', 'en', 'Tigard Motors'));
    const cont = within(dialog).getByRole('button', { name: 'Continue' });
    expect(cont.getAttribute('aria-describedby')).toBe(disclaimer.id);
    expect(within(dialog).queryByRole('button', { name: /^Not / })).toBeNull();
    expect(api.sent('GET', '/profile/ghost-lead-cookie').map((r) => r.query)).toEqual([{ campaign: 'demo' }]);
  });

  it("welcomes a recognised ghost: 'Welcome Back, {name}', name and zip hidden, email read-only; 'Not {name}? Click Here' resets", async () => {
    api.on('GET', '/profile/ghost-lead-cookie', LEAD);
    safeSession.setJSON(STORAGE_KEYS.cscookiebackup, LEAD);
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back, Gina' });
    expect(within(dialog).getByText('Verify your email or phone number below to continue shopping')).toBeTruthy();
    expect(within(dialog).queryByLabelText('First Name')).toBeNull();
    expect(within(dialog).queryByLabelText('Last Name')).toBeNull();
    expect(within(dialog).queryByLabelText('Zip Code')).toBeNull();
    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(email.value).toBe('gina.ghost@upshift.test');
    expect((within(dialog).getByLabelText('Phone Number') as HTMLInputElement).value).toBe('(512) 555-0177');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Not Gina? Click Here' }));
    expect(await screen.findByRole('dialog', { name: 'Your shopping benefits' })).toBeTruthy();
    expect(api.sent('DELETE', '/profile/ghost-lead-cookie')).toHaveLength(1);
    expect(safeSession.get(STORAGE_KEYS.cscookiebackup)).toBeNull();
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(false);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText('First Name')).toBeTruthy();
  });

  it("shows the 'Required Fields' toast for an incomplete form and takes focus to the first field to fix", async () => {
    renderModal();
    await screen.findByLabelText('First Name');
    type('First Name', 'Grace');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByText('Please fill all the required fields properly.');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Required Fields')).toBeTruthy();
    expect(screen.getByText('Last Name is required')).toBeTruthy();
    expect(screen.getByText('Terms is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Last Name')));
    expect(api.sent('POST', '/profile/geocode')).toEqual([]);
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Grace');
  });

  it('masks the phone as typed: (###) ###-####', async () => {
    renderModal();
    await screen.findByLabelText('Phone Number');
    type('Phone Number', '5125550144');
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('(512) 555-0144');
    expect(screen.getByLabelText('Phone Number').getAttribute('maxlength')).toBe('14');
  });

  it('registers, signs the session in, closes and goes to /login-success/ghost with the redirectPath', async () => {
    const { navigate, reload, session } = renderModal('/listings');
    await screen.findByLabelText('First Name');
    type('First Name', 'Grace');
    type('Last Name', 'Hopper');
    type('Email', 'grace@example.com');
    type('Zip Code', '78701');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Registered and signed in, the context changed: the success page loads as a new page (seed 001 §2).
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/login-success/ghost?redirectPath=%2Flistings'));
    expect(navigate).not.toHaveBeenCalled();
    expect(api.lastBody('POST', '/profile/geocode')).toEqual({ zipCode: '78701' });
    const [registration, ...more] = api.sent('POST', '/profile/register-ghost');
    expect(more).toEqual([]);
    expect(registration?.query).toEqual({ campaign: 'demo', dealer: 'd1' });
    expect(registration?.body).toMatchObject({ email: 'grace@example.com', terms: true, city: 'Austin' });
    expect(ghostModalRequest.value).toBeNull();
    expect(session.visitor.value).toMatchObject({ isLoggedIn: true, userId: 'u-9', firstName: 'Grace' });
  });

  it('shows the duplicate-email notice with a login link that closes the modal', async () => {
    api.on(
      'POST',
      '/profile/register-ghost',
      reply(400, { message: 'Duplicate email', fieldErrors: [{ field: 'email', message: 'Duplicate email' }] }),
    );
    renderModal();
    await screen.findByLabelText('First Name');
    type('First Name', 'Dana');
    type('Last Name', 'Demo');
    type('Email', 'demo@upshift.test');
    type('Zip Code', '78701');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Email already in use.')).toBeTruthy();
    expect(screen.getByText(/Please use a different email or log in\./)).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(ghostModalRequest.value).toBeNull();
  });

  it("shows 'Something went wrong, please try again!' when registration fails", async () => {
    api.on('POST', '/profile/register-ghost', reply(500, { message: 'boom' }));
    renderModal();
    await screen.findByLabelText('First Name');
    type('First Name', 'Grace');
    type('Last Name', 'Hopper');
    type('Email', 'grace@example.com');
    type('Zip Code', '78701');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Something went wrong, please try again!')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('grace@example.com');
  });

  it('names no BUY@HOME program in a white-label campaign: a neutral title', async () => {
    renderModal();
    expect(await screen.findByRole('dialog', { name: 'Your shopping benefits' })).toBeTruthy();
    expect(screen.queryByText(/BUY@HOME/)).toBeNull();
  });

  it('speaks Spanish, the consent disclaimer included', async () => {
    locale.value = 'es';
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Sus beneficios de compra' });
    await within(dialog).findByRole('button', { name: 'Continuar' });
    expect(within(dialog).getByText(telemarketingText('2026-11-23', 'es', 'Tigard Motors'))).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: /Acepto los Términos de uso/ })).toBeTruthy();
  });

  it('has no axe violations open: generic with errors and the toast, and for a recognised ghost', async () => {
    renderModal();
    await screen.findByLabelText('First Name');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Required Fields');
    expect(await violations()).toEqual([]);
    cleanup();
    ghostModalRequest.value = null;
    api.on('GET', '/profile/ghost-lead-cookie', LEAD);
    renderModal();
    await screen.findByRole('dialog', { name: 'Welcome Back, Gina' });
    expect(await violations()).toEqual([]);
  });
});
