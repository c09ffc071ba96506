import { describe, expect, it } from 'vitest';
import { makeVin } from '../vin.ts';
import { checkRow, mapHeaders, type VinFacts } from './feed.ts';

const VIN = makeVin({ wmi: '1HG', vds: 'CV1F3', year: 2024, plant: 'A', serial: 1 });
const HEADERS = ['VIN', 'Stock', 'Type', 'Year', 'Make', 'Model', 'Price', 'Miles'];
const map = mapHeaders(HEADERS);
const unknown = (): VinFacts => ({ year: null, make: null, model: null });
const row = (o: Partial<Record<string, string>> = {}) =>
  HEADERS.map(
    (h) =>
      o[h] ??
      {
        VIN,
        Stock: 'A1',
        Type: 'Used',
        Year: '2024',
        Make: 'Honda',
        Model: 'Accord',
        Price: '$27,500',
        Miles: '12,000',
      }[h]!,
  );
const reason = (cells: string[], decode = unknown) => {
  const r = checkRow(cells, map, 2027, decode);
  return r.ok ? null : r.reason;
};

describe('feed headers', () => {
  it('headers match case-insensitively, with synonyms, spaces and a BOM', () => {
    const m = mapHeaders([
      '\uFEFFvin',
      'Stock Number',
      'New/Used',
      'Selling Price',
      'Exterior Color',
      'Odometer',
      'Image URLs',
    ]);
    expect(m.columns).toMatchObject({ vin: 0, stock: 1, price: 3, extColor: 4, miles: 5, photos: 6 });
    expect(m.missing).toEqual([]);
  });
  it('a feed without VIN or price columns is missing them', () => {
    expect(mapHeaders(['Stock', 'Make']).missing).toEqual(['vin', 'price']);
  });
  it('the first column that names a field wins', () => {
    expect(mapHeaders(['Price', 'Selling Price', 'VIN']).columns.price).toBe(0);
  });
});

describe('feed rows', () => {
  it('a good row becomes a vehicle with prices and miles as numbers', () => {
    const r = checkRow(row(), map, 2027, unknown);
    expect(r).toMatchObject({
      ok: true,
      vehicle: { vin: VIN, stockType: 'USED', year: 2024, salePrice: 27500, msrp: 27500, mileage: 12000 },
    });
  });
  it('a VIN of the wrong length is rejected with its length', () => {
    expect(reason(row({ VIN: 'ABC' }))).toBe('VIN must have 17 characters (has 3)');
  });
  it('a VIN with a wrong check digit is rejected', () => {
    const bad = `${VIN.slice(0, 8)}${VIN[8] === '1' ? '2' : '1'}${VIN.slice(9)}`;
    expect(reason(row({ VIN: bad }))).toMatch(/check digit/);
  });
  it('a year outside the range is rejected', () => {
    expect(reason(row({ Year: '1975' }))).toMatch(/^Year must be from 1981 to 2027/);
    expect(reason(row({ Year: '2031' }))).toMatch(/^Year/);
  });
  it('prices must be positive and bounded', () => {
    expect(reason(row({ Price: '0' }))).toMatch(/^Price must be a positive amount/);
    expect(reason(row({ Price: '-5' }))).toMatch(/^Price/);
    expect(reason(row({ Price: '9999999' }))).toMatch(/^Price/);
    expect(reason(row({ Price: 'call us' }))).toMatch(/^Price/);
  });
  it('the stock type is New or Used', () => {
    expect(reason(row({ Type: 'Demo' }))).toBe('Type must be New or Used (is "Demo")');
    const r = checkRow(row({ Type: 'NEW' }), map, 2027, unknown);
    expect(r).toMatchObject({ ok: true, vehicle: { stockType: 'NEW' } });
  });
  it('a missing year, make or model is decoded from the VIN', () => {
    const decode = (): VinFacts => ({ year: 2024, make: 'Honda', model: 'Civic' });
    const r = checkRow(row({ Year: '', Make: '', Model: '' }), map, 2027, decode);
    expect(r).toMatchObject({ ok: true, vehicle: { year: 2024, make: 'Honda', model: 'Civic' } });
  });
  it('a missing model the VIN does not tell is rejected', () => {
    expect(reason(row({ Model: '' }))).toBe('Model is missing and the VIN does not tell it');
  });
  it('photos are http(s) URLs separated by | or ,', () => {
    const m = mapHeaders([...HEADERS, 'Photos']);
    const r = checkRow([...row(), 'https://a.test/1.jpg|https://a.test/2.jpg, javascript:alert(1)'], m, 2027, unknown);
    expect(r).toMatchObject({ ok: true, vehicle: { photoUrls: ['https://a.test/1.jpg', 'https://a.test/2.jpg'] } });
  });
});
