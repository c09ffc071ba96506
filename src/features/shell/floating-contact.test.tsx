// Their copy ships with the layout's after-the-page chunk.
import '../../lib/i18n/parts/after-main.ts';
import { act, cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { closeContactModal, contactModalOpen } from '../contact/index.ts';
import { createTourModel } from '../tour/index.ts';
import { renderInApp } from '../../testing/render.tsx';

const { FloatingContact } = await import('./floating-contact.tsx');
const { BackgroundOverlay } = await import('./background-overlay.tsx');

const HINT = 'Questions? Our personal shoppers are here to help.';
const CALL_CENTER = { callCenterEnabled: true, phoneNumber: '5035550188' };

beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

describe('FloatingContact', () => {
  it('is shown only when the campaign has the call center, phone number or not', () => {
    renderInApp(<FloatingContact />, { embedded: true, campaign: { ...CALL_CENTER, callCenterEnabled: false } });
    expect(screen.queryByRole('button', { name: 'Talk to a personal shopper' })).toBeNull();
    cleanup();
    renderInApp(<FloatingContact />, { embedded: true, campaign: { callCenterEnabled: true, phoneNumber: '' } });
    expect(screen.getByRole('button', { name: 'Talk to a personal shopper' })).toBeTruthy();
  });

  it('opens the chat modal on click (seed 001 §2)', () => {
    renderInApp(<FloatingContact />, { embedded: true, campaign: CALL_CENTER });
    fireEvent.click(screen.getByRole('button', { name: 'Talk to a personal shopper' }));
    expect(contactModalOpen.value).toBe(true);
    closeContactModal();
  });

  it('activates the tour hint after 10 s without activity, with no tour start delay on top; OK dismisses it', () => {
    renderInApp(
      <>
        <FloatingContact />
        <BackgroundOverlay />
      </>,
      { embedded: true, campaign: CALL_CENTER, tour: createTourModel() },
    );
    act(() => void vi.advanceTimersByTime(9_999));
    expect(screen.queryByText(HINT)).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText(HINT)).toBeTruthy();
    expect(document.querySelector('.background-overlay--dim')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText(HINT)).toBeNull();
    expect(document.querySelector('.background-overlay')).toBeNull();
    // A _session step: completed for this session only.
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.completedTourPoints) ?? '[]')).toEqual([
      '_sessionContactHint',
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.completedTourPoints)).toBeNull();
  });

  it('activity restarts the 10 s wait', () => {
    renderInApp(<FloatingContact />, { embedded: true, campaign: CALL_CENTER });
    act(() => void vi.advanceTimersByTime(8_000));
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => void vi.advanceTimersByTime(9_999));
    expect(screen.queryByText(HINT)).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText(HINT)).toBeTruthy();
  });

  it('does not come back in a session that already dismissed it', () => {
    sessionStorage.setItem(STORAGE_KEYS.completedTourPoints, JSON.stringify(['_sessionContactHint']));
    renderInApp(<FloatingContact />, { embedded: true, campaign: CALL_CENTER });
    act(() => void vi.advanceTimersByTime(20_000));
    expect(screen.queryByText(HINT)).toBeNull();
  });
});
