/**
 * Pure rules of a deal's accessories: which listed ids a deal may save and
 * what they cost. No I/O: the desk reads the catalogue rows, the deal's dealer and vehicle first.
 */
import {
  DOES_NOT_FIT,
  NOT_SOLD_HERE,
  RETIRED_ACCESSORY,
  UNKNOWN_ACCESSORY,
} from '../../../../src/contract/accessories.ts';
import type { FieldError } from '../../../../src/contract/http.ts';
import type { Accessory } from '../../../../src/contract/accessories.ts';

/** A vehicle an accessory fits; '*' is any make, or any model of the make. */
export type AccessoryFit = { make: string; model: string };

/** A catalogue accessory with its dealer and the vehicles it fits. */
export type CatalogAccessory = Accessory & { dealerId: string; fits: AccessoryFit[]; retired: boolean };

/** A fitment's make or model that matches any. */
export const ANY = '*';

/** Whether an accessory fits the vehicle: one of its fitments names the make (or any) and the model (or any). */
export function fitsVehicle(fits: readonly AccessoryFit[], vehicle: { make: string; model: string }): boolean {
  return fits.some(
    (f) => (f.make === ANY || f.make === vehicle.make) && (f.model === ANY || f.model === vehicle.model),
  );
}

export type AccessoryCheck = {
  /** The valid accessories, each once, in first-listed order (empty when any id is bad). */
  accessories: CatalogAccessory[];
  /** One per bad list position: unknown, another dealer's, retired since, or not fitting the vehicle. */
  errors: FieldError[];
};

/**
 * Checks `ids` against the catalogue rows found for them, the deal's dealer and its vehicle. A
 * repeated id is kept once and never reported (never charged twice). A retired accessory may stay on a
 * deal that had already saved it (`kept`), never be added to one.
 */
export function checkAccessories(
  ids: readonly string[],
  found: readonly CatalogAccessory[],
  deal: { dealerId: string; vehicle: { make: string; model: string }; kept?: ReadonlySet<string> },
  fieldOf: (index: number) => string,
): AccessoryCheck {
  const byId = new Map(found.map((a) => [a.id, a]));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const accessories: CatalogAccessory[] = [];
  ids.forEach((id, i) => {
    if (seen.has(id)) return;
    seen.add(id);
    const accessory = byId.get(id);
    if (!accessory) errors.push({ field: fieldOf(i), message: UNKNOWN_ACCESSORY });
    else if (accessory.dealerId !== deal.dealerId) errors.push({ field: fieldOf(i), message: NOT_SOLD_HERE });
    else if (accessory.retired && !deal.kept?.has(id)) errors.push({ field: fieldOf(i), message: RETIRED_ACCESSORY });
    else if (!fitsVehicle(accessory.fits, deal.vehicle)) errors.push({ field: fieldOf(i), message: DOES_NOT_FIT });
    else accessories.push(accessory);
  });
  return { accessories: errors.length ? [] : accessories, errors };
}

/** What the accessories add to the deal's selling price, to the cent (the engine's `accessories`). */
export const accessoriesTotal = (accessories: readonly { price: number }[]): number =>
  accessories.reduce((cents, a) => cents + Math.round(a.price * 100), 0) / 100;
