import { describe, expect, it } from 'vitest';
import { facetsOf, fitsMonthly, inLists, pageOf, type Pickable } from './affordable.ts';

const car = (make: string, fuelType: string, bodyStyle: string): Pickable => ({ make, fuelType, bodyStyle });
const none = { makes: [], fuelTypes: [], bodyStyles: [] };

describe('fitsMonthly', () => {
  it('keeps a payment whose whole-dollar figure, as its card shows it, is at most the amount', () => {
    expect(fitsMonthly(499.99, 500)).toBe(true);
    expect(fitsMonthly(500, 500)).toBe(true);
    // '$500/mo' on its card: a $500 budget keeps it.
    expect(fitsMonthly(500.49, 500)).toBe(true);
    // '$501/mo'.
    expect(fitsMonthly(500.5, 500)).toBe(false);
  });
  it('never keeps a car without a payment (no lender finances it)', () => {
    expect(fitsMonthly(null, 100_000)).toBe(false);
  });
});

describe('inLists', () => {
  const camry = car('Toyota', 'Hybrid', 'sedan');
  it('keeps a car in every ticked list; an empty list keeps all', () => {
    expect(inLists(camry, none)).toBe(true);
    expect(inLists(camry, { ...none, makes: ['Toyota', 'BMW'], bodyStyles: ['sedan'] })).toBe(true);
    expect(inLists(camry, { ...none, makes: ['BMW'] })).toBe(false);
    expect(inLists(camry, { ...none, fuelTypes: ['Electric'] })).toBe(false);
  });
  it('leaves out the list named `without` (a facet counts over the other lists)', () => {
    expect(inLists(camry, { ...none, makes: ['BMW'] }, 'makes')).toBe(true);
    expect(inLists(camry, { ...none, makes: ['BMW'], fuelTypes: ['Electric'] }, 'makes')).toBe(false);
  });
});

describe('facetsOf', () => {
  const cars = [
    car('Toyota', 'Hybrid', 'sedan'),
    car('Toyota', 'Gasoline', 'truck'),
    car('BMW', 'Electric', 'sedan'),
    car('Ford', 'Gasoline', 'truck'),
  ];
  it('counts each facet over the cars every other list keeps, by value in code-unit order', () => {
    expect(facetsOf(cars, { ...none, makes: ['Toyota'], bodyStyles: ['truck'] })).toEqual({
      // Makes over the trucks: the make list itself is left out.
      makes: [
        { value: 'Ford', count: 1 },
        { value: 'Toyota', count: 1 },
      ],
      // Fuel over Toyota trucks.
      fuelTypes: [{ value: 'Gasoline', count: 1 }],
      // Body styles over Toyotas.
      bodyStyles: [
        { value: 'sedan', count: 1 },
        { value: 'truck', count: 1 },
      ],
    });
  });
  it('counts nothing in nothing', () => {
    expect(facetsOf([], none)).toEqual({ makes: [], fuelTypes: [], bodyStyles: [] });
  });
});

describe('pageOf', () => {
  it('gives the items of a 1-based page, none past the end', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3, 4, 5], 3, 2)).toEqual([5]);
    expect(pageOf([1, 2, 3], 9, 2)).toEqual([]);
  });
});
