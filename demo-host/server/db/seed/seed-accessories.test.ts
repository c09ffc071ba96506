import { describe, expect, it } from 'vitest';
import { ACCESSORY_CATEGORIES } from '../../../../src/contract/accessories.ts';
import { fitsVehicle } from '../../domain/accessories/selection.ts';
import { buildAccessories } from './seed-accessories.ts';
import { buildSeed } from './seed-data.ts';

const seed = buildSeed({ siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1:4174' });
const accessories = buildAccessories();
const fitting = (vehicleId: string) => {
  const vehicle = seed.vehicles.find((x) => x.id === vehicleId);
  if (!vehicle) throw new Error(`no vehicle ${vehicleId}`);
  return accessories.filter((a) => a.dealerId === vehicle.dealerId && fitsVehicle(a.fits, vehicle)).map((a) => a.name);
};

describe('the seeded accessory catalogues', () => {
  it('give every accessory a unique id, a known category and a price', () => {
    expect(new Set(accessories.map((a) => a.id)).size).toBe(accessories.length);
    for (const a of accessories) {
      expect(ACCESSORY_CATEGORIES).toContain(a.category);
      expect(a.price).toBeGreaterThan(0);
    }
  });

  it('fit every accessory to at least one vehicle its dealer stocks', () => {
    const unfitted = accessories.filter(
      (a) => !seed.vehicles.some((vehicle) => vehicle.dealerId === a.dealerId && fitsVehicle(a.fits, vehicle)),
    );
    expect(unfitted.map((a) => a.id)).toEqual([]);
  });

  it('fit the everyday ones to the seeded vehicles: a RAV4 at Sunbelt Toyota, an F-150 at Riverside', () => {
    expect(fitting('v1044')).toEqual([
      'All-Weather Floor Mats',
      'Cargo Tray',
      'Roof Rack Cross Bars',
      'Splash Guards',
      'Door Edge Guards',
      'Tow Hitch Receiver',
      'Wheel Locks',
      'Dash Camera',
      'Remote Start',
    ]);
    expect(fitting('v1014')).toContain('Tri-Fold Tonneau Cover');
    expect(fitting('v1014')).not.toContain('Cargo Tray');
  });

  it('leave Harbor Nissan’s Leaf without accessories (the page’s empty state)', () => {
    expect(fitting('v1059')).toEqual([]);
    expect(fitting('v1060')).toContain('Tow Hitch Receiver');
  });
});
