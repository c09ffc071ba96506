import { describe, expect, it } from 'vitest';
import { isOverlayMode, isUpgradeProgramTenant, showLinkBack } from './shell.ts';

describe('isOverlayMode (seed 000 §6)', () => {
  it('applies whenever the app runs in a frame, the inline embed included, and in the shadow overlay', () => {
    expect(isOverlayMode({ mode: 'iframe', overlayEnabled: true })).toBe(true);
    expect(isOverlayMode({ mode: 'iframe', overlayEnabled: false })).toBe(true);
    expect(isOverlayMode({ mode: 'shadow', overlayEnabled: true })).toBe(true);
    expect(isOverlayMode({ mode: 'shadow', overlayEnabled: false })).toBe(false);
    expect(isOverlayMode({ mode: 'standalone', overlayEnabled: false })).toBe(false);
  });
});

describe('showLinkBack', () => {
  it('needs a referrer and overlay mode off', () => {
    const dealer = 'https://dealer.test/';
    expect(showLinkBack({ refererUrl: dealer, mode: 'standalone', overlayEnabled: false })).toBe(true);
    expect(showLinkBack({ refererUrl: dealer, mode: 'iframe', overlayEnabled: true })).toBe(false);
    expect(showLinkBack({ refererUrl: null, mode: 'standalone', overlayEnabled: false })).toBe(false);
  });
  it('is not shown by the inline embed on the dealer page it would link back to', () => {
    expect(showLinkBack({ refererUrl: 'https://dealer.test/inline', mode: 'iframe', overlayEnabled: false })).toBe(
      false,
    );
  });
});

describe('isUpgradeProgramTenant', () => {
  it('is true for the listed tenant ids', () => {
    expect(isUpgradeProgramTenant({ tenantId: 't1' }, ['t1'])).toBe(true);
    expect(isUpgradeProgramTenant({ tenantId: 't2' }, ['t1'])).toBe(false);
  });
});
