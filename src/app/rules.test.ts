import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/context.ts';
import { holdsPageViews, isRouteEnabled } from './rules.ts';
import { mayShowTopBanners } from '../contract/top-banners.ts';

describe('isRouteEnabled (pages can be disabled per context)', () => {
  const garage = {
    path: '/garage',
    pageType: 'garage',
    title: 'route.home.title',
    disabledBy: 'garage',
  } as const;
  const home = {
    path: '/',
    pageType: 'home',
    title: 'route.home.title',
  } as const;
  it('hides a page the campaign disabled', () => {
    expect(isRouteEnabled(garage, ['garage'])).toBe(false);
    expect(isRouteEnabled(garage, ['trade'])).toBe(true);
  });
  it('never hides a page that cannot be disabled', () => {
    expect(isRouteEnabled(home, ['garage', 'trade', 'sign-out', 'listings'])).toBe(true);
  });
});

describe('mayShowTopBanners (the link-back and promotions banners load only where they can show)', () => {
  const base = testContext();
  const standalone = { ...base, mode: 'standalone' as const, overlayEnabled: false, refererUrl: null };
  it('is true on the standalone site come from the dealer site (the link-back banner)', () => {
    expect(mayShowTopBanners({ ...standalone, refererUrl: 'https://dealer.example/inventory' })).toBe(true);
  });
  it('is true for a campaign with no-payment days (the promotions banner)', () => {
    expect(mayShowTopBanners({ ...standalone, campaign: { ...base.campaign, noPaymentDays: 90 } })).toBe(true);
  });
  it('is false in the overlay (no link-back) for a campaign without promotions', () => {
    const overlay = { ...base, mode: 'iframe' as const, overlayEnabled: true, refererUrl: 'https://dealer.example/' };
    expect(
      mayShowTopBanners({ ...overlay, campaign: { ...base.campaign, noPaymentDays: null, programId: null } }),
    ).toBe(false);
  });
});

describe('holdsPageViews (no page view for an overlay nobody has opened)', () => {
  it('holds them in an overlay prefetched before the shopper opened it', () => {
    expect(holdsPageViews({ mode: 'iframe', overlayEnabled: true }, false)).toBe(true);
    expect(holdsPageViews({ mode: 'shadow', overlayEnabled: true }, false)).toBe(true);
  });
  it('not in an overlay made for an open (the loader says so), nor inline or standalone', () => {
    expect(holdsPageViews({ mode: 'iframe', overlayEnabled: true }, true)).toBe(false);
    expect(holdsPageViews({ mode: 'iframe', overlayEnabled: false }, false)).toBe(false);
    expect(holdsPageViews({ mode: 'standalone', overlayEnabled: false }, false)).toBe(false);
  });
});
