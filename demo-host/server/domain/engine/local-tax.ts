/**
 * County and city taxes on a vehicle sale, added to the state's rate (tax.ts) where the buyer
 * registers the vehicle: the shopper's ZIP, or the dealer's until the shopper's is known. Pure:
 * the caller turns the ZIP into a place (state, county, postal city) with the geo data.
 *
 * Modelled for the states of the seeded dealers (OR, IL, TX, FL, CO) and shoppers (OR, IL, MA,
 * WA, CA, NV, TX); every other state gets its state rate alone. No maintained npm package ships
 * ZIP-level rates offline, and general sales-tax tables would be wrong for vehicles anyway (Texas
 * levies no local tax on them, Florida's surtax stops at $5,000), so this is our own table.
 * README.md § "Local taxes" has it with its sources; a test keeps the two equal.
 */
import { stateTax } from './tax.ts';
import type { TaxJurisdiction } from './types.ts';

/** One local rate: where it applies (shown to the shopper) and the county + city + district percent it adds. */
export type LocalRate = { place: string; percent: number };

/**
 * How a state's local taxes reach a vehicle sale. `none`: no local tax on vehicles. `table`: the
 * rate of the most specific key that matches (ZIP, then postal city, then county); a place the
 * table does not list pays the state rate alone. `taxableLimit`: local tax only on that much of
 * each taxed amount.
 */
export type StateLocalTaxes =
  | { kind: 'none'; why: string }
  | {
      kind: 'table';
      why: string;
      taxableLimit: number | null;
      byZip?: Readonly<Record<string, LocalRate>>;
      byCity?: Readonly<Record<string, LocalRate>>;
      byCounty?: Readonly<Record<string, LocalRate>>;
    };

export const LOCAL_TAXES: Readonly<Record<string, StateLocalTaxes>> = {
  // CDTFA, "California City & County Sales & Use Tax Rates", effective 2025-04-01. The 7.25 % state
  // rate already holds the uniform local 1.25 %; district taxes on a vehicle go by the address where
  // the buyer registers it (Revenue and Taxation Code § 7205.1), so they follow the shopper's ZIP.
  CA: {
    kind: 'table',
    why: 'district taxes apply where the buyer registers the vehicle',
    taxableLimit: null,
    byCounty: {
      'City and County of San Francisco': { place: 'San Francisco, CA', percent: 1.375 }, // 8.625 % in all
      'Los Angeles': { place: 'Los Angeles County, CA', percent: 2.5 }, // 9.75 % (Measure A, 2025)
    },
  },
  // Colorado DOR, "Colorado Sales/Use Tax Rates" (DR 1002), 2025. City, county, RTD (1 %) and
  // Scientific and Cultural Facilities District (0.1 %) taxes are collected on a vehicle when it is
  // registered, at the buyer's address. ZIP 80112's postal city is Englewood but it lies in Centennial.
  CO: {
    kind: 'table',
    why: 'city, county and district taxes apply where the buyer registers the vehicle',
    taxableLimit: null,
    byZip: {
      '80112': { place: 'Centennial, CO', percent: 3.85 }, // Arapahoe 0.25 + Centennial 2.5 + RTD 1 + SCFD 0.1
    },
    byCity: {
      Aurora: { place: 'Aurora, CO', percent: 5.1 }, // Arapahoe 0.25 + Aurora 3.75 + RTD 1 + SCFD 0.1
    },
    byCounty: {
      Denver: { place: 'Denver, CO', percent: 5.91 }, // Denver 4.81 + RTD 1 + SCFD 0.1
      Arapahoe: { place: 'Arapahoe County, CO', percent: 1.35 }, // 0.25 + RTD 1 + SCFD 0.1
    },
  },
  // Florida DOR, "Discretionary Sales Surtax" (DR-15DSS), 2025: the surtax of the county where the
  // vehicle is registered, on the first $5,000 of the price only (§ 212.054(2)(b), F.S.).
  FL: {
    kind: 'table',
    why: "the county's surtax applies, on the first $5,000",
    taxableLimit: 5000,
    byCounty: {
      Hillsborough: { place: 'Hillsborough County, FL', percent: 1.5 },
      'Miami-Dade': { place: 'Miami-Dade County, FL', percent: 1 },
      Orange: { place: 'Orange County, FL', percent: 0.5 },
    },
  },
  // Illinois DOR, "Tax Rate Database" (MyTax Illinois), 2025: the Cook County (1.75 %), Chicago
  // (1.25 %) and RTA (1 %) taxes on titled vehicles registered there.
  IL: {
    kind: 'table',
    why: 'county, city and transit taxes apply to titled vehicles',
    taxableLimit: null,
    byCity: {
      Chicago: { place: 'Chicago, IL', percent: 4 }, // 10.25 % in all
    },
    byCounty: {
      Cook: { place: 'Cook County, IL', percent: 2.75 }, // Cook 1.75 + RTA 1
    },
  },
  // Massachusetts levies no local sales tax (DOR, "Sales and Use Tax on Motor Vehicles").
  MA: { kind: 'none', why: 'Massachusetts has no local sales tax' },
  // Nevada DOR, "Sales and Use Tax Rates by County", 2025: the county's rate above the 6.85 % statewide one.
  NV: {
    kind: 'table',
    why: "the county's rate applies",
    taxableLimit: null,
    byCounty: {
      Clark: { place: 'Clark County, NV', percent: 1.525 }, // 8.375 % in all
      Washoe: { place: 'Washoe County, NV', percent: 1.415 }, // 8.265 % in all
    },
  },
  // Oregon has no sales tax.
  OR: { kind: 'none', why: 'Oregon has no sales tax' },
  // Texas Comptroller, "Motor Vehicle Sales and Use Tax": 6.25 % everywhere, no city or county add-on.
  TX: { kind: 'none', why: 'the Texas motor-vehicle sales tax has no local add-on' },
  // Washington DOR, "Local Sales & Use Tax Rates", Q2 2025: the local use tax of the buyer's city
  // (Seattle 10.35 % in all with the 6.5 % state rate; the 0.3 % motor-vehicle tax is in tax.ts).
  WA: {
    kind: 'table',
    why: "the city's use tax applies where the buyer lives",
    taxableLimit: null,
    byCity: {
      Seattle: { place: 'Seattle, WA', percent: 3.85 },
    },
  },
};

/** A ZIP's place as the geo data names it. */
export type TaxPlace = { zipCode: string; stateCode: string; city: string; county: string };

/** The local rate of a place: 0 and no name where none applies or none is known. */
export function localTaxFor(place: TaxPlace): { percent: number; name: string | null; taxableLimit: number | null } {
  const rules = LOCAL_TAXES[place.stateCode];
  if (!rules || rules.kind === 'none' || stateTax(place.stateCode).ratePercent === 0)
    return { percent: 0, name: null, taxableLimit: null };
  const rate = rules.byZip?.[place.zipCode] ?? rules.byCity?.[place.city] ?? rules.byCounty?.[place.county];
  if (!rate || rate.percent === 0) return { percent: 0, name: null, taxableLimit: null };
  return { percent: rate.percent, name: rate.place, taxableLimit: rules.taxableLimit };
}

/** The state's rules where the place is, plus its local rate: what the engine taxes a deal with. */
export function taxJurisdiction(place: TaxPlace): TaxJurisdiction {
  const local = localTaxFor(place);
  return {
    ...stateTax(place.stateCode),
    stateCode: place.stateCode.toUpperCase(),
    localPercent: local.percent,
    localName: local.name,
    localTaxableLimit: local.taxableLimit,
  };
}

/** A state's rules with no local rate (a place the geo data does not know). */
export function stateJurisdiction(stateCode: string): TaxJurisdiction {
  return {
    ...stateTax(stateCode),
    stateCode: stateCode.toUpperCase(),
    localPercent: 0,
    localName: null,
    localTaxableLimit: null,
  };
}
