/**
 * Seed 000 §8 through the app root: the page context's terminal error is the error page, alone for a
 * closed campaign and on every path, or only where the shopper landed for a vehicle that is gone.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionModel } from '../features/auth/index.ts';
import { TERMINAL_ERRORS, type TerminalError } from '../contract/errors.ts';
import { createNullBridge } from '../lib/bridge.ts';
import { testContext } from '../testing/context.ts';
import { App } from './app.tsx';
import { createMemoryLocation } from './memory-location.ts';

beforeEach(() => {
  // The shell's own reads (chat config, saved deals…) answer nothing here.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 404 })));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await new Promise((resolve) => setTimeout(resolve, 50));
});

function renderApp(error: TerminalError, path: string) {
  const context = testContext({ error, mode: 'iframe' });
  const location = createMemoryLocation(path, () => {});
  const env = {
    context,
    navigate: location.navigate,
    reload: location.reload,
    host: createNullBridge(),
    vehicleOfInterestId: signal<string | null>(null),
  };
  render(<App env={env} session={createSessionModel(context.visitor)} location={location} />);
  return location;
}

describe('App and the terminal error of the page context', () => {
  it('a disabled campaign: the error page alone, with its name and code, on every path', async () => {
    const location = renderApp(TERMINAL_ERRORS.campaignDisabled, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('This shopping program has ended, so its pages are closed.')).toBeTruthy();
    expect(screen.getByText('Error: CampaignDisabled (410)')).toBeTruthy();
    // Nothing around it leads anywhere: no navigation bar, no link out of the page.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to the home page' })).toBeNull();
    location.navigate('/account/login');
    await waitFor(() => expect(location.current()).toBe('/account/login'));
    expect(screen.getByText('Error: CampaignDisabled (410)')).toBeTruthy();
  });

  it('an unknown campaign says so', async () => {
    renderApp(TERMINAL_ERRORS.campaignNotFound, '/');
    expect(
      await screen.findByText('This shopping page does not exist. Please check the link you followed.'),
    ).toBeTruthy();
    expect(screen.getByText('Error: CampaignNotFound (404)')).toBeTruthy();
  });

  it('a vehicle that is gone: the error page where the shopper landed, then the shop is open again', async () => {
    renderApp(TERMINAL_ERRORS.vehicleNotFound, '/no-profile/vehicles/v404');
    expect(await screen.findByText('This vehicle is no longer available. It may have been sold.')).toBeTruthy();
    expect(screen.getByText('Error: VehicleNotFound (404)')).toBeTruthy();
    // The campaign is open: its navigation bar is there.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    const shop = screen.getByRole('link', { name: 'Shop other vehicles' });
    expect(shop.getAttribute('href')).toBe('/listings');
    fireEvent.click(shop);
    await waitFor(() => expect(screen.queryByText('Error: VehicleNotFound (404)')).toBeNull());
  });
});
