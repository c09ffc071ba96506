import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureTracking, resetTracking, trackEvent, trackPage } from './tracking.ts';

type DataLayerWindow = { dataLayer?: unknown[] };
const win = window as unknown as DataLayerWindow;

afterEach(() => {
  resetTracking();
  delete win.dataLayer;
});

describe('tracking', () => {
  it('embedded: hands page views and events to the bridge sender', () => {
    const send = vi.fn();
    configureTracking({ mode: 'iframe', send });
    trackPage('deal', { dealId: 'd1' });
    trackEvent('lead', { kind: 'email' });
    expect(send.mock.calls).toEqual([
      ['track', { dealId: 'd1', pageType: 'deal' }],
      ['lead', { kind: 'email' }],
    ]);
    expect(win.dataLayer).toBeUndefined();
  });

  it('shadow mode tracks through the sender too', () => {
    const send = vi.fn();
    configureTracking({ mode: 'shadow', send });
    trackPage('home');
    expect(send).toHaveBeenCalledWith('track', { pageType: 'home' });
  });

  it('standalone: creates dataLayer and pushes upshift.page', () => {
    configureTracking({ mode: 'standalone' });
    trackPage('listings', { stockType: 'NEW' });
    trackEvent('lead', { kind: 'call-now' });
    expect(win.dataLayer).toEqual([
      { event: 'upshift.page', pageType: 'listings', stockType: 'NEW' },
      { event: 'upshift.lead', kind: 'call-now' },
    ]);
  });

  it("standalone: appends to the page's existing dataLayer, and extra data cannot rename the event", () => {
    win.dataLayer = [{ event: 'gtm.js' }];
    configureTracking({ mode: 'standalone' });
    trackPage('home', { event: 'spoofed', pageType: 'other' });
    expect(win.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'upshift.page', pageType: 'home' }]);
  });

  it('delivers events fired before configuration', () => {
    trackPage('home');
    const send = vi.fn();
    configureTracking({ mode: 'iframe', send });
    expect(send).toHaveBeenCalledWith('track', { pageType: 'home' });
  });

  it('embedded without a sender is a programming error', () => {
    expect(() => configureTracking({ mode: 'iframe' })).toThrow(/send/);
  });

  it('a failing sender never breaks the caller', () => {
    configureTracking({
      mode: 'iframe',
      send: () => {
        throw new Error('bridge gone');
      },
    });
    expect(() => trackPage('home')).not.toThrow();
  });
});
