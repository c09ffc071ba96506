import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTourModel, TOUR_START_DELAY_MS, type TourModel } from './model.ts';

let tour: TourModel;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  tour?.dispose();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

const stored = (area: Storage) => JSON.parse(area.getItem('completedTourPoints') ?? '[]') as string[];

function started(...names: string[]): TourModel {
  tour = createTourModel();
  names.forEach((n) => tour.add(n));
  tour.start();
  vi.advanceTimersByTime(TOUR_START_DELAY_MS);
  return tour;
}

describe('tour start', () => {
  it('waits 2,000 ms, then activates the first pending step and shows the overlay', () => {
    tour = createTourModel();
    tour.add('a');
    tour.add('b');
    tour.start();
    vi.advanceTimersByTime(TOUR_START_DELAY_MS - 1);
    expect(tour.active.value).toBeNull();
    expect(tour.overlay.value).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tour.active.value).toBe('a');
    expect(tour.pending.value).toEqual(['b']);
    expect(tour.overlay.value).toBe(true);
  });

  it('drops completed steps, from both storages', () => {
    localStorage.setItem('completedTourPoints', JSON.stringify(['a']));
    sessionStorage.setItem('completedTourPoints', JSON.stringify(['_sessionB']));
    started('a', '_sessionB', 'c');
    expect(tour.active.value).toBe('c');
    expect(tour.pending.value).toEqual([]);
  });

  it('drops duplicate steps', () => {
    started('a', 'a', 'b');
    expect(tour.active.value).toBe('a');
    expect(tour.pending.value).toEqual(['b']);
  });

  it('with nothing pending shows no step and no overlay', () => {
    localStorage.setItem('completedTourPoints', JSON.stringify(['a']));
    started('a');
    expect(tour.active.value).toBeNull();
    expect(tour.overlay.value).toBe(false);
  });

  it('a second start while waiting neither restarts the delay nor schedules a second start', () => {
    tour = createTourModel();
    tour.add('a');
    tour.add('b');
    tour.start();
    vi.advanceTimersByTime(1500);
    tour.start();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(500);
    expect(tour.active.value).toBe('a');
    vi.advanceTimersByTime(TOUR_START_DELAY_MS * 2);
    expect(tour.active.value).toBe('a');
  });

  it('start while a step is active changes nothing', () => {
    started('a', 'b');
    tour.start();
    vi.advanceTimersByTime(TOUR_START_DELAY_MS * 2);
    expect(tour.active.value).toBe('a');
    expect(tour.pending.value).toEqual(['b']);
  });

  it('start now activates at once, for a step that waited already (the contact hint, seed 001 §9)', () => {
    tour = createTourModel();
    tour.add('_sessionContactHint');
    tour.start({ now: true });
    expect(tour.active.value).toBe('_sessionContactHint');
    expect(tour.overlay.value).toBe(true);
  });

  it('start now replaces a start still waiting, and changes nothing while a step is active', () => {
    tour = createTourModel();
    tour.add('a');
    tour.start();
    tour.start({ now: true });
    expect(tour.active.value).toBe('a');
    expect(vi.getTimerCount()).toBe(0);
    tour.add('b');
    tour.start({ now: true });
    expect(tour.active.value).toBe('a');
    expect(tour.pending.value).toEqual(['b']);
  });
});

describe('tour advance', () => {
  it('records the active step as completed and activates the next', () => {
    started('a', 'b');
    tour.advance();
    expect(tour.completed.value.has('a')).toBe(true);
    expect(tour.active.value).toBe('b');
    expect(tour.overlay.value).toBe(true);
  });

  it('clears the active step and the overlay when none remain, and stops', () => {
    started('a');
    tour.advance();
    expect(tour.active.value).toBeNull();
    expect(tour.overlay.value).toBe(false);
    expect(tour.running.value).toBe(false);
    tour.advance();
    expect(tour.completed.value.size).toBe(1);
  });

  it('persists completed steps across visits in local storage', () => {
    started('a');
    tour.advance();
    expect(stored(localStorage)).toEqual(['a']);
    expect(stored(sessionStorage)).toEqual([]);
    const next = createTourModel();
    expect(next.completed.value.has('a')).toBe(true);
  });

  it('keeps _session steps in session storage only', () => {
    started('_sessionHint');
    tour.advance();
    expect(stored(sessionStorage)).toEqual(['_sessionHint']);
    expect(stored(localStorage)).toEqual([]);
  });

  it('a _session hint shown once is not shown again this session, acknowledged or not (a reload, a sign-in)', () => {
    started('_sessionHint');
    expect(tour.active.value).toBe('_sessionHint');
    expect(stored(sessionStorage)).toEqual(['_sessionHint']);
    tour.dispose();
    started('_sessionHint');
    expect(tour.active.value).toBeNull();
  });

  it('a step of every visit counts as completed only once acknowledged', () => {
    started('a');
    expect(stored(localStorage)).toEqual([]);
  });

  it('skips a completed step added while the tour runs', () => {
    localStorage.setItem('completedTourPoints', JSON.stringify(['b']));
    started('a');
    tour.add('b');
    tour.add('c');
    tour.advance();
    expect(tour.active.value).toBe('c');
  });
});

describe('adding and removing steps', () => {
  it('adds a step at any time; it comes after the ones already pending', () => {
    started('a');
    tour.add('b');
    tour.add('b');
    expect(tour.pending.value).toEqual(['b']);
    tour.advance();
    expect(tour.active.value).toBe('b');
  });

  it('does not queue the active step again', () => {
    started('a');
    tour.add('a');
    expect(tour.pending.value).toEqual([]);
  });

  it('removes a pending step', () => {
    started('a', 'b', 'c');
    tour.remove('b');
    tour.advance();
    expect(tour.active.value).toBe('c');
  });

  it('replaces a step removed while active by the next one, without completing it', () => {
    started('a', 'b');
    tour.remove('a');
    expect(tour.active.value).toBe('b');
    expect(tour.completed.value.has('a')).toBe(false);
    expect(stored(localStorage)).toEqual([]);
  });

  it('stops when the removed active step was the last', () => {
    started('a');
    tour.remove('a');
    expect(tour.active.value).toBeNull();
    expect(tour.overlay.value).toBe(false);
  });

  it('steps added after the tour stopped wait for the next start', () => {
    started('a');
    tour.advance();
    tour.add('b');
    expect(tour.active.value).toBeNull();
    tour.start();
    vi.advanceTimersByTime(TOUR_START_DELAY_MS);
    expect(tour.active.value).toBe('b');
  });
});

describe('isShown', () => {
  it('is true for the active step unless disabled', () => {
    started('a', 'b');
    expect(tour.isShown('a')).toBe(true);
    expect(tour.isShown('a', true)).toBe(false);
    expect(tour.isShown('b')).toBe(false);
  });
});

describe('dispose', () => {
  it('cancels a pending start', () => {
    tour = createTourModel();
    tour.add('a');
    tour.start();
    tour.dispose();
    vi.advanceTimersByTime(TOUR_START_DELAY_MS * 2);
    expect(tour.active.value).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
