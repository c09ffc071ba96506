/**
 * The calculating-steps list of seed 001 §4 "Calculating steps": a one-second ticker; each step
 * lasts a random 1 or 2 seconds and goes pending → loading → finished; a finished callback fires
 * once when the last step finishes.
 */
import { computed, signal } from '@preact/signals';

/** Seed 001 §9 "Calculating tick". */
export const CALCULATING_TICK_MS = 1_000;

export type CalculatingStepState = 'pending' | 'loading' | 'finished';

export type CalculatingStepInput<K extends string = string> = { defaultText: K; finishedText: K };

export type CalculatingStep<K extends string = string> = CalculatingStepInput<K> & {
  /** Second at which the step starts loading. */
  start: number;
  /** Second at which the step is finished (start + 1 or 2). */
  end: number;
};

/** Each step lasts 1 or 2 seconds, back to back; `random` returns a number in [0, 1). */
export function planCalculatingSteps<K extends string>(
  steps: readonly CalculatingStepInput<K>[],
  random: () => number = Math.random,
): CalculatingStep<K>[] {
  let second = 0;
  return steps.map((step) => {
    const start = second;
    second += random() < 0.5 ? 1 : 2;
    return { ...step, start, end: second };
  });
}

/** A step's state at a given elapsed second. */
export function calculatingStepState(
  step: Pick<CalculatingStep, 'start' | 'end'>,
  elapsed: number,
): CalculatingStepState {
  if (elapsed < step.start) return 'pending';
  return elapsed < step.end ? 'loading' : 'finished';
}

export type CalculatingStepsOptions<K extends string> = {
  steps: readonly CalculatingStepInput<K>[];
  onFinished?: () => void;
  random?: () => number;
  tickMs?: number;
};

export type CalculatingStepsModel<K extends string = string> = ReturnType<typeof createCalculatingSteps<K>>;

export function createCalculatingSteps<K extends string>(options: CalculatingStepsOptions<K>) {
  const tickMs = options.tickMs ?? CALCULATING_TICK_MS;
  const plan = planCalculatingSteps(options.steps, options.random);
  const total = plan.at(-1)?.end ?? 0;
  const elapsed = signal(0);
  const started = signal(false);
  let timer: ReturnType<typeof setInterval> | null = null;

  const items = computed(() =>
    plan.map((step) => {
      // Before start every step waits.
      const state = started.value ? calculatingStepState(step, elapsed.value) : 'pending';
      return { ...step, state, text: state === 'finished' ? step.finishedText : step.defaultText };
    }),
  );
  const finished = computed(() => started.value && elapsed.value >= total);

  /** Runs once: start() runs once and the ticker stops here. */
  function finish() {
    dispose();
    options.onFinished?.();
  }

  /** Starts the ticker once; the first step is loading straight away. */
  function start() {
    if (started.value) return;
    started.value = true;
    if (finished.value) return finish();
    timer = setInterval(() => {
      elapsed.value += 1;
      if (finished.value) finish();
    }, tickMs);
  }

  function dispose() {
    if (timer !== null) clearInterval(timer);
    timer = null;
  }

  return { items, elapsed, started, finished, total, start, dispose };
}
