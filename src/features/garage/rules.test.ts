import { describe, expect, it } from 'vitest';
import { garageBadge, garageLinkLabelKey, recentlyViewedPageView, savedDealAmount, showGarageLink } from './rules.ts';

describe('showGarageLink', () => {
  it('needs login and the garage page not disabled', () => {
    expect(showGarageLink(true, [])).toBe(true);
    expect(showGarageLink(false, [])).toBe(false);
    expect(showGarageLink(true, ['garage'])).toBe(false);
    expect(showGarageLink(true, ['trade', 'listings'])).toBe(true);
  });
});

describe('garageBadge', () => {
  it('is hidden when there are no saved deals', () => {
    expect(garageBadge(0)).toBeNull();
    expect(garageBadge(3)).toBe(3);
  });
});

describe('garageLinkLabelKey', () => {
  it('names the count, singular and plural', () => {
    expect(garageLinkLabelKey(0)).toBe('shop.garage.link');
    expect(garageLinkLabelKey(1)).toBe('shop.garage.linkOne');
    expect(garageLinkLabelKey(2)).toBe('shop.garage.linkMany');
  });
});

describe('savedDealAmount', () => {
  it('is the monthly payment for finance and lease, the cash price for cash', () => {
    expect(savedDealAmount({ dealType: 'FINANCE', monthlyPayment: 353.22, cashPrice: 30000 })).toEqual({
      kind: 'monthly',
      amount: 353.22,
    });
    expect(savedDealAmount({ dealType: 'LEASE', monthlyPayment: 232.78, cashPrice: 30000 })).toEqual({
      kind: 'monthly',
      amount: 232.78,
    });
    expect(savedDealAmount({ dealType: 'CASH', monthlyPayment: null, cashPrice: 30000 })).toEqual({
      kind: 'cash',
      amount: 30000,
    });
  });
});

describe('recentlyViewedPageView', () => {
  it("is tracked as page type 'recently-viewed', not 'garage', on the route that shows it", () => {
    expect(recentlyViewedPageView('/garage')).toEqual({ pageType: 'recently-viewed', route: '/garage' });
  });
});
