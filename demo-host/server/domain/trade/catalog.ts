/**
 * What the trade-in program knows of vehicles: the makes it buys, each make's models with their
 * price class, and each class's new price (MSRP-like, 2026 dollars). Data only; the formulas are
 * in appraisal.ts and engine/README.md "Trade-in appraisal".
 */

export const PRICE_CLASSES = {
  SUBCOMPACT_CAR: 22_000,
  COMPACT_CAR: 27_000,
  MIDSIZE_CAR: 31_000,
  FULLSIZE_CAR: 38_000,
  SPORTS_CAR: 38_000,
  SMALL_SUV: 28_000,
  COMPACT_SUV: 34_000,
  MIDSIZE_SUV: 43_000,
  FULLSIZE_SUV: 62_000,
  MINIVAN: 42_000,
  MIDSIZE_TRUCK: 40_000,
  FULLSIZE_TRUCK: 55_000,
  EV_CAR: 40_000,
  EV_SUV: 47_000,
  LUXURY_CAR: 50_000,
  LUXURY_COMPACT_SUV: 50_000,
  LUXURY_SUV: 68_000,
  PRESTIGE: 85_000,
} as const;
export type PriceClass = keyof typeof PRICE_CLASSES;

/** A make the program buys: the class of a model it does not list, and the models it does. */
export type MakeEntry = { fallback: PriceClass; models: Readonly<Record<string, PriceClass>> };

/**
 * The program's list. A make not here is not bought (NO_OFFER MAKE_NOT_BOUGHT); names are spelled
 * as demo-host/server/domain/vin.ts's WMI_BY_MAKE spells them, so a decoded VIN's make is found here.
 */
export const BOUGHT_MAKES: Readonly<Record<string, MakeEntry>> = {
  Acura: {
    fallback: 'LUXURY_CAR',
    models: { Integra: 'LUXURY_CAR', MDX: 'LUXURY_SUV', RDX: 'LUXURY_COMPACT_SUV', TLX: 'LUXURY_CAR' },
  },
  Audi: {
    fallback: 'LUXURY_CAR',
    models: {
      A3: 'LUXURY_CAR',
      A4: 'LUXURY_CAR',
      A6: 'LUXURY_CAR',
      Q3: 'LUXURY_COMPACT_SUV',
      Q5: 'LUXURY_COMPACT_SUV',
      Q7: 'LUXURY_SUV',
      'e-tron': 'LUXURY_SUV',
    },
  },
  BMW: {
    fallback: 'LUXURY_CAR',
    models: {
      '330i': 'LUXURY_CAR',
      '3 Series': 'LUXURY_CAR',
      '5 Series': 'LUXURY_CAR',
      i4: 'LUXURY_CAR',
      iX: 'PRESTIGE',
      M3: 'PRESTIGE',
      M4: 'PRESTIGE',
      X1: 'LUXURY_COMPACT_SUV',
      X3: 'LUXURY_COMPACT_SUV',
      X5: 'LUXURY_SUV',
      X7: 'PRESTIGE',
      Z4: 'LUXURY_CAR',
    },
  },
  Buick: {
    fallback: 'COMPACT_SUV',
    models: { Enclave: 'MIDSIZE_SUV', Encore: 'SMALL_SUV', 'Encore GX': 'SMALL_SUV', Envision: 'COMPACT_SUV' },
  },
  Cadillac: {
    fallback: 'LUXURY_SUV',
    models: {
      CT4: 'LUXURY_CAR',
      CT5: 'LUXURY_CAR',
      Escalade: 'PRESTIGE',
      Lyriq: 'LUXURY_SUV',
      XT4: 'LUXURY_COMPACT_SUV',
      XT5: 'LUXURY_COMPACT_SUV',
      XT6: 'LUXURY_SUV',
    },
  },
  Chevrolet: {
    fallback: 'MIDSIZE_CAR',
    models: {
      Blazer: 'MIDSIZE_SUV',
      'Bolt EV': 'EV_CAR',
      Camaro: 'SPORTS_CAR',
      Colorado: 'MIDSIZE_TRUCK',
      Corvette: 'PRESTIGE',
      Cruze: 'COMPACT_CAR',
      Equinox: 'COMPACT_SUV',
      'Equinox EV': 'EV_SUV',
      Impala: 'FULLSIZE_CAR',
      Malibu: 'MIDSIZE_CAR',
      'Silverado 1500': 'FULLSIZE_TRUCK',
      Spark: 'SUBCOMPACT_CAR',
      Suburban: 'FULLSIZE_SUV',
      Tahoe: 'FULLSIZE_SUV',
      Trailblazer: 'SMALL_SUV',
      Traverse: 'MIDSIZE_SUV',
      Trax: 'SMALL_SUV',
    },
  },
  Chrysler: {
    fallback: 'MINIVAN',
    models: { '300': 'FULLSIZE_CAR', Pacifica: 'MINIVAN', 'Town & Country': 'MINIVAN', Voyager: 'MINIVAN' },
  },
  Dodge: {
    fallback: 'FULLSIZE_CAR',
    models: { Challenger: 'SPORTS_CAR', Charger: 'FULLSIZE_CAR', Durango: 'MIDSIZE_SUV', 'Grand Caravan': 'MINIVAN' },
  },
  Ford: {
    fallback: 'COMPACT_SUV',
    models: {
      Bronco: 'MIDSIZE_SUV',
      'Bronco Sport': 'COMPACT_SUV',
      Edge: 'MIDSIZE_SUV',
      Escape: 'COMPACT_SUV',
      Expedition: 'FULLSIZE_SUV',
      Explorer: 'MIDSIZE_SUV',
      'F-150': 'FULLSIZE_TRUCK',
      Focus: 'COMPACT_CAR',
      Fusion: 'MIDSIZE_CAR',
      Maverick: 'MIDSIZE_TRUCK',
      Mustang: 'SPORTS_CAR',
      'Mustang Mach-E': 'EV_SUV',
      Ranger: 'MIDSIZE_TRUCK',
    },
  },
  GMC: {
    fallback: 'FULLSIZE_TRUCK',
    models: {
      Acadia: 'MIDSIZE_SUV',
      Canyon: 'MIDSIZE_TRUCK',
      'Sierra 1500': 'FULLSIZE_TRUCK',
      Terrain: 'COMPACT_SUV',
      Yukon: 'FULLSIZE_SUV',
    },
  },
  Genesis: {
    fallback: 'LUXURY_CAR',
    models: { G70: 'LUXURY_CAR', G80: 'LUXURY_CAR', GV70: 'LUXURY_COMPACT_SUV', GV80: 'LUXURY_SUV' },
  },
  Honda: {
    fallback: 'COMPACT_CAR',
    models: {
      Accord: 'MIDSIZE_CAR',
      Civic: 'COMPACT_CAR',
      'CR-V': 'COMPACT_SUV',
      Fit: 'SUBCOMPACT_CAR',
      'HR-V': 'SMALL_SUV',
      Insight: 'COMPACT_CAR',
      Odyssey: 'MINIVAN',
      Passport: 'MIDSIZE_SUV',
      Pilot: 'MIDSIZE_SUV',
      Prologue: 'EV_SUV',
      Ridgeline: 'MIDSIZE_TRUCK',
    },
  },
  Hyundai: {
    fallback: 'COMPACT_CAR',
    models: {
      Accent: 'SUBCOMPACT_CAR',
      Elantra: 'COMPACT_CAR',
      'Ioniq 5': 'EV_SUV',
      'Ioniq 6': 'EV_CAR',
      Kona: 'SMALL_SUV',
      Palisade: 'MIDSIZE_SUV',
      'Santa Cruz': 'MIDSIZE_TRUCK',
      'Santa Fe': 'MIDSIZE_SUV',
      Sonata: 'MIDSIZE_CAR',
      Tucson: 'COMPACT_SUV',
      Venue: 'SMALL_SUV',
    },
  },
  Infiniti: {
    fallback: 'LUXURY_COMPACT_SUV',
    models: { Q50: 'LUXURY_CAR', QX50: 'LUXURY_COMPACT_SUV', QX60: 'LUXURY_SUV', QX80: 'PRESTIGE' },
  },
  Jaguar: {
    fallback: 'LUXURY_SUV',
    models: { 'E-Pace': 'LUXURY_COMPACT_SUV', 'F-Pace': 'LUXURY_SUV', 'F-Type': 'PRESTIGE', XF: 'LUXURY_CAR' },
  },
  Jeep: {
    fallback: 'MIDSIZE_SUV',
    models: {
      Cherokee: 'COMPACT_SUV',
      Compass: 'COMPACT_SUV',
      Gladiator: 'MIDSIZE_TRUCK',
      'Grand Cherokee': 'MIDSIZE_SUV',
      Renegade: 'SMALL_SUV',
      Wagoneer: 'FULLSIZE_SUV',
      Wrangler: 'MIDSIZE_SUV',
    },
  },
  Kia: {
    fallback: 'COMPACT_CAR',
    models: {
      Carnival: 'MINIVAN',
      EV6: 'EV_SUV',
      EV9: 'EV_SUV',
      Forte: 'COMPACT_CAR',
      K5: 'MIDSIZE_CAR',
      Optima: 'MIDSIZE_CAR',
      Rio: 'SUBCOMPACT_CAR',
      Seltos: 'SMALL_SUV',
      Sorento: 'MIDSIZE_SUV',
      Soul: 'SMALL_SUV',
      Sportage: 'COMPACT_SUV',
      Telluride: 'MIDSIZE_SUV',
    },
  },
  'Land Rover': {
    fallback: 'LUXURY_SUV',
    models: {
      Defender: 'LUXURY_SUV',
      Discovery: 'LUXURY_SUV',
      'Discovery Sport': 'LUXURY_COMPACT_SUV',
      'Range Rover': 'PRESTIGE',
      'Range Rover Evoque': 'LUXURY_COMPACT_SUV',
      'Range Rover Sport': 'PRESTIGE',
      'Range Rover Velar': 'LUXURY_SUV',
    },
  },
  Lexus: {
    fallback: 'LUXURY_COMPACT_SUV',
    models: {
      ES: 'LUXURY_CAR',
      GX: 'LUXURY_SUV',
      IS: 'LUXURY_CAR',
      LX: 'PRESTIGE',
      NX: 'LUXURY_COMPACT_SUV',
      RX: 'LUXURY_SUV',
      UX: 'LUXURY_COMPACT_SUV',
    },
  },
  Lincoln: {
    fallback: 'LUXURY_SUV',
    models: {
      Aviator: 'LUXURY_SUV',
      Corsair: 'LUXURY_COMPACT_SUV',
      MKZ: 'LUXURY_CAR',
      Nautilus: 'LUXURY_COMPACT_SUV',
      Navigator: 'PRESTIGE',
    },
  },
  Mazda: {
    fallback: 'COMPACT_SUV',
    models: {
      'CX-30': 'SMALL_SUV',
      'CX-5': 'COMPACT_SUV',
      'CX-50': 'COMPACT_SUV',
      'CX-9': 'MIDSIZE_SUV',
      'CX-90': 'MIDSIZE_SUV',
      Mazda3: 'COMPACT_CAR',
      Mazda6: 'MIDSIZE_CAR',
      'MX-5 Miata': 'SPORTS_CAR',
    },
  },
  'Mercedes-Benz': {
    fallback: 'LUXURY_CAR',
    models: {
      'C-Class': 'LUXURY_CAR',
      'E-Class': 'LUXURY_CAR',
      GLA: 'LUXURY_COMPACT_SUV',
      GLC: 'LUXURY_COMPACT_SUV',
      GLE: 'LUXURY_SUV',
      GLS: 'PRESTIGE',
      'S-Class': 'PRESTIGE',
    },
  },
  Mini: { fallback: 'COMPACT_CAR', models: { Clubman: 'COMPACT_CAR', Cooper: 'COMPACT_CAR', Countryman: 'SMALL_SUV' } },
  Mitsubishi: {
    fallback: 'SMALL_SUV',
    models: {
      'Eclipse Cross': 'SMALL_SUV',
      Mirage: 'SUBCOMPACT_CAR',
      Outlander: 'COMPACT_SUV',
      'Outlander Sport': 'SMALL_SUV',
    },
  },
  Nissan: {
    fallback: 'MIDSIZE_CAR',
    models: {
      Altima: 'MIDSIZE_CAR',
      Ariya: 'EV_SUV',
      Armada: 'FULLSIZE_SUV',
      Frontier: 'MIDSIZE_TRUCK',
      Kicks: 'SMALL_SUV',
      Leaf: 'EV_CAR',
      Maxima: 'FULLSIZE_CAR',
      Murano: 'MIDSIZE_SUV',
      Pathfinder: 'MIDSIZE_SUV',
      Rogue: 'COMPACT_SUV',
      Sentra: 'COMPACT_CAR',
      Titan: 'FULLSIZE_TRUCK',
      Versa: 'SUBCOMPACT_CAR',
      Z: 'SPORTS_CAR',
    },
  },
  Porsche: {
    fallback: 'PRESTIGE',
    models: { '911': 'PRESTIGE', Cayenne: 'PRESTIGE', Macan: 'LUXURY_SUV', Panamera: 'PRESTIGE', Taycan: 'PRESTIGE' },
  },
  Ram: { fallback: 'FULLSIZE_TRUCK', models: { '1500': 'FULLSIZE_TRUCK', '2500': 'FULLSIZE_TRUCK' } },
  Subaru: {
    fallback: 'COMPACT_SUV',
    models: {
      Ascent: 'MIDSIZE_SUV',
      BRZ: 'SPORTS_CAR',
      Crosstrek: 'SMALL_SUV',
      Forester: 'COMPACT_SUV',
      Impreza: 'COMPACT_CAR',
      Legacy: 'MIDSIZE_CAR',
      Outback: 'COMPACT_SUV',
      Solterra: 'EV_SUV',
      WRX: 'SPORTS_CAR',
    },
  },
  Tesla: {
    fallback: 'EV_CAR',
    models: {
      Cybertruck: 'PRESTIGE',
      'Model 3': 'EV_CAR',
      'Model S': 'PRESTIGE',
      'Model X': 'PRESTIGE',
      'Model Y': 'EV_SUV',
    },
  },
  Toyota: {
    fallback: 'MIDSIZE_CAR',
    models: {
      '4Runner': 'MIDSIZE_SUV',
      Avalon: 'FULLSIZE_CAR',
      bZ4X: 'EV_SUV',
      'C-HR': 'SMALL_SUV',
      Camry: 'MIDSIZE_CAR',
      Corolla: 'COMPACT_CAR',
      'Corolla Cross': 'SMALL_SUV',
      GR86: 'SPORTS_CAR',
      Highlander: 'MIDSIZE_SUV',
      Prius: 'COMPACT_CAR',
      RAV4: 'COMPACT_SUV',
      Sequoia: 'FULLSIZE_SUV',
      Sienna: 'MINIVAN',
      Tacoma: 'MIDSIZE_TRUCK',
      Tundra: 'FULLSIZE_TRUCK',
      Venza: 'COMPACT_SUV',
      Yaris: 'SUBCOMPACT_CAR',
    },
  },
  Volkswagen: {
    fallback: 'COMPACT_CAR',
    models: {
      Atlas: 'MIDSIZE_SUV',
      Golf: 'COMPACT_CAR',
      GTI: 'SPORTS_CAR',
      'ID.4': 'EV_SUV',
      Jetta: 'COMPACT_CAR',
      Passat: 'MIDSIZE_CAR',
      Taos: 'SMALL_SUV',
      Tiguan: 'COMPACT_SUV',
    },
  },
  Volvo: {
    fallback: 'LUXURY_COMPACT_SUV',
    models: {
      S60: 'LUXURY_CAR',
      S90: 'LUXURY_CAR',
      'V60 Cross Country': 'LUXURY_CAR',
      'V90 Cross Country': 'LUXURY_CAR',
      XC40: 'LUXURY_COMPACT_SUV',
      XC60: 'LUXURY_COMPACT_SUV',
      XC90: 'LUXURY_SUV',
    },
  },
};

/** Case, spaces and punctuation do not tell makes or models apart ('mercedes benz', 'CR V'). */
export const nameKey = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const MAKE_BY_KEY = new Map(Object.keys(BOUGHT_MAKES).map((make) => [nameKey(make), make]));

/** The program's spelling of a make it buys, or null. */
export function boughtMake(make: string): string | null {
  return MAKE_BY_KEY.get(nameKey(make)) ?? null;
}

/** The models the program knows for a make (its spelling), sorted; none for a make it does not buy. */
export function modelsOf(make: string): string[] {
  const known = boughtMake(make);
  if (!known) return [];
  return Object.keys((BOUGHT_MAKES[known] as MakeEntry).models).sort((a, b) => a.localeCompare(b, 'en'));
}

/** The price class of a make and model; a model the program does not list takes the make's fallback. */
export function priceClassOf(make: string, model: string): PriceClass | null {
  const known = boughtMake(make);
  if (!known) return null;
  const entry = BOUGHT_MAKES[known] as MakeEntry;
  const key = nameKey(model);
  const listed = Object.entries(entry.models).find(([name]) => nameKey(name) === key);
  return listed ? listed[1] : entry.fallback;
}
