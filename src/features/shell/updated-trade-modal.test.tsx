import { act, cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import type { PayoffUpdatedInfo } from '../../contract/shell.ts';
import { renderInApp } from '../../testing/render.tsx';

const { UpdatedTradeModal } = await import('./updated-trade-modal.tsx');

const INFO: PayoffUpdatedInfo = {
  vehicleName: '2019 BMW X3 sDrive30i',
  vin: '5UXTR7C56KLF12345',
  oldTradeOffer: 24_000,
  oldPayoff: 15_000.4,
  oldNetOffer: 8_999.6,
  newTradeOffer: 23_500,
  newPayoff: 14_800,
  newNetOffer: 8_700,
  difference: -299.6,
};

const FLAG = { featureFlags: ['UPDATED_TRADE_MODAL_DISPLAY'] };
const loader = (info: PayoffUpdatedInfo | null) => vi.fn(async () => ({ info }));

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('UpdatedTradeModal', () => {
  it('does not ask for the payoff when logged out', () => {
    const load = loader(INFO);
    renderInApp(<UpdatedTradeModal load={load} />, { embedded: true, campaign: FLAG });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the old and new values in whole dollars, the net offer and the difference', async () => {
    renderInApp(<UpdatedTradeModal load={loader(INFO)} />, { embedded: true, campaign: FLAG, loggedIn: true });
    const dialog = await screen.findByRole('dialog', { name: 'Your Trade Value has been Updated' });
    expect(dialog.textContent).toContain('2019 BMW X3 sDrive30i');
    expect(dialog.textContent).toContain('VIN: 5UXTR7C56KLF12345');
    const rows = [...dialog.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Trade offer', '$24,000', '$23,500'],
      ['Payoff', '$15,000', '$14,800'],
      ['Net offer', '$9,000', '$8,700'],
    ]);
    expect(dialog.querySelector('.updated-trade__net-value')?.textContent).toBe('$8,700');
    expect(dialog.textContent).toContain('$300 lower than your previous net offer');
  });

  it("says 'higher' for a zero or positive difference", async () => {
    renderInApp(<UpdatedTradeModal load={loader({ ...INFO, difference: 450 })} />, {
      embedded: true,
      campaign: FLAG,
      loggedIn: true,
    });
    expect((await screen.findByRole('dialog')).textContent).toContain('$450 higher than your previous net offer');
  });

  it('stays open on a backdrop click; Close records updatedUserAboutNewTradeValue', async () => {
    renderInApp(<UpdatedTradeModal load={loader(INFO)} />, { embedded: true, campaign: FLAG, loggedIn: true });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(sessionStorage.getItem(STORAGE_KEYS.updatedUserAboutNewTradeValue)).toBeNull();
    const closes = screen.getAllByRole('button', { name: 'Close' });
    fireEvent.click(closes[closes.length - 1]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.updatedUserAboutNewTradeValue)).toBe('true');
  });

  it('is not shown again in a session that was told, nor without the flag or payoff info', async () => {
    sessionStorage.setItem(STORAGE_KEYS.updatedUserAboutNewTradeValue, 'true');
    const told = loader(INFO);
    renderInApp(<UpdatedTradeModal load={told} />, { embedded: true, campaign: FLAG, loggedIn: true });
    sessionStorage.clear();
    const noFlag = loader(INFO);
    renderInApp(<UpdatedTradeModal load={noFlag} />, { embedded: true, loggedIn: true });
    const noInfo = loader(null);
    renderInApp(<UpdatedTradeModal load={noInfo} />, { embedded: true, campaign: FLAG, loggedIn: true });
    await act(async () => {
      await Promise.resolve();
    });
    expect(told).not.toHaveBeenCalled();
    expect(noFlag).not.toHaveBeenCalled();
    expect(noInfo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks once the visitor logs in', async () => {
    const load = loader(INFO);
    const { session } = renderInApp(<UpdatedTradeModal load={load} />, { embedded: true, campaign: FLAG });
    act(() => {
      session.visitor.value = { ...session.visitor.value, isLoggedIn: true };
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
