import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FEE_MESSAGE, TAX_ZIP_UNKNOWN } from '../../../contract/workspace-dealer-rules.ts';
import type { DealerProtectionAnswer } from '../../../contract/workspace-dealer-protection.ts';
import { DEPOSIT_AMOUNT_MESSAGE } from '../../../contract/reservation.ts';
import { MANAGERS_ONLY } from '../../../contract/workspace.ts';
import { reply, useFakeApi } from '../../../testing/fake-api.ts';
import { locale } from '../../i18n/index.ts';
import { descriptionOf, valueOf } from '../../testing/dom.ts';
import { AGENT, MANAGER } from '../../testing/fixtures.ts';
import { renderWorkspace } from '../../testing/render.tsx';
import { answerRulesPage, depositsAnswer, rulesAnswer } from './test-fixtures.ts';

const api = useFakeApi();
afterEach(() => {
  cleanup();
  locale.value = 'en';
});

const PATH = '/dealer/api/dealers/d1/rules';
const rules = rulesAnswer;
const protection = (): DealerProtectionAnswer => ({
  dealer: { id: 'd1', name: 'Sunrise Toyota' },
  products: [
    { id: 'p1', name: 'Tire & Wheel', description: '', price: 899, financedOnly: false, retired: false },
    { id: 'p2', name: 'GAP Insurance', description: '', price: 795, financedOnly: true, retired: false },
  ],
});
const deposits = depositsAnswer;
const field = (name: string) => screen.getByRole('textbox', { name });
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the money and rules page', () => {
  beforeEach(() => {
    answerRulesPage(api);
    api.on('GET', '/dealer/api/dealers/:id/protection', () => protection());
  });

  it("shows the dealer's fees, tax ZIP and flags, and saves a change, announced politely", async () => {
    api.on('GET', PATH, rules());
    api.on('PUT', PATH, ({ body }) => ({ ...rules(), ...(body as object) }));
    renderWorkspace('/dealer/settings/rules', { me: MANAGER });
    const docFee = await screen.findByRole('textbox', { name: 'Doc fee ($)' });
    expect(valueOf(docFee)).toBe('150');
    expect(valueOf(field('Registration fee ($)'))).toBe('112.5');
    expect(descriptionOf(field('Tax ZIP code'))).toContain('(78701)');
    const group = screen.getByRole('group', { name: 'What you offer' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    expect(box('Protection products').checked).toBe(true);
    expect(descriptionOf(box('Drive-at-home'))).toContain('drive-at-home delivery');

    fireEvent.input(docFee, { target: { value: '$499.99' } });
    fireEvent.input(field('Tax ZIP code'), { target: { value: '78759' } });
    fireEvent.click(box('Drive-at-home'));
    fireEvent.click(screen.getByRole('button', { name: 'Save money and rules' }));
    await waitFor(() => expect(screen.getAllByRole('status')[0]!.textContent).toBe('Saved.'));
    expect(api.lastBody('PUT', PATH)).toEqual({
      docFee: 499.99,
      registrationFee: 112.5,
      taxZip: '78759',
      driveAtHomeEnabled: true,
      protectionProductsEnabled: true,
    });
    expect(valueOf(field('Doc fee ($)'))).toBe('499.99');
  });

  it('refuses an out-of-range fee without asking the server, keeping what was typed', async () => {
    api.on('GET', PATH, rules());
    renderWorkspace('/dealer/settings/rules', { me: MANAGER });
    const docFee = await screen.findByRole('textbox', { name: 'Doc fee ($)' });
    fireEvent.input(docFee, { target: { value: '5000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save money and rules' }));
    await waitFor(() => expect(docFee.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(docFee)).toContain(FEE_MESSAGE);
    expect(valueOf(docFee)).toBe('5000.01');
    await waitFor(() => expect(document.activeElement).toBe(docFee));
    expect(api.sent('PUT', PATH)).toEqual([]);
  });

  it("puts the server's field error on its field, in Spanish too", async () => {
    locale.value = 'es';
    api.on('GET', PATH, rules());
    api.on(
      'PUT',
      PATH,
      reply(400, { message: 'Invalid request', fieldErrors: [{ field: 'taxZip', message: TAX_ZIP_UNKNOWN }] }),
    );
    renderWorkspace('/dealer/settings/rules', { me: MANAGER });
    const zip = await screen.findByRole('textbox', { name: 'Código postal para impuestos' });
    fireEvent.input(zip, { target: { value: '97202' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cargos y reglas' }));
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(zip)).toContain('Escribe un código postal del estado del concesionario');
    expect(valueOf(zip)).toBe('97202');
  });

  it('is in the nav for managers only; an agent who opens it is told, without asking the server', async () => {
    api.on('GET', PATH, rules());
    renderWorkspace('/dealer/settings/rules', { me: MANAGER });
    const nav = await screen.findByRole('navigation', { name: 'Workspace' });
    expect(within(nav).getByRole('link', { name: 'Money and rules' }).getAttribute('aria-current')).toBe('page');
    cleanup();
    api.requests.length = 0;

    renderWorkspace('/dealer/settings/rules', { me: AGENT });
    expect(await screen.findByText(MANAGERS_ONLY)).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Workspace' })).queryByRole('link', { name: 'Money and rules' }),
    ).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('reverts from the history under the form and shows the restored rules', async () => {
    let current = rules({ docFee: 499 });
    api.on('GET', PATH, () => current);
    const version = (n: number) => ({
      version: n,
      at: Date.UTC(2026, 10, 30, 15, n),
      staff: n === 1 ? null : 'manager@sunrise.test',
      changed: n === 1 ? [] : ['docFee'],
      revertedTo: null,
    });
    api.on('GET', '/dealer/api/settings/dealer-rules/d1/history', {
      versions: [version(2), version(1)],
      canRevert: true,
    });
    api.on('POST', '/dealer/api/settings/dealer-rules/d1/revert', () => {
      current = rules();
      return { versions: [{ ...version(3), revertedTo: 1 }, version(2), version(1)], canRevert: true };
    });
    renderWorkspace('/dealer/settings/rules', { me: MANAGER });
    const history = await screen.findByRole('region', { name: 'Money and rules: change history' });
    fireEvent.click(await within(history).findByRole('button', { name: 'Show the versions (2)' }));
    await within(history).findByText('Doc fee');
    fireEvent.click(within(history).getByRole('button', { name: 'Revert to the previous version' }));
    const group = within(history).getByRole('group', { name: 'Revert to the previous version' });
    fireEvent.click(within(group).getByRole('button', { name: 'Revert to the previous version' }));
    await waitFor(() => expect(valueOf(field('Doc fee ($)'))).toBe('150'));
  });

  it('adds a protection product and retires one, saved as one list; a product without a name is refused on its field', async () => {
    api.on('GET', PATH, rules());
    api.on('PUT', '/dealer/api/dealers/d1/protection', ({ body }) => ({
      dealer: { id: 'd1', name: 'Sunrise Toyota' },
      products: (body as DealerProtectionAnswer).products.map((p, i) => ({ ...p, id: p.id ?? `new${String(i)}` })),
    }));
    renderWorkspace('/dealer/settings/rules', { me: MANAGER });
    const section = await screen.findByRole('region', { name: 'Protection products' });
    const gap = await within(section).findByRole('group', { name: 'GAP Insurance' });
    fireEvent.click(within(gap).getByRole('checkbox', { name: 'Retired' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Add a product' }));
    const added = within(section).getByRole('group', { name: 'Product 3' });
    fireEvent.input(within(added).getByRole('textbox', { name: 'Price ($)' }), { target: { value: '349' } });
    const save = within(section).getByRole('button', { name: 'Save protection products' });
    fireEvent.click(save);
    const name = within(added).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(api.sent('PUT', '/dealer/api/dealers/d1/protection')).toEqual([]);

    fireEvent.input(name, { target: { value: 'Key Replacement' } });
    fireEvent.click(save);
    await waitFor(() => expect(within(section).getAllByRole('status')[0]!.textContent).toBe('Saved.'));
    expect(api.lastBody('PUT', '/dealer/api/dealers/d1/protection')).toEqual({
      products: [
        { id: 'p1', name: 'Tire & Wheel', description: '', price: 899, financedOnly: false, retired: false },
        { id: 'p2', name: 'GAP Insurance', description: '', price: 795, financedOnly: true, retired: true },
        { name: 'Key Replacement', description: '', price: 349, financedOnly: false, retired: false },
      ],
    });
    expect(within(section).getByRole('group', { name: 'Key Replacement' })).toBeTruthy();
  });
});

describe('the deposits section', () => {
  const DEPOSITS = '/dealer/api/dealers/d1/deposits';
  beforeEach(() => answerRulesPage(api));

  it('shows the rule in dollars, days and hours, and saves a change in cents', async () => {
    api.on('GET', DEPOSITS, deposits({ amountCents: 12_345 }));
    api.on('PUT', DEPOSITS, ({ body }) => ({ ...deposits(), ...(body as object) }));
    renderWorkspace('/dealer/settings/rules', { me: MANAGER });
    const section = await screen.findByRole('region', { name: 'Deposits' });
    const amount = await within(section).findByRole('textbox', { name: 'Deposit ($)' });
    expect(valueOf(amount)).toBe('123.45');
    expect(within(section).getByRole('checkbox', { name: 'Take deposits' })).toHaveProperty('checked', true);
    fireEvent.input(amount, { target: { value: '$1,000' } });
    fireEvent.input(within(section).getByRole('textbox', { name: 'Hold the vehicle for (hours)' }), {
      target: { value: '72' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save deposits' }));
    await waitFor(() => expect(within(section).getByRole('status').textContent).toBe('Saved.'));
    expect(api.lastBody('PUT', DEPOSITS)).toEqual({
      enabled: true,
      amountCents: 100_000,
      refundDays: 7,
      holdHours: 72,
    });
    expect(valueOf(amount)).toBe('1000');
  });

  it('refuses an amount out of bounds on its field, in Spanish too, keeping what was typed', async () => {
    locale.value = 'es';
    api.on('GET', DEPOSITS, deposits());
    renderWorkspace('/dealer/settings/rules', { me: MANAGER });
    const section = await screen.findByRole('region', { name: 'Depósitos' });
    const amount = await within(section).findByRole('textbox', { name: 'Depósito ($)' });
    fireEvent.input(amount, { target: { value: '20' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Guardar depósitos' }));
    await waitFor(() => expect(descriptionOf(amount)).toContain('Escribe un depósito de $50 a $5,000.'));
    expect(valueOf(amount)).toBe('20');
    expect(api.sent('PUT', DEPOSITS)).toHaveLength(0);
    locale.value = 'en';
    expect(DEPOSIT_AMOUNT_MESSAGE).toBe('Enter a deposit from $50 to $5,000.');
  });
});
