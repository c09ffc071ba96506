import { act, cleanup, render, screen, within } from '@testing-library/preact';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { locale } from '../../lib/i18n/index.ts';
import { CalculatingSteps } from './calculating-steps-list.tsx';
import { CalculatingWait } from './calculating-wait.tsx';
import { CALCULATING_WAITS } from './calculating-waits.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  locale.value = 'en';
});

const steps = CALCULATING_WAITS.appraisal;

/** Each step as "state:text" (the words a screen reader reads, its state included). */
const states = (list: HTMLElement) =>
  [...list.querySelectorAll('li')].map((li) => li.className.replace(/.*--/, '') + ':' + li.textContent);

describe('CalculatingSteps', () => {
  it('moves each step from loading to finished on the 1 s ticker and fires finished once', () => {
    const onFinished = vi.fn();
    // 0.9 → the first step lasts 2 s; 0.1 and 0.2 → the next two last 1 s.
    const random = vi.fn().mockReturnValueOnce(0.9).mockReturnValueOnce(0.1).mockReturnValueOnce(0.2);
    render(<CalculatingSteps steps={steps} label="Valuing" onFinished={onFinished} random={random} />);
    const list = screen.getByRole('list', { name: 'Valuing' });
    expect(states(list)).toEqual([
      'loading:Checking your vehicle’s details, in progress',
      'pending:Looking up its base value, waiting',
      'pending:Adjusting for mileage, condition, history and features, waiting',
    ]);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(states(list)[0]).toMatch(/^loading/);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(states(list).slice(0, 2)).toEqual([
      'finished:Vehicle details checked, done',
      'loading:Looking up its base value, in progress',
    ]);
    expect(onFinished).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(2_000));
    expect(states(list)[2]).toBe('finished:Adjusted for mileage, condition, history and features, done');
    act(() => void vi.advanceTimersByTime(5_000));
    expect(onFinished).toHaveBeenCalledTimes(1);
  });

  it('is a polite status that reads each step as it changes, not the whole list, and takes no focus', async () => {
    const button = document.createElement('button');
    button.textContent = 'Check my credit';
    document.body.append(button);
    button.focus();
    render(<CalculatingSteps steps={steps} label="Valuing your vehicle…" showLabel />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.getAttribute('aria-atomic')).toBe('false');
    // The visible label names the list.
    const list = within(status).getByRole('list', { name: 'Valuing your vehicle…' });
    expect(list.getAttribute('aria-labelledby')).toBe(within(status).getByText('Valuing your vehicle…').id);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(document.activeElement).toBe(button);
    vi.useRealTimers();
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    button.remove();
  });

  it('without showLabel the label only names the list (a busy button already says it)', () => {
    render(<CalculatingSteps steps={steps} label="Checking your credit…" />);
    expect(screen.getByRole('list', { name: 'Checking your credit…' }).getAttribute('aria-label')).toBe(
      'Checking your credit…',
    );
    expect(screen.queryByText('Checking your credit…')).toBeNull();
  });

  it('steps run out before the answer: all finished, and the label shows a busy ring (decorative) from then on', () => {
    const { container } = render(<CalculatingSteps steps={steps} label="Valuing" showLabel random={() => 0} />);
    expect(container.querySelector('.calculating-steps__label .spinner')).toBeNull();
    act(() => void vi.advanceTimersByTime(3_000));
    expect(states(screen.getByRole('list')).every((s) => s.startsWith('finished:'))).toBe(true);
    const ring = container.querySelector('.calculating-steps__label .spinner');
    expect(ring?.getAttribute('aria-hidden')).toBe('true');
  });

  it('stops its ticker when the page takes it away (the answer came)', () => {
    const onFinished = vi.fn();
    const { unmount } = render(<CalculatingSteps steps={steps} label="Valuing" onFinished={onFinished} />);
    act(() => void vi.advanceTimersByTime(1_000));
    unmount();
    vi.advanceTimersByTime(10_000);
    expect(onFinished).not.toHaveBeenCalled();
  });
});

describe('CalculatingWait', () => {
  it('shows the steps of the wait it is given, named by the page’s label', () => {
    render(<CalculatingWait wait="lenders" label="Sending to the lenders…" />);
    const list = screen.getByRole('list', { name: 'Sending to the lenders…' });
    expect(states(list)[0]).toBe('loading:Sending your application securely, in progress');
    expect(list.querySelectorAll('li')).toHaveLength(CALCULATING_WAITS.lenders.length);
  });

  it('speaks Spanish (usted) with the rest of the app', () => {
    act(() => {
      locale.value = 'es';
    });
    render(<CalculatingWait wait="softPull" label="Consultando su crédito…" />);
    const list = screen.getByRole('list', { name: 'Consultando su crédito…' });
    expect(states(list)).toEqual([
      'loading:Enviando sus datos de forma segura, en curso',
      'pending:Consultando su expediente de crédito, en espera',
      'pending:Asegurándonos de que su puntaje de crédito no se vea afectado, en espera',
    ]);
  });
});
