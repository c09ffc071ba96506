import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureTracking, resetTracking } from '../../lib/tracking.ts';
import { renderInApp } from '../../testing/render.tsx';
import { TEST_DEALER } from '../../testing/context.ts';

const { GetStartedButton } = await import('../../features/shell/get-started-button.tsx');

afterEach(() => {
  cleanup();
  resetTracking();
});

describe('GetStartedButton', () => {
  it("reads 'Get Started' and emits the get-started event", () => {
    const send = vi.fn();
    configureTracking({ mode: 'iframe', send });
    const onGetStarted = vi.fn();
    renderInApp(<GetStartedButton onGetStarted={onGetStarted} />, {
      dealer: TEST_DEALER,
      width: 1280,
      path: '/listings',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(send).toHaveBeenCalledWith('get-started', { route: '/listings' });
    expect(onGetStarted).toHaveBeenCalledTimes(1);
  });

  it('takes another text', () => {
    renderInApp(<GetStartedButton label="Start my deal" />, { dealer: TEST_DEALER, width: 1280 });
    expect(screen.getByRole('button', { name: 'Start my deal' })).toBeTruthy();
  });
});
