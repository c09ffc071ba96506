/**
 * The calculating-steps list of seed 001 §2 "Other small pieces": each step waits, loads, then
 * shows its finished text; `onFinished` fires once after the last one.
 */
import { useEffect, useMemo, useRef } from 'react';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { createCalculatingSteps, type CalculatingStepInput } from './calculating-steps.ts';

type Props = {
  steps: readonly CalculatingStepInput<MessageKey>[];
  /** Names the list for screen readers ("Calculating your payments"). */
  label: string;
  onFinished?: () => void;
  random?: () => number;
  tickMs?: number;
};

const STATE_TEXT = {
  pending: 'banner.calculating.pending',
  loading: 'banner.calculating.loading',
  finished: 'banner.calculating.finished',
} as const;

export function CalculatingSteps({ steps, label, onFinished, random, tickMs }: Props) {
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const model = useMemo(
    () =>
      createCalculatingSteps({
        steps,
        onFinished: () => finished.current?.(),
        ...(random ? { random } : {}),
        ...(tickMs !== undefined ? { tickMs } : {}),
      }),
    // One plan per mount: a new list of steps is a new run, keyed by the caller.
    [],
  );

  useEffect(() => {
    model.start();
    return () => model.dispose();
  }, [model]);

  return (
    <ol class="calculating-steps" aria-label={label} aria-live="polite">
      {model.items.value.map((item) => (
        <li key={item.defaultText} class={`calculating-steps__item calculating-steps__item--${item.state}`}>
          <span class="calculating-steps__icon" aria-hidden="true" />
          <span class="calculating-steps__text">{t(item.text)}</span>
          <span class="visually-hidden">, {t(STATE_TEXT[item.state])}</span>
        </li>
      ))}
    </ol>
  );
}
