import { describe, expect, it } from 'vitest';
import {
  estimatePaymentsRoute,
  frameAngle,
  galleryViews,
  inTransitDate,
  salePriceDisclaimer,
  spinFrame,
  stepIndex,
  vehicleImageSource,
  videoImage,
  videoStartsPlaying,
} from './rules.ts';

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

describe('estimatePaymentsRoute', () => {
  it('opens the deal route when logged in, the no-profile deal route otherwise', () => {
    expect(estimatePaymentsRoute('d 1', true)).toBe('/deals/d%201');
    expect(estimatePaymentsRoute('d1', false)).toBe('/no-profile/deals/d1');
  });
});

describe('stepIndex', () => {
  it('steps forward and back, wrapping at both ends', () => {
    expect(stepIndex(0, 5, 1)).toBe(1);
    expect(stepIndex(4, 5, 1)).toBe(0);
    expect(stepIndex(0, 5, -1)).toBe(4);
    expect(stepIndex(2, 5, -12)).toBe(0);
  });
  it('is 0 with nothing to show', () => {
    expect(stepIndex(3, 0, 1)).toBe(0);
  });
});

describe('spinFrame', () => {
  it('turns one frame per 12 px dragged, both ways, wrapping', () => {
    expect(spinFrame(0, 11, 36)).toBe(0);
    expect(spinFrame(0, 12, 36)).toBe(1);
    expect(spinFrame(0, 120, 36)).toBe(10);
    expect(spinFrame(0, -12, 36)).toBe(35);
    expect(spinFrame(35, 24, 36)).toBe(1);
  });
});

describe('frameAngle', () => {
  it('spreads the frames evenly around 360 degrees', () => {
    expect(frameAngle(0, 36)).toBe(0);
    expect(frameAngle(9, 36)).toBe(90);
    expect(frameAngle(1, 24)).toBe(15);
    expect(frameAngle(0, 0)).toBe(0);
  });
});

describe('galleryViews', () => {
  it('always has photos, and 360 and video only when there is something to show', () => {
    expect(galleryViews(0, false)).toEqual(['photos']);
    expect(galleryViews(36, false)).toEqual(['photos', 'spin']);
    expect(galleryViews(0, true)).toEqual(['photos', 'video']);
    expect(galleryViews(24, true)).toEqual(['photos', 'spin', 'video']);
  });
});

describe('videoImage / videoStartsPlaying', () => {
  const video = { url: 'walk.svg', posterUrl: 'poster.svg' };
  it('shows the animated image while playing and the poster when paused', () => {
    expect(videoImage(video, true)).toBe('walk.svg');
    expect(videoImage(video, false)).toBe('poster.svg');
  });
  it('starts paused when the shopper prefers reduced motion', () => {
    expect(videoStartsPlaying(true)).toBe(false);
    expect(videoStartsPlaying(false)).toBe(true);
  });
});
