/** Accessories for the app's tests: a Toyota RAV4's list at Sunbelt Toyota, and a re-priced deal. */
import { cashDealFixture, financeQuote, leaseQuote } from '../deal/test-fixtures.ts';
import type { Accessory, DealPayments, SavedAccessories, VehicleAccessories } from '../../contract/accessories.ts';

export const MATS: Accessory = {
  id: 'd400-floor-mats',
  category: 'INTERIOR',
  name: 'All-Weather Floor Mats',
  description: 'Laser-measured liners',
  price: 189,
};
export const TRAY: Accessory = {
  id: 'd400-cargo-tray',
  category: 'CARGO',
  name: 'Cargo Tray',
  description: 'A molded tray',
  price: 139,
};
export const BARS: Accessory = {
  id: 'd400-cross-bars',
  category: 'CARGO',
  name: 'Roof Rack Cross Bars',
  description: 'Aerodynamic bars',
  price: 449.99,
};
export const LOCKS: Accessory = {
  id: 'd400-wheel-locks',
  category: 'WHEELS',
  name: 'Wheel Locks',
  description: 'Four locking lug nuts',
  price: 85,
};

export function catalogueFixture(accessories: Accessory[] = [MATS, TRAY, BARS, LOCKS]): VehicleAccessories {
  return {
    dealId: 'd-1',
    dealerId: 'd400',
    vehicle: { id: 'v1044', year: 2026, make: 'Toyota', model: 'RAV4', trim: 'XLE' },
    accessories,
  };
}

export function savedFixture(accessories: Accessory[] = []): SavedAccessories {
  const total = accessories.reduce((cents, a) => cents + Math.round(a.price * 100), 0) / 100;
  return { dealId: 'd-1', accessories, total };
}

export function paymentsFixture(overrides: Partial<DealPayments> = {}): DealPayments {
  return {
    dealType: 'FINANCE',
    finance: financeQuote(),
    lease: leaseQuote(),
    cash: cashDealFixture(),
    ...overrides,
  };
}
