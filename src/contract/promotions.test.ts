import { describe, expect, it } from 'vitest';
import { mayShowPromotionsBanner, showPromotionsBanner } from './promotions.ts';
import { SEEDED_PROGRAM_IDS as programs } from './shell.ts';

const BMW = 'BMW-LOYALTY-2026';
const TOYOTA = 'TOYOTA-NEW-INVENTORY';

describe('showPromotionsBanner', () => {
  const show = (programId: string | null, noPaymentDays: number | null, route: 'home' | 'listings' | 'garage') =>
    showPromotionsBanner({ campaign: { programId, noPaymentDays }, route, programs });

  it('shows on home for a BMW program only with no-payment days', () => {
    expect(show(BMW, 90, 'home')).toBe(true);
    expect(show(BMW, null, 'home')).toBe(false);
  });
  it('shows on listings for a BMW program only with no-payment days', () => {
    expect(show(BMW, 90, 'listings')).toBe(true);
    expect(show(BMW, null, 'listings')).toBe(false);
  });
  it('shows on listings for a Toyota program', () => {
    expect(show(TOYOTA, 45, 'listings')).toBe(true);
    expect(show(TOYOTA, null, 'listings')).toBe(true);
  });
  it('shows a non-BMW program on home only when it has no-payment days', () => {
    expect(show(TOYOTA, 45, 'home')).toBe(true);
    expect(show(TOYOTA, null, 'home')).toBe(false);
    expect(show('NORTHSTAR-REFI-UPGRADE', 30, 'home')).toBe(true);
    expect(show(null, null, 'home')).toBe(false);
  });
  it('does not show on listings for other programs, nor on other routes', () => {
    expect(show('NORTHSTAR-REFI-UPGRADE', 30, 'listings')).toBe(false);
    expect(show(BMW, 90, 'garage')).toBe(false);
    expect(show(TOYOTA, 45, 'garage')).toBe(false);
  });
});

describe('mayShowPromotionsBanner (its chunk comes before the first render)', () => {
  const may = (programId: string | null, noPaymentDays: number | null) =>
    mayShowPromotionsBanner({ campaign: { programId, noPaymentDays }, programs });
  it('is true wherever some route shows it: no-payment days, or a Toyota program (listings)', () => {
    expect(may(BMW, 90)).toBe(true);
    expect(may('NORTHSTAR-REFI-UPGRADE', 30)).toBe(true);
    expect(may(TOYOTA, null)).toBe(true);
  });
  it('is false where no route shows it', () => {
    expect(may(BMW, null)).toBe(false);
    expect(may('NORTHSTAR-REFI-UPGRADE', null)).toBe(false);
    expect(may(null, null)).toBe(false);
  });
});
