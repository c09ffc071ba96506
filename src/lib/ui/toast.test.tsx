import { cleanup, render, screen } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createToastModel, Toast, TOAST_DURATION_MS } from './toast.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Toast (seed 001 §9: toast duration 3,000 ms)', () => {
  it('announces a danger toast as an alert and hides it after 3,000 ms', () => {
    vi.useFakeTimers();
    const model = createToastModel();
    render(<Toast model={model} />);
    // The live regions are there before any message, so the message is announced.
    expect(screen.getByRole('alert').textContent).toBe('');
    act(() =>
      model.show({
        title: 'Required Fields',
        message: 'Please fill all the required fields properly.',
        variant: 'danger',
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Required FieldsPlease fill all the required fields properly.');
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('alert').textContent).not.toBe('');
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('shows other toasts as a status, a new one replacing the old with a fresh timer', () => {
    vi.useFakeTimers();
    const model = createToastModel();
    render(<Toast model={model} />);
    act(() => model.show({ message: 'Saved' }));
    act(() => void vi.advanceTimersByTime(2000));
    act(() => model.show({ message: 'Saved again', variant: 'success' }));
    expect(screen.getByRole('status').textContent).toBe('Saved again');
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toBe('Saved again');
    act(() => model.dismiss());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
