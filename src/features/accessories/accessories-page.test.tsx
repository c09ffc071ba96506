import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../../testing/render.tsx';
import { reply, useFakeApi } from '../../testing/fake-api.ts';
import AccessoriesPageView from './accessories-page.tsx';
import { createAccessoriesModel } from './model.ts';
import { BARS, catalogueFixture, LOCKS, MATS, paymentsFixture, savedFixture, TRAY } from './test-fixtures.ts';

const api = useFakeApi();
const CATALOGUE = '/accessories/deals/d-1';
const SAVED = '/deals/d-1/savedAccessories';

beforeEach(() => {
  api.on('GET', CATALOGUE, catalogueFixture());
  api.on('GET', SAVED, savedFixture([TRAY]));
});
afterEach(cleanup);

function renderPage() {
  const model = createAccessoriesModel('d-1');
  // In the shell's main landmark, as the app renders every page.
  const view = renderInApp(
    <main>
      <AccessoriesPageView params={{ dealId: 'd-1' }} model={model} />
    </main>,
    { path: '/deals/d-1/accessories' },
  );
  return { ...view, model };
}

async function expectNoAxeViolations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('AccessoriesPage', () => {
  it('lists the vehicle’s accessories by category with price and description, the saved ones checked', async () => {
    renderPage();
    const cargo = await screen.findByRole('group', { name: 'Cargo and roof' });
    expect(
      within(cargo)
        .getAllByRole('checkbox')
        .map((el) => el.getAttribute('aria-describedby') !== null),
    ).toEqual([true, true]);
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual([
      'Interior',
      'Cargo and roof',
      'Wheels and tires',
    ]);
    expect(box(/^All-Weather Floor Mats \$189$/).checked).toBe(false);
    expect(box(/^Cargo Tray \$139$/).checked).toBe(true);
    const described = box(/^Cargo Tray/).getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('A molded tray');
    expect(screen.getByText('1 accessory selected: $139')).toBeTruthy();
    expect(
      screen.getByText('Dealer-installed accessories for your 2026 Toyota RAV4, added to your deal.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your deal' }).getAttribute('href')).toBe('/deals/d-1');
    await expectNoAxeViolations();
  });

  it('adds up the picks, saves them and shows the deal’s new monthly payment', async () => {
    const payments = paymentsFixture();
    api.on('PUT', SAVED, { saved: savedFixture([MATS, TRAY, BARS]), deal: payments });
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: /^All-Weather Floor Mats/ }));
    fireEvent.click(box(/^Roof Rack Cross Bars/));
    expect(screen.getByText('3 accessories selected: $778')).toBeTruthy();
    expect(screen.getByText('Your changes are not saved yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save accessories' }));
    await screen.findByRole('heading', { name: 'Your deal now' });
    expect(api.sent('PUT', SAVED).map((r) => r.body)).toEqual([{ accessoryIds: [MATS.id, TRAY.id, BARS.id] }]);
    // Whole dollars, as every payment outside the payment details (seed 001 §9).
    const money = (n: number) => `$${n.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
    expect(
      screen.getByText(`Your new monthly payment: ${money(payments.finance?.monthlyPayment ?? 0)}/mo`),
    ).toBeTruthy();
    expect(screen.getByText(`Lease, ${String(payments.lease?.term)} months`).nextElementSibling?.textContent).toBe(
      `${money(payments.lease?.monthlyPayment ?? 0)}/mo`,
    );
    expect(screen.queryByText('Your changes are not saved yet.')).toBeNull();
    await expectNoAxeViolations();
  });

  it('shows the cash price after a save when the deal has no quote of its type', async () => {
    const payments = paymentsFixture({ dealType: 'CASH', finance: null, lease: null });
    api.on('PUT', SAVED, { saved: savedFixture([TRAY, LOCKS]), deal: payments });
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Wheel Locks/ }));
    fireEvent.submit(screen.getByRole('button', { name: 'Save accessories' }).closest('form') as HTMLFormElement);
    expect(await screen.findByText(/^Your new cash price: \$/)).toBeTruthy();
    expect(api.lastBody('PUT', SAVED)).toEqual({ accessoryIds: [TRAY.id, LOCKS.id] });
  });

  it('keeps every pick and says why when a save fails', async () => {
    api.once(
      'PUT',
      SAVED,
      reply(400, {
        message: 'Invalid request',
        fieldErrors: [{ field: 'accessoryIds.0', message: 'This accessory does not fit this vehicle' }],
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: /^All-Weather Floor Mats/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save accessories' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This accessory does not fit this vehicle');
    expect(box(/^All-Weather Floor Mats/).checked).toBe(true);
    expect(box(/^Cargo Tray/).checked).toBe(true);
    api.once('PUT', SAVED, reply(500, { message: 'Internal error' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save accessories' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Sorry, there was an unexpected error, please try again shortly.',
      ),
    );
    expect(box(/^All-Weather Floor Mats/).checked).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Your deal now' })).toBeNull();
    expect(api.sent('PUT', SAVED).map((r) => r.body)).toEqual([
      { accessoryIds: [MATS.id, TRAY.id] },
      { accessoryIds: [MATS.id, TRAY.id] },
    ]);
  });

  it('says when the vehicle has no accessories', async () => {
    api.on('GET', CATALOGUE, catalogueFixture([]));
    renderPage();
    expect(await screen.findByText('No accessories for this vehicle')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save accessories' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your deal' })).toBeTruthy();
  });

  it('shows a deal that is not there without a retry that cannot succeed', async () => {
    api.once('GET', SAVED, reply(404, { message: 'Deal not found' }));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Deal not found');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows a failed load with a way to try again', async () => {
    api.once('GET', SAVED, reply(500, { message: 'Internal error' }));
    renderPage();
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: /^Cargo Tray/ })).toBeTruthy();
    await expectNoAxeViolations();
  });
});
