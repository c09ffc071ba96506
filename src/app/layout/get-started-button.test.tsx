import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../testing/render.tsx';
import { useTracked } from '../../testing/tracking.ts';
import { TEST_DEALER } from '../../testing/context.ts';

const { GetStartedButton } = await import('../../features/shell/get-started-button.tsx');

const tracked = useTracked();
afterEach(() => {
  cleanup();
});

describe('GetStartedButton', () => {
  it("reads 'Get Started' and emits the get-started event", () => {
    const onGetStarted = vi.fn();
    renderInApp(<GetStartedButton onGetStarted={onGetStarted} />, {
      dealer: TEST_DEALER,
      width: 1280,
      path: '/listings',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(tracked.events).toContainEqual({ name: 'get-started', data: { route: '/listings' } });
    expect(onGetStarted).toHaveBeenCalledTimes(1);
  });

  it('takes another text', () => {
    renderInApp(<GetStartedButton label="Start my deal" />, { dealer: TEST_DEALER, width: 1280 });
    expect(screen.getByRole('button', { name: 'Start my deal' })).toBeTruthy();
  });
});
