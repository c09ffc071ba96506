import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CALCULATING_TICK_MS,
  calculatingStepState,
  createCalculatingSteps,
  planCalculatingSteps,
  type CalculatingStepsModel,
} from './calculating-steps.ts';

const steps = [
  { defaultText: 'calc.rates', finishedText: 'calc.rates.done' },
  { defaultText: 'calc.taxes', finishedText: 'calc.taxes.done' },
  { defaultText: 'calc.trade', finishedText: 'calc.trade.done' },
];

/** Plays back the given random numbers in turn. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

let model: CalculatingStepsModel | undefined;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  model?.dispose();
  model = undefined;
  vi.useRealTimers();
});

describe('planCalculatingSteps', () => {
  it('gives each step 1 or 2 seconds, back to back', () => {
    expect(planCalculatingSteps(steps, sequence(0.1, 0.9, 0.49)).map(({ start, end }) => [start, end])).toEqual([
      [0, 1],
      [1, 3],
      [3, 4],
    ]);
    expect(planCalculatingSteps(steps, sequence(0.5)).map((s) => s.end - s.start)).toEqual([2, 2, 2]);
  });
  it('keeps the texts', () => {
    expect(planCalculatingSteps(steps.slice(0, 1), () => 0)[0]).toEqual({ ...steps[0], start: 0, end: 1 });
  });
  it('only ever makes 1 or 2 second steps with the real random source', () => {
    for (const step of planCalculatingSteps(Array.from({ length: 50 }, () => steps[0]!))) {
      expect([1, 2]).toContain(step.end - step.start);
    }
  });
});

describe('calculatingStepState', () => {
  it('is pending before its start, loading until its end, then finished', () => {
    const step = { start: 1, end: 3 };
    expect(calculatingStepState(step, 0)).toBe('pending');
    expect(calculatingStepState(step, 1)).toBe('loading');
    expect(calculatingStepState(step, 2)).toBe('loading');
    expect(calculatingStepState(step, 3)).toBe('finished');
  });
});

describe('createCalculatingSteps', () => {
  it('every step waits until start', () => {
    model = createCalculatingSteps({ steps, random: sequence(0) });
    expect(model.items.value.map((i) => i.state)).toEqual(['pending', 'pending', 'pending']);
    vi.advanceTimersByTime(CALCULATING_TICK_MS * 5);
    expect(model.elapsed.value).toBe(0);
  });

  it('ticks once a second and moves each step pending → loading → finished', () => {
    const onFinished = vi.fn();
    model = createCalculatingSteps({ steps, random: sequence(0, 0.9, 0), onFinished });
    model.start();
    const states = () => model!.items.value.map((i) => i.state);
    expect(states()).toEqual(['loading', 'pending', 'pending']);
    vi.advanceTimersByTime(CALCULATING_TICK_MS - 1);
    expect(states()).toEqual(['loading', 'pending', 'pending']);
    vi.advanceTimersByTime(1);
    expect(states()).toEqual(['finished', 'loading', 'pending']);
    vi.advanceTimersByTime(CALCULATING_TICK_MS);
    expect(states()).toEqual(['finished', 'loading', 'pending']);
    vi.advanceTimersByTime(CALCULATING_TICK_MS);
    expect(states()).toEqual(['finished', 'finished', 'loading']);
    expect(onFinished).not.toHaveBeenCalled();
    vi.advanceTimersByTime(CALCULATING_TICK_MS);
    expect(states()).toEqual(['finished', 'finished', 'finished']);
    expect(model.finished.value).toBe(true);
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('shows the finished text once a step is finished', () => {
    model = createCalculatingSteps({ steps: steps.slice(0, 2), random: sequence(0) });
    model.start();
    expect(model.items.value.map((i) => i.text)).toEqual(['calc.rates', 'calc.taxes']);
    vi.advanceTimersByTime(CALCULATING_TICK_MS);
    expect(model.items.value.map((i) => i.text)).toEqual(['calc.rates.done', 'calc.taxes']);
  });

  it('fires the finished callback once and stops ticking', () => {
    const onFinished = vi.fn();
    model = createCalculatingSteps({ steps, random: sequence(0), onFinished });
    model.start();
    model.start();
    vi.advanceTimersByTime(CALCULATING_TICK_MS * 10);
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(model.elapsed.value).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('finishes at once with no steps', () => {
    const onFinished = vi.fn();
    model = createCalculatingSteps({ steps: [], onFinished });
    model.start();
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dispose stops the ticker before the end', () => {
    const onFinished = vi.fn();
    model = createCalculatingSteps({ steps, random: sequence(0), onFinished });
    model.start();
    vi.advanceTimersByTime(CALCULATING_TICK_MS);
    model.dispose();
    vi.advanceTimersByTime(CALCULATING_TICK_MS * 10);
    expect(model.elapsed.value).toBe(1);
    expect(onFinished).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
