import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '../../lib/i18n/index.ts';
import { testContext } from '../../testing/context.ts';
import { renderInApp } from '../../testing/render.tsx';
import { PERSONAL_SHOPPER } from './rules.ts';
import { ContactModalHost } from './contact-modal-host.tsx';
import { closeContactModal, openContactModal } from './index.ts';

afterEach(() => {
  act(() => closeContactModal());
  cleanup();
  locale.value = 'en';
});

function renderHost(loggedIn = false) {
  const context = testContext({ visitor: loggedIn ? { isLoggedIn: true, userId: 'u1', firstName: 'Ana' } : {} });
  return renderInApp(
    <>
      <button type="button" onClick={openContactModal}>
        Questions?
      </button>
      <ContactModalHost />
    </>,
    { context },
  );
}

async function openFromButton() {
  const opener = screen.getByRole('button', { name: 'Questions?' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog', { name: 'How can we help?' }) };
}

async function expectNoAxeViolations() {
  // jsdom has no layout: contrast is checked by the end-to-end axe runs in a real browser.
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('ChatModal', () => {
  it("is titled 'How can we help?' and shows the personal shopper card", async () => {
    renderHost();
    const { dialog } = await openFromButton();
    const card = within(dialog).getByRole('region', { name: PERSONAL_SHOPPER.name });
    expect(within(card).getByText('With us since 2016')).toBeTruthy();
    expect(within(card).getByText(`${PERSONAL_SHOPPER.name} speaks Spanish (se habla español).`)).toBeTruthy();
    // Chat is hidden: it is not enabled.
    expect(within(dialog).queryByRole('button', { name: 'Chat' })).toBeNull();
  });

  it('has the Spanish-speaking note in Spanish too', async () => {
    locale.value = 'es';
    const { loadLocale } = await import('../../lib/i18n/index.ts');
    await loadLocale('es');
    renderHost();
    const opener = screen.getByRole('button', { name: 'Questions?' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '¿Cómo podemos ayudarle?' });
    expect(within(dialog).getByText('Con nosotros desde 2016')).toBeTruthy();
    expect(within(dialog).getByText(`${PERSONAL_SHOPPER.name} habla español.`)).toBeTruthy();
  });

  it('offers Call Now and Schedule a Call to logged-in shoppers only, Email to everyone', async () => {
    renderHost(true);
    let { dialog } = await openFromButton();
    const names = () =>
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent?.trim());
    expect(names()).toEqual(['×', 'Call Now', 'Schedule a Call', 'Email']);
    cleanup();
    renderHost(false);
    ({ dialog } = await openFromButton());
    // A visitor asks for a call through the unauthenticated call-now (seed 001 §4, §6).
    expect(names()).toEqual(['×', 'Email', 'Request a Call']);
  });

  it('Email replaces it with the email modal', async () => {
    renderHost(false);
    const { dialog } = await openFromButton();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email' }));
    expect(await screen.findByRole('dialog', { name: 'How can we help you?' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'How can we help?' })).toBeNull();
  });

  it('has no axe violations open, and gives focus back to its opener on close', async () => {
    renderHost(true);
    const { opener, dialog } = await openFromButton();
    await expectNoAxeViolations();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
