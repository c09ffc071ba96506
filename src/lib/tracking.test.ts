import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configureTracking,
  holdPageViews,
  resetTracking,
  showPages,
  trackEvent,
  trackLead,
  trackPage,
} from './tracking.ts';

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

  it('tracks a PIN link without its PIN, embedded and standalone', () => {
    const send = vi.fn();
    configureTracking({ mode: 'iframe', send });
    trackPage('profile-verify-access', { route: '/profile/verify-access?pin=P1n2' });
    expect(send).toHaveBeenCalledWith('track', { pageType: 'profile-verify-access', route: '/profile/verify-access' });
    resetTracking();
    configureTracking({ mode: 'standalone' });
    trackPage('profile-verify-access', { route: '/profile/verify-access?pin=P1n2' });
    expect(win.dataLayer).toEqual([
      { event: 'upshift.page', pageType: 'profile-verify-access', route: '/profile/verify-access' },
    ]);
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

  it("trackLead: embedded, the host's `lead` event with its kind", () => {
    const send = vi.fn();
    configureTracking({ mode: 'iframe', send });
    trackLead('call-later');
    trackLead('deal-saved', { dealId: 'd1' });
    expect(send.mock.calls).toEqual([
      ['lead', { kind: 'call-later' }],
      ['lead', { dealId: 'd1', kind: 'deal-saved' }],
    ]);
  });

  it('trackLead: standalone, upshift.lead on the dataLayer; extra data can rename neither the event nor the kind', () => {
    configureTracking({ mode: 'standalone' });
    trackLead('email', { kind: 'spoofed', event: 'spoofed' });
    expect(win.dataLayer).toEqual([{ event: 'upshift.lead', kind: 'email' }]);
  });

  it('trackLead: a lead fired during boot is delivered once tracking is configured', () => {
    trackLead('ghost');
    const send = vi.fn();
    configureTracking({ mode: 'shadow', send });
    configureTracking({ mode: 'shadow', send });
    expect(send.mock.calls).toEqual([['lead', { kind: 'ghost' }]]);
  });

  it('sends a copy: what the caller changes afterwards is not what was sent', () => {
    const data: Record<string, unknown> = { route: '/a' };
    trackEvent('get-started', data);
    data['route'] = '/b';
    const send = vi.fn();
    configureTracking({ mode: 'iframe', send });
    expect(send).toHaveBeenCalledWith('get-started', { route: '/a' });
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

  // The overlay's hidden idle prefetch renders home: no page view until the shopper opens it.
  it('holds page views while the overlay is unseen, and tracks the one shown when it opens', () => {
    const send = vi.fn();
    configureTracking({ mode: 'iframe', send });
    holdPageViews();
    trackPage('home', { route: '/' });
    expect(send).not.toHaveBeenCalled();
    showPages(true);
    expect(send.mock.calls).toEqual([['track', { route: '/', pageType: 'home' }]]);
    // Routes seen while open are tracked as before.
    trackPage('deal', { route: '/deals/7' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('drops the held page view when the open goes to another route, and keeps only the latest', () => {
    const send = vi.fn();
    configureTracking({ mode: 'shadow', send });
    holdPageViews();
    trackPage('home', { route: '/' });
    showPages(false);
    expect(send).not.toHaveBeenCalled();
    holdPageViews();
    trackPage('home', { route: '/' });
    trackPage('listings', { route: '/vehicles' });
    showPages(true);
    expect(send.mock.calls).toEqual([['track', { route: '/vehicles', pageType: 'listings' }]]);
  });

  it('never holds a page view that was not asked to be held; other events are never held', () => {
    const send = vi.fn();
    configureTracking({ mode: 'iframe', send });
    trackPage('home');
    holdPageViews();
    trackEvent('get-started', { route: '/' });
    expect(send.mock.calls).toEqual([
      ['track', { pageType: 'home' }],
      ['get-started', { route: '/' }],
    ]);
  });
});
