import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state.tsx';

afterEach(() => cleanup());

describe('ErrorState', () => {
  it('shows its messages as paragraphs in an alert, with no button when nothing can be tried again', () => {
    render(<ErrorState messages={['The lenders could not be reached.', 'Please call us.']} />);
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('error-state');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'The lenders could not be reached.',
      'Please call us.',
    ]);
    expect(alert.hasAttribute('tabindex')).toBe(false);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls back from its retry button, labelled "Try again" unless the site says otherwise', () => {
    const retry = vi.fn();
    const { rerender } = render(<ErrorState messages={['Offers could not be loaded.']} onRetry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(<ErrorState messages={['Offers could not be loaded.']} onRetry={retry} retryLabel="Retry" />);
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button.className).toBe('button button--secondary');
    expect(button.getAttribute('type')).toBe('button');
  });

  it('takes a class beside its own, an id, and focus when asked (a form moves focus to it)', () => {
    render(<ErrorState messages={['Refused.']} class="error-state--page" id="problem" focusable />);
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('error-state error-state--page');
    expect(alert.id).toBe('problem');
    expect(alert.getAttribute('tabindex')).toBe('-1');
  });

  it('is itself the paragraph for one message in running text', () => {
    render(<ErrorState as="p">We could not sign you in.</ErrorState>);
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert.textContent).toBe('We could not sign you in.');
  });
});
