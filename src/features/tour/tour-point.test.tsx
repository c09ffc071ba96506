// Their copy ships with the layout's after-the-page chunk.
import '../../lib/i18n/parts/after-main.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { BackgroundOverlay } from '../shell/background-overlay.tsx';
import { createTourModel } from './model.ts';
import { TourProvider } from './store.tsx';
import { TourPoint } from './tour-point.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

function renderTour(dim = false) {
  const tour = createTourModel();
  const scroll = vi.fn();
  Element.prototype.scrollIntoView = scroll;
  render(
    <TourProvider model={tour}>
      <TourPoint name="first" dim={dim}>
        <p>First hint</p>
      </TourPoint>
      <TourPoint name="second">
        <p>Second hint</p>
      </TourPoint>
      <BackgroundOverlay />
    </TourProvider>,
  );
  return { tour, scroll };
}

describe('TourPoint', () => {
  it('shows the active step after the start delay; OK advances to the next, then the tour ends', () => {
    const { tour, scroll } = renderTour();
    act(() => {
      tour.add('first');
      tour.add('second');
      tour.start();
    });
    expect(screen.queryByText('First hint')).toBeNull();
    act(() => void vi.advanceTimersByTime(2_000));
    expect(screen.getByText('First hint')).toBeTruthy();
    expect(screen.queryByText('Second hint')).toBeNull();
    expect(scroll).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('First hint')).toBeNull();
    expect(screen.getByText('Second hint')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.completedTourPoints) ?? '[]')).toEqual(['first', 'second']);
  });

  it('the background overlay is on while a step is active, dark only for a dimming point', () => {
    const { tour } = renderTour(true);
    const overlay = () => document.querySelector('.background-overlay');
    act(() => {
      tour.add('first');
      tour.add('second');
      tour.start();
    });
    expect(overlay()).toBeNull();
    act(() => void vi.advanceTimersByTime(2_000));
    expect(overlay()?.classList.contains('background-overlay--dim')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(overlay()).not.toBeNull();
    expect(overlay()?.classList.contains('background-overlay--dim')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(overlay()).toBeNull();
  });

  it('a disabled point stays hidden', () => {
    const tour = createTourModel({ delayMs: 0 });
    render(
      <TourProvider model={tour}>
        <TourPoint name="first" disabled>
          <p>First hint</p>
        </TourPoint>
      </TourProvider>,
    );
    act(() => {
      tour.add('first');
      tour.start();
      vi.advanceTimersByTime(0);
    });
    expect(tour.active.value).toBe('first');
    expect(screen.queryByText('First hint')).toBeNull();
  });
});
