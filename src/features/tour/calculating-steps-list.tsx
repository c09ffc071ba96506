/**
 * The calculating-steps list of seed 001 §2 "Other small pieces": each step waits, loads, then
 * shows its finished text; `onFinished` fires once after the last one.
 *
 * A polite status: each step's change is read as it happens (not the whole list again, aria-atomic
 * false), and nothing takes the focus. Under reduced motion the loading step's ring stands still
 * (tour.css); the steps still advance, a change of words rather than a movement.
 */
import '../../lib/i18n/parts/calculating.ts';
import { useId, useRef } from 'react';
import { t, type MessageKey } from '../../lib/i18n/index.ts';
import { usePageModel } from '../../lib/use-page-model.ts';
import { createCalculatingSteps, type CalculatingStepInput } from './calculating-steps.ts';

export type CalculatingStepsProps = {
  steps: readonly CalculatingStepInput<MessageKey>[];
  /** Names the list ("Valuing your vehicle…"); shown above it with `showLabel`. */
  label: string;
  /**
   * Shows the label above the list, with a busy ring once the steps have run out before the answer.
   * Without it the label only names the list: for a wait whose busy button already says it.
   */
  showLabel?: boolean;
  onFinished?: () => void;
  random?: () => number;
  tickMs?: number;
};

const STATE_TEXT = {
  pending: 'calculating.pending',
  loading: 'calculating.loading',
  finished: 'calculating.finished',
} as const;

export function CalculatingSteps({
  steps,
  label,
  showLabel = false,
  onFinished,
  random,
  tickMs,
}: CalculatingStepsProps) {
  const labelId = useId();
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const model = usePageModel(
    () =>
      createCalculatingSteps({
        steps,
        onFinished: () => finished.current?.(),
        ...(random ? { random } : {}),
        ...(tickMs !== undefined ? { tickMs } : {}),
      }),
    // One plan per mount: a new list of steps is a new run, keyed by the caller.
    [],
    (m) => m.start(),
  );

  return (
    <div class="calculating-steps" role="status" aria-live="polite" aria-atomic="false">
      {showLabel && (
        <p class="calculating-steps__label" id={labelId}>
          {model.finished.value && <span class="spinner spinner--small" aria-hidden="true" />}
          {label}
        </p>
      )}
      <ol class="calculating-steps__list" {...(showLabel ? { 'aria-labelledby': labelId } : { 'aria-label': label })}>
        {model.items.value.map((item) => (
          <li key={item.defaultText} class={`calculating-steps__item calculating-steps__item--${item.state}`}>
            <span class="calculating-steps__icon" aria-hidden="true" />
            <span class="calculating-steps__text">{t(item.text)}</span>
            <span class="visually-hidden">, {t(STATE_TEXT[item.state])}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
