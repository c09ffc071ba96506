import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../db/seed/seed-data.ts';
import { STATE_TAXES, saleTax, saleTaxableAmount, stateTax } from './tax.ts';

describe('stateTax', () => {
  it('knows every state and DC of the seed, and nothing else', () => {
    const seed = buildSeed({ siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1:4174' });
    expect(Object.keys(STATE_TAXES).sort()).toEqual(seed.states.map((s) => s.abbreviation).sort());
    expect(Object.keys(STATE_TAXES)).toHaveLength(51);
  });

  it('has the state rates of the seeded dealers', () => {
    expect(stateTax('OR')).toEqual({ ratePercent: 0, tradeInCredit: true, lease: 'none' });
    expect(stateTax('IL')).toEqual({ ratePercent: 6.25, tradeInCredit: true, lease: 'upfront' });
    expect(stateTax('TX')).toEqual({ ratePercent: 6.25, tradeInCredit: true, lease: 'upfront' });
    expect(stateTax('FL')).toEqual({ ratePercent: 6, tradeInCredit: true, lease: 'monthly' });
    expect(stateTax('CO')).toEqual({ ratePercent: 2.9, tradeInCredit: true, lease: 'monthly' });
  });

  it('accepts lower case and refuses unknown codes', () => {
    expect(stateTax('ca').ratePercent).toBe(7.25);
    expect(() => stateTax('XX')).toThrow(RangeError);
  });

  it('returns a copy the caller cannot use to change the table', () => {
    stateTax('FL').ratePercent = 99;
    expect(stateTax('FL').ratePercent).toBe(6);
  });

  it('is documented exactly in README.md', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const documented: Record<string, { ratePercent: number; tradeInCredit: boolean; lease: string }> = {};
    for (const m of readme.matchAll(/^\| ([A-Z]{2}) +\| [^|]+\| ([\d.]+) +\| (yes|no) +\| (\w+) +\|/gm))
      documented[m[1] ?? ''] = { ratePercent: Number(m[2]), tradeInCredit: m[3] === 'yes', lease: m[4] ?? '' };
    expect(documented).toEqual(STATE_TAXES);
  });

  it('taxes nothing on leases where it taxes nothing on sales', () => {
    for (const tax of Object.values(STATE_TAXES)) expect(tax.ratePercent === 0).toBe(tax.lease === 'none');
  });
});

describe('saleTax', () => {
  const deal = { price: 30000, docFee: 500, tradeEquity: 5000 };

  it('credits positive trade equity where the state allows it (Texas)', () => {
    expect(saleTaxableAmount(deal, stateTax('TX'))).toBe(25500);
    expect(saleTax(deal, stateTax('TX'))).toBe(1593.75);
  });

  it('taxes the whole price where trade-ins get no credit (California)', () => {
    expect(saleTax(deal, stateTax('CA'))).toBe(2211.25);
  });

  it('credits nothing for an upside-down trade and never goes below zero', () => {
    expect(saleTaxableAmount({ ...deal, tradeEquity: -3000 }, stateTax('TX'))).toBe(30500);
    expect(saleTaxableAmount({ ...deal, tradeEquity: 40000 }, stateTax('TX'))).toBe(0);
  });

  it('charges no tax in a state without one (Oregon)', () => {
    expect(saleTax(deal, stateTax('OR'))).toBe(0);
  });

  it('taxes dealer accessories as part of the selling price, after the trade credit', () => {
    expect(saleTaxableAmount({ ...deal, accessories: 1200 }, stateTax('TX'))).toBe(26700);
    expect(saleTax({ ...deal, accessories: 1200 }, stateTax('TX'))).toBe(1668.75);
    expect(saleTax({ ...deal, accessories: 1200 }, stateTax('OR'))).toBe(0);
  });

  it('rounds to cents', () => {
    expect(saleTax({ price: 28995, docFee: 0, tradeEquity: 0 }, stateTax('MO'))).toBe(1225.04);
  });
});
