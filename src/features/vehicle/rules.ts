/** Vehicle rules of the spec as pure functions. */
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { StockType } from '../../lib/page-context.ts';
import type { BodyStyle } from './api.ts';

/** Seed 000 §2: the sale price disclaimer differs for new and used stock. */
export function salePriceDisclaimer(stockType: StockType): MessageKey {
  return stockType === 'NEW' ? 'vehicle.disclaimer.new' : 'vehicle.disclaimer.used';
}

/** Seed 000 §2: a vehicle still in transit shows a banner with its estimated delivery date. */
export function inTransitDate(vehicle: { inTransit: boolean; estimatedDeliveryDate: string | null }): string | null {
  return vehicle.inTransit && vehicle.estimatedDeliveryDate ? vehicle.estimatedDeliveryDate : null;
}

/**
 * Seed 001 §2 "Vehicle banner": inventory image, else stock image, else a body-style icon,
 * falling through on load error. `failed` is how many sources already failed to load.
 */
export function vehicleImageSource(
  vehicle: { imageUrl: string | null; stockImageUrl: string | null; bodyStyle?: BodyStyle },
  failed: number,
): { kind: 'image'; url: string } | { kind: 'icon'; bodyStyle: BodyStyle } {
  const urls = [vehicle.imageUrl, vehicle.stockImageUrl].filter((u): u is string => Boolean(u));
  const url = urls[failed];
  return url ? { kind: 'image', url } : { kind: 'icon', bodyStyle: vehicle.bodyStyle ?? 'sedan' };
}

export function vehicleTitle(v: { year: number; make: string; model: string }): string {
  return `${v.year} ${v.make} ${v.model}`;
}
