import { describe, expect, it } from 'vitest';
import {
  DOES_NOT_FIT,
  NOT_SOLD_HERE,
  RETIRED_ACCESSORY,
  UNKNOWN_ACCESSORY,
} from '../../../../src/contract/accessories.ts';
import type { CatalogAccessory } from '../../db/accessories-repo.ts';
import { accessoriesTotal, checkAccessories, fitsVehicle } from './selection.ts';

const accessory = (id: string, dealerId: string, price: number, fits: CatalogAccessory['fits']): CatalogAccessory => ({
  id,
  dealerId,
  category: 'INTERIOR',
  name: id,
  description: '',
  price,
  fits,
  retired: false,
});

const RAV4 = { make: 'Toyota', model: 'RAV4' };
const mats = accessory('mats', 'd1', 189, [{ make: '*', model: '*' }]);
const bars = accessory('bars', 'd1', 449.99, [{ make: 'Toyota', model: 'RAV4' }]);
const bedMat = accessory('bed-mat', 'd1', 159, [{ make: 'Toyota', model: 'Tacoma' }]);
const hitch = accessory('hitch', 'd2', 699, [{ make: 'Toyota', model: '*' }]);
const field = (i: number) => `accessoryIds.${String(i)}`;

describe('fitsVehicle', () => {
  it('fits a vehicle a fitment names, any model of a named make, or any vehicle', () => {
    expect(fitsVehicle([{ make: 'Toyota', model: 'RAV4' }], RAV4)).toBe(true);
    expect(fitsVehicle([{ make: 'Toyota', model: '*' }], RAV4)).toBe(true);
    expect(fitsVehicle([{ make: '*', model: '*' }], RAV4)).toBe(true);
    expect(fitsVehicle([{ make: 'Toyota', model: 'Tacoma' }], RAV4)).toBe(false);
    expect(fitsVehicle([{ make: 'Honda', model: '*' }], RAV4)).toBe(false);
    expect(fitsVehicle([], RAV4)).toBe(false);
  });
});

describe('checkAccessories', () => {
  const deal = { dealerId: 'd1', vehicle: RAV4 };

  it('keeps the dealer’s fitting accessories in first-listed order, each once', () => {
    const check = checkAccessories(['bars', 'mats', 'bars'], [mats, bars], deal, field);
    expect(check).toEqual({ accessories: [bars, mats], errors: [] });
  });

  it('reports unknown, another dealer’s and not fitting accessories on their positions, and keeps none', () => {
    const check = checkAccessories(['mats', 'nope', 'hitch', 'bed-mat'], [mats, hitch, bedMat], deal, field);
    expect(check).toEqual({
      accessories: [],
      errors: [
        { field: 'accessoryIds.1', message: UNKNOWN_ACCESSORY },
        { field: 'accessoryIds.2', message: NOT_SOLD_HERE },
        { field: 'accessoryIds.3', message: DOES_NOT_FIT },
      ],
    });
  });

  it('reports a bad id once, at its first position', () => {
    expect(checkAccessories(['nope', 'nope'], [], deal, field).errors).toEqual([
      { field: 'accessoryIds.0', message: UNKNOWN_ACCESSORY },
    ]);
  });
});

describe('checkAccessories and a retired accessory', () => {
  const retired = { ...bars, retired: true };

  it('refuses it to a deal that had not saved it', () => {
    const check = checkAccessories(['mats', 'bars'], [mats, retired], { dealerId: 'd1', vehicle: RAV4 }, field);
    expect(check).toEqual({ accessories: [], errors: [{ field: 'accessoryIds.1', message: RETIRED_ACCESSORY }] });
  });

  it('keeps it on a deal that had already saved it', () => {
    const deal = { dealerId: 'd1', vehicle: RAV4, kept: new Set(['bars']) };
    expect(checkAccessories(['bars', 'mats'], [mats, retired], deal, field)).toEqual({
      accessories: [retired, mats],
      errors: [],
    });
  });
});

describe('accessoriesTotal', () => {
  it('adds the prices to the cent', () => {
    expect(accessoriesTotal([mats, bars])).toBe(638.99);
    expect(accessoriesTotal([{ price: 0.1 }, { price: 0.2 }])).toBe(0.3);
    expect(accessoriesTotal([])).toBe(0);
  });
});
