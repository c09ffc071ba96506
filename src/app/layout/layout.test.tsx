import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { safeSession, STORAGE_KEYS } from '../../lib/storage.ts';
import { renderInApp } from '../../testing/render.tsx';
import { TEST_DEALER } from '../../testing/context.ts';

const { Layout } = await import('./layout.tsx');

afterEach(async () => {
  cleanup();
  // Let the unmounted layout's deferred cleanups run before the next test stores anything.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

describe('Layout', () => {
  it('puts the regions in the order of seed 001 §2 "Shell layout"', async () => {
    const { container } = renderInApp(
      <Layout>
        <h1>Page</h1>
      </Layout>,
      { dealer: TEST_DEALER, context: { refererUrl: 'https://dealer.example/inventory' }, width: 600 },
    );
    // What comes after the page and the banners above it are chunks of their own: in right after first paint.
    const footer = await screen.findByRole('contentinfo');
    const linkBack = await screen.findByRole('link', { name: /back to dealer website/ });
    const order = [
      screen.getByRole('link', { name: 'Skip to main content' }),
      linkBack,
      container.querySelector('header.nav'),
      screen.getByRole('main'),
      footer,
      screen.getByRole('navigation', { name: 'Quick actions' }),
    ];
    for (let i = 1; i < order.length; i++) {
      const before = order[i - 1] as Node;
      expect(before.compareDocumentPosition(order[i] as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByRole('main').textContent).toBe('Page');
  });

  it('removes the stored FuelType when it goes away', async () => {
    safeSession.set(STORAGE_KEYS.FuelType, 'Electric');
    const { unmount } = renderInApp(
      <Layout>
        <p>Page</p>
      </Layout>,
      { dealer: TEST_DEALER, width: 1280 },
    );
    expect(safeSession.get(STORAGE_KEYS.FuelType)).toBe('Electric');
    unmount();
    // Preact runs effect cleanups of an unmounted tree after the next paint.
    await waitFor(() => expect(safeSession.get(STORAGE_KEYS.FuelType)).toBeNull());
  });
});
