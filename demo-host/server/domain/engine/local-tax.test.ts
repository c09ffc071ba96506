import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../db/seed/seed-data.ts';
import { SEED_PROSPECTS } from '../../db/seed/seed-identity.ts';
import { KNOWN_PLACES, packageZipDirectory } from '../../services/geo/zip-directory.ts';
import { cashDeal, priceBreakdown } from './pricing.ts';
import { financeQuotes } from './finance.ts';
import { leaseQuotes, leaseTax } from './lease.ts';
import { LOCAL_TAXES, localTaxFor, stateJurisdiction, taxJurisdiction, type TaxPlace } from './local-tax.ts';
import { combinedPercent, saleTax, taxOn } from './tax.ts';
import { quoteInput } from './test-fixtures.ts';

const SF: TaxPlace = {
  zipCode: '94110',
  stateCode: 'CA',
  city: 'San Francisco',
  county: 'City and County of San Francisco',
};
const AUSTIN: TaxPlace = { zipCode: '78701', stateCode: 'TX', city: 'Austin', county: 'Travis' };
const TAMPA: TaxPlace = { zipCode: '33609', stateCode: 'FL', city: 'Tampa', county: 'Hillsborough' };
const CHICAGO: TaxPlace = { zipCode: '60614', stateCode: 'IL', city: 'Chicago', county: 'Cook' };
const CENTENNIAL: TaxPlace = { zipCode: '80112', stateCode: 'CO', city: 'Englewood', county: 'Arapahoe' };
const PORTLAND: TaxPlace = { zipCode: '97202', stateCode: 'OR', city: 'Portland', county: 'Multnomah' };

describe('LOCAL_TAXES', () => {
  it('covers the states of every seeded dealer and shopper', async () => {
    const seed = buildSeed({ siteOrigin: 'http://localhost:4173', appHost: '127.0.0.1:4174' });
    const zips = await packageZipDirectory();
    const shopperStates = [...seed.users.map((u) => u.zipcode), ...SEED_PROSPECTS.map((p) => p.zipcode)].map(
      (zip) => zips.lookup(zip)?.stateCode,
    );
    const states = new Set([...seed.dealers.map((d) => d.stateCode), ...shopperStates]);
    expect([...states].sort()).toEqual(['CA', 'CO', 'FL', 'IL', 'MA', 'NV', 'OR', 'TX', 'WA']);
    for (const state of states) expect(LOCAL_TAXES[state ?? ''], state).toBeDefined();
    // The server tests' fixed directory has these places exactly as the package does.
    for (const place of KNOWN_PLACES) expect(zips.lookup(place.zipCode)).toEqual(place);
  });

  it('is documented exactly in README.md', () => {
    const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
    const documented = new Map<string, number>();
    for (const m of readme.matchAll(/^\| ([A-Z]{2}) +\| (zip|city|county) ([^|]+?) +\| ([^|]+?) +\| ([\d.]+) +\|/gm))
      documented.set(`${m[1] ?? ''} ${m[2] ?? ''} ${m[3] ?? ''}`, Number(m[5]));
    const table = new Map<string, number>();
    for (const [state, rules] of Object.entries(LOCAL_TAXES)) {
      if (rules.kind === 'none') continue;
      for (const [kind, rates] of [
        ['zip', rules.byZip],
        ['city', rules.byCity],
        ['county', rules.byCounty],
      ] as const)
        for (const [key, rate] of Object.entries(rates ?? {})) table.set(`${state} ${kind} ${key}`, rate.percent);
    }
    expect(documented).toEqual(table);
  });
});

describe('localTaxFor', () => {
  it('California district taxes follow the buyer’s address (San Francisco 8.625 %)', () => {
    expect(localTaxFor(SF)).toEqual({ percent: 1.375, name: 'San Francisco, CA', taxableLimit: null });
  });

  it('Texas motor-vehicle tax has no local add-on (Austin pays 6.25 % alone)', () => {
    expect(localTaxFor(AUSTIN)).toEqual({ percent: 0, name: null, taxableLimit: null });
  });

  it('Florida county surtax applies to the first $5,000 only (Hillsborough 1.5 %)', () => {
    expect(localTaxFor(TAMPA)).toEqual({ percent: 1.5, name: 'Hillsborough County, FL', taxableLimit: 5000 });
  });

  it('Illinois county, city and RTA taxes apply to titled vehicles (Chicago 10.25 %)', () => {
    expect(localTaxFor(CHICAGO)).toEqual({ percent: 4, name: 'Chicago, IL', taxableLimit: null });
    expect(localTaxFor({ ...CHICAGO, city: 'Evanston', zipCode: '60201' }).percent).toBe(2.75);
  });

  it('Colorado taxes go by the ZIP before its postal city (80112 is Centennial, not Englewood)', () => {
    expect(localTaxFor(CENTENNIAL)).toEqual({ percent: 3.85, name: 'Centennial, CO', taxableLimit: null });
    expect(localTaxFor({ ...CENTENNIAL, zipCode: '80012', city: 'Aurora' }).name).toBe('Aurora, CO');
    expect(localTaxFor({ ...CENTENNIAL, zipCode: '80111', city: 'Greenwood Village' }).name).toBe(
      'Arapahoe County, CO',
    );
  });

  it('a state without a sales tax has no local one (Oregon)', () => {
    expect(localTaxFor(PORTLAND)).toEqual({ percent: 0, name: null, taxableLimit: null });
  });

  it('a place the table does not list pays the state rate alone', () => {
    expect(localTaxFor({ zipCode: '95814', stateCode: 'CA', city: 'Sacramento', county: 'Sacramento' }).percent).toBe(
      0,
    );
    expect(localTaxFor({ zipCode: '10001', stateCode: 'NY', city: 'New York', county: 'New York' }).percent).toBe(0);
  });
});

describe('taxJurisdiction', () => {
  it('is the rules of the state where the buyer lives plus the local rate', () => {
    expect(taxJurisdiction(SF)).toEqual({
      ratePercent: 7.25,
      tradeInCredit: false,
      lease: 'monthly',
      stateCode: 'CA',
      localPercent: 1.375,
      localName: 'San Francisco, CA',
      localTaxableLimit: null,
    });
    expect(stateJurisdiction('tx')).toMatchObject({ stateCode: 'TX', ratePercent: 6.25, localPercent: 0 });
  });

  it('combinedPercent adds the local rate without float drift', () => {
    expect(combinedPercent(taxJurisdiction(SF))).toBe(8.625);
    expect(combinedPercent(taxJurisdiction({ ...SF, stateCode: 'CO', county: 'Denver', city: 'Denver' }))).toBe(8.81);
  });
});

describe('taxOn', () => {
  it('taxes the whole amount at state + local rate', () => {
    expect(taxOn(10000, taxJurisdiction(SF))).toBe(862.5);
  });

  it('stops the local part at the local limit (Florida: 6 % of 31,000 + 1.5 % of 5,000)', () => {
    expect(taxOn(31000, taxJurisdiction(TAMPA))).toBe(1860 + 75);
    expect(taxOn(400, taxJurisdiction(TAMPA))).toBe(30);
  });
});

describe('the engine taxes by the deal’s jurisdiction', () => {
  const inSF = quoteInput({ dealer: { docFee: 0, registrationFee: 0 }, tax: taxJurisdiction(SF) });

  it('cash and finance: sales tax and breakdown rate are those of the shopper’s ZIP, not the dealer’s state', () => {
    const cash = cashDeal(inSF);
    expect(cash.breakdown.taxRatePercent).toBe(8.625);
    expect(cash.breakdown.salesTax).toBe(saleTax({ price: 31000, docFee: 0, tradeEquity: 0 }, taxJurisdiction(SF)));
    expect(cash.breakdown.salesTax).toBe(2673.75);
    const finance = financeQuotes(inSF);
    expect(finance.length).toBeGreaterThan(0);
    for (const q of finance) expect(q.breakdown).toMatchObject({ taxRatePercent: 8.625, salesTax: 2673.75 });
  });

  it('lease: the method of the shopper’s state (California taxes each payment) at its combined rate', () => {
    const quotes = leaseQuotes({ ...inSF, mileage: 12000 });
    expect(quotes.length).toBeGreaterThan(0);
    for (const q of quotes) {
      expect(q.monthlyTax).toBe(taxOn(q.baseMonthlyPayment, taxJurisdiction(SF)));
      expect(q.monthlyTax).toBeGreaterThan(0);
      expect(q.breakdown.taxRatePercent).toBe(8.625);
    }
    expect(priceBreakdown(inSF, 'lease').taxRatePercent).toBe(8.625);
  });

  it('a shopper in Oregon pays no tax at a taxing dealer', () => {
    const inOregon = quoteInput({ tax: taxJurisdiction(PORTLAND) });
    expect(cashDeal(inOregon).breakdown).toMatchObject({ salesTax: 0, taxRatePercent: 0 });
    for (const q of leaseQuotes({ ...inOregon, mileage: 12000 })) expect(q.monthlyTax + q.breakdown.salesTax).toBe(0);
  });

  it('leaseTax keeps a bare state rule at the state rate', () => {
    const payment = { basePayment: 400, finalBasePayment: 400 };
    expect(leaseTax(stateJurisdiction('FL'), payment, 36, 2000)).toEqual({
      monthlyTax: 24,
      finalMonthlyTax: 24,
      upfrontTax: 120,
    });
  });
});
