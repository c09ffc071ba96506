import { describe, expect, it } from 'vitest';
import { distanceMiles } from './distance.ts';

describe('distanceMiles', () => {
  it('is the great-circle distance in miles', () => {
    // Los Angeles (LAX) to New York (JFK): about 2,475 miles.
    const lax = { lat: 33.9416, lng: -118.4085 };
    const jfk = { lat: 40.6413, lng: -73.7781 };
    expect(distanceMiles(lax, jfk)).toBeGreaterThan(2460);
    expect(distanceMiles(lax, jfk)).toBeLessThan(2480);
    expect(distanceMiles(jfk, lax)).toBeCloseTo(distanceMiles(lax, jfk), 9);
    expect(distanceMiles(lax, lax)).toBe(0);
  });

  it('puts a Portland home a mile and a bit from Riverside Auto Group, and Tigard within 50 miles', () => {
    const riverside = { lat: 45.4714, lng: -122.6437 };
    expect(distanceMiles(riverside, { lat: 45.4731, lng: -122.6196 })).toBeCloseTo(1.2, 1);
    expect(distanceMiles(riverside, { lat: 45.4118, lng: -122.812 })).toBeLessThan(50);
  });
});
