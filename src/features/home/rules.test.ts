import { describe, expect, it } from 'vitest';
import {
  homeCapabilities,
  showsUpgradeProgram,
  type HomeCapabilitiesInput,
  type HomeCapability,
  type HomeCapabilityId,
} from './rules.ts';

const campaign = (over: Partial<HomeCapabilitiesInput['campaign']> = {}): HomeCapabilitiesInput['campaign'] => ({
  productId: 102,
  disabledPages: [],
  stockTypeConditions: ['NEW', 'USED'],
  warrantyEnabled: true,
  callCenterEnabled: false,
  ...over,
});
const ids = (input: HomeCapabilitiesInput) => homeCapabilities(input).map((c) => c.id);
const pathOf = (list: HomeCapability[], id: HomeCapabilityId) => {
  const found = list.find((c) => c.id === id);
  return found && 'path' in found ? found.path : undefined;
};

describe('homeCapabilities', () => {
  it('estimates from the vehicle of interest when there is one, else from the inventory', () => {
    const withVehicle = homeCapabilities({
      campaign: campaign(),
      visitor: { isLoggedIn: false },
      vehicleOfInterestId: 'v1',
    });
    expect(withVehicle[0]).toEqual({ id: 'estimate', path: '/no-profile/vehicles/v1' });
    const without = homeCapabilities({
      campaign: campaign(),
      visitor: { isLoggedIn: false },
      vehicleOfInterestId: null,
    });
    expect(without[0]).toEqual({ id: 'estimate', path: '/listings?distance=-1' });
  });

  it('offers shop new and shop used in the campaign’s query dialect, only for its stock types', () => {
    const ecommerce = homeCapabilities({
      campaign: campaign(),
      visitor: { isLoggedIn: false },
      vehicleOfInterestId: null,
    });
    expect(pathOf(ecommerce, 'shopNew')).toBe('/listings?distance=-1&stockTypes=NEW');
    const upgrade = homeCapabilities({
      campaign: campaign({ productId: 103, stockTypeConditions: ['USED'] }),
      visitor: { isLoggedIn: false },
      vehicleOfInterestId: null,
    });
    expect(upgrade.map((c) => c.id)).not.toContain('shopNew');
    expect(pathOf(upgrade, 'shopUsed')).toBe('/listings?stockTypeConditions=USED&sort=priceWithRebates&page=1');
  });

  it('leaves out the inventory entries when the listings page is disabled', () => {
    const input = {
      campaign: campaign({ disabledPages: ['listings'] }),
      visitor: { isLoggedIn: false },
      vehicleOfInterestId: null,
    };
    expect(ids(input)).toEqual(['trade', 'credit', 'warranty']);
  });

  it('offers Get Pre-Qualified to every shopper where the campaign has credit', () => {
    const input = { campaign: campaign(), visitor: { isLoggedIn: false }, vehicleOfInterestId: null };
    expect(homeCapabilities(input).find((c) => c.id === 'credit')).toEqual({ id: 'credit', path: '/soft-pull' });
    expect(ids({ ...input, campaign: campaign({ disabledPages: ['credit'] }) })).not.toContain('credit');
  });

  it('adds My Garage only when logged in and the garage page is on', () => {
    expect(ids({ campaign: campaign(), visitor: { isLoggedIn: true }, vehicleOfInterestId: null })).toContain('garage');
    expect(ids({ campaign: campaign(), visitor: { isLoggedIn: false }, vehicleOfInterestId: null })).not.toContain(
      'garage',
    );
    expect(
      ids({
        campaign: campaign({ disabledPages: ['garage'] }),
        visitor: { isLoggedIn: true },
        vehicleOfInterestId: null,
      }),
    ).not.toContain('garage');
  });

  it('offers the lifetime warranty like the menu: warranty enabled and not the upgrade product', () => {
    expect(
      ids({ campaign: campaign({ productId: 103 }), visitor: { isLoggedIn: false }, vehicleOfInterestId: null }),
    ).not.toContain('warranty');
    expect(
      ids({
        campaign: campaign({ warrantyEnabled: false }),
        visitor: { isLoggedIn: false },
        vehicleOfInterestId: null,
      }),
    ).not.toContain('warranty');
  });

  it('offers the personal shopper (the chat modal) when the campaign has the call center', () => {
    const input = { visitor: { isLoggedIn: false }, vehicleOfInterestId: null };
    expect(homeCapabilities({ ...input, campaign: campaign({ callCenterEnabled: true }) })).toContainEqual({
      id: 'personalShopper',
      opens: 'chat',
    });
    expect(ids({ ...input, campaign: campaign() })).not.toContain('personalShopper');
  });

  it('offers the trade-in unless the trade page is disabled, to visitors too (the flow asks them to sign in)', () => {
    const loggedIn = homeCapabilities({
      campaign: campaign(),
      visitor: { isLoggedIn: true },
      vehicleOfInterestId: null,
    });
    expect(loggedIn).toContainEqual({ id: 'trade', path: '/trade' });
    // After My Garage: a shopper's own things first.
    expect(loggedIn.map((c) => c.id).indexOf('trade')).toBe(loggedIn.map((c) => c.id).indexOf('garage') + 1);
    expect(
      homeCapabilities({ campaign: campaign(), visitor: { isLoggedIn: false }, vehicleOfInterestId: null }),
    ).toContainEqual({ id: 'trade', path: '/trade' });
    expect(
      ids({
        campaign: campaign({ disabledPages: ['trade'] }),
        visitor: { isLoggedIn: true },
        vehicleOfInterestId: null,
      }),
    ).not.toContain('trade');
  });
});

describe('showsUpgradeProgram', () => {
  it('describes the program on the upgrade product when the tenant is configured as the upgrade program', () => {
    expect(showsUpgradeProgram({ productId: 103, upgradeProgram: true })).toBe(true);
  });
  it('not for another tenant of the upgrade product (a lender’s campaign), nor on the ecommerce product', () => {
    expect(showsUpgradeProgram({ productId: 103, upgradeProgram: false })).toBe(false);
    expect(showsUpgradeProgram({ productId: 102, upgradeProgram: true })).toBe(false);
  });
});
