import { describe, expect, it } from 'vitest';
import { inTransitDate, salePriceDisclaimer, vehicleImageSource } from './rules.ts';

describe('salePriceDisclaimer', () => {
  it('differs for new and used stock', () => {
    expect(salePriceDisclaimer('NEW')).toBe('vehicle.disclaimer.new');
    expect(salePriceDisclaimer('USED')).toBe('vehicle.disclaimer.used');
  });
});

describe('inTransitDate', () => {
  it('is the estimated delivery date only while in transit', () => {
    expect(inTransitDate({ inTransit: true, estimatedDeliveryDate: '2026-12-03' })).toBe('2026-12-03');
    expect(inTransitDate({ inTransit: false, estimatedDeliveryDate: '2026-12-03' })).toBeNull();
    expect(inTransitDate({ inTransit: true, estimatedDeliveryDate: null })).toBeNull();
  });
});

describe('vehicleImageSource', () => {
  const v = { imageUrl: 'a.svg', stockImageUrl: 'b.svg', bodyStyle: 'suv' as const };
  it('prefers the inventory image, then the stock image, then the body-style icon', () => {
    expect(vehicleImageSource(v, 0)).toEqual({ kind: 'image', url: 'a.svg' });
    expect(vehicleImageSource(v, 1)).toEqual({ kind: 'image', url: 'b.svg' });
    expect(vehicleImageSource(v, 2)).toEqual({ kind: 'icon', bodyStyle: 'suv' });
  });
  it('skips a missing inventory image and defaults the icon to sedan', () => {
    expect(vehicleImageSource({ imageUrl: null, stockImageUrl: 'b.svg' }, 0)).toEqual({ kind: 'image', url: 'b.svg' });
    expect(vehicleImageSource({ imageUrl: null, stockImageUrl: null }, 0)).toEqual({
      kind: 'icon',
      bodyStyle: 'sedan',
    });
  });
});
