// Their copy ships with the layout's after-the-page chunk.
import '../../lib/i18n/parts/after-main.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// The sample steps below use the save-work modal's copy, which ships with that modal.
import '../../lib/i18n/parts/shell-on-demand.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { BackgroundOverlay } from '../shell/background-overlay.tsx';
import { CalculatingSteps } from './calculating-steps-list.tsx';
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

describe('CalculatingSteps', () => {
  const steps = [
    { defaultText: 'banner.saveWork.save', finishedText: 'banner.saveWork.noThanks' },
    { defaultText: 'tour.ok', finishedText: 'tour.contactHint' },
  ] as const;

  it('moves each step from loading to finished on the 1 s ticker and fires finished once', () => {
    const onFinished = vi.fn();
    // 0.9 → the first step lasts 2 s; 0.1 → the second lasts 1 s.
    const random = vi.fn().mockReturnValueOnce(0.9).mockReturnValueOnce(0.1);
    render(<CalculatingSteps steps={steps} label="Calculating" onFinished={onFinished} random={random} />);
    const list = screen.getByRole('list', { name: 'Calculating' });
    expect(list.getAttribute('aria-live')).toBe('polite');
    const states = () =>
      [...list.querySelectorAll('li')].map((li) => li.className.replace(/.*--/, '') + ':' + li.textContent);
    expect(states()).toEqual(['loading:save and get personalized payments, in progress', 'pending:OK, waiting']);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(states()[0]).toMatch(/^loading/);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(states()).toEqual(['finished:No thanks, done', 'loading:OK, in progress']);
    expect(onFinished).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(states()[1]).toBe('finished:Questions? Our personal shoppers are here to help., done');
    act(() => void vi.advanceTimersByTime(5_000));
    expect(onFinished).toHaveBeenCalledTimes(1);
  });
});
