import { describe, expect, it } from 'vitest';
import { makeVin } from '../vin.ts';
import { modelsOf } from './catalog.ts';
import { decodeVin, type KnownVehicle } from './vin-decode.ts';

const LATEST = 2027;

const vehicle = (vds: string, year: number, model: string, trim: string, wmi = 'JTM'): KnownVehicle => ({
  vin: makeVin({ wmi, vds, year, plant: 'J', serial: 100_000 + year }),
  year,
  make: 'Toyota',
  model,
  trim,
});

const LE = vehicle('RWRF1', 2024, 'RAV4', 'LE Hybrid');
const XLE = vehicle('RWRF2', 2025, 'RAV4', 'XLE Premium Hybrid');
const STOCK = [LE, XLE];

describe('decodeVin', () => {
  it('reads a known VIN whole', () => {
    expect(decodeVin(LE.vin, STOCK, LATEST)).toEqual({
      vin: LE.vin,
      year: 2024,
      make: 'Toyota',
      model: 'RAV4',
      models: modelsOf('Toyota'),
      trims: ['LE Hybrid'],
    });
  });

  it('reads model and trim from a VIN that shares positions 1–8 with a known one', () => {
    const other = makeVin({ wmi: 'JTM', vds: 'RWRF2', year: 2023, plant: 'D', serial: 777 });
    expect(decodeVin(other, STOCK, LATEST)).toMatchObject({ year: 2023, model: 'RAV4', trims: ['XLE Premium Hybrid'] });
  });

  it('offers the model’s trims when only positions 1–7 match', () => {
    const other = makeVin({ wmi: 'JTM', vds: 'RWRF9', year: 2022, plant: 'D', serial: 777 });
    expect(decodeVin(other, STOCK, LATEST)).toMatchObject({
      year: 2022,
      model: 'RAV4',
      trims: ['LE Hybrid', 'XLE Premium Hybrid'],
    });
  });

  it('takes the make of the matches, not the WMI: the GR86 carries a Subaru code', () => {
    const gr86 = { ...vehicle('ZNBB1', 2024, 'GR86', 'Base', 'JF1') };
    const other = makeVin({ wmi: 'JF1', vds: 'ZNBB1', year: 2025, plant: 'J', serial: 5 });
    expect(decodeVin(other, [gr86], LATEST)).toMatchObject({ make: 'Toyota', model: 'GR86' });
  });

  it('falls back to the make and the models the appraisal knows', () => {
    const corolla = makeVin({ wmi: '5YF', vds: 'BURHE', year: 2019, plant: 'P', serial: 4321 });
    expect(decodeVin(corolla, STOCK, LATEST)).toEqual({
      vin: corolla,
      year: 2019,
      make: 'Toyota',
      model: null,
      models: modelsOf('Toyota'),
      trims: [],
    });
  });

  it('lists a decoded model the catalogue does not know among the choices', () => {
    const saab: KnownVehicle = { ...vehicle('FA4CY', 2011, '9-3', '2.0T', 'YS3'), make: 'Saab' };
    expect(decodeVin(saab.vin, [saab], LATEST)).toMatchObject({ make: 'Saab', models: ['9-3'], trims: ['2.0T'] });
    const unknownSaab = makeVin({ wmi: 'YS3', vds: 'DF55K', year: 2009, plant: '1', serial: 8 });
    expect(decodeVin(unknownSaab, [], LATEST)).toMatchObject({ make: 'Saab', model: null, models: [] });
  });

  it('knows nothing of an unknown WMI', () => {
    expect(decodeVin(makeVin({ wmi: '9ZZ', vds: 'ABCDE', year: 2019, plant: 'A', serial: 1 }), [], LATEST)).toBeNull();
  });

  it('upper-cases what it is given', () => {
    expect(decodeVin(LE.vin.toLowerCase(), STOCK, LATEST)?.vin).toBe(LE.vin);
  });
});
