/** Vehicle rules of the spec as pure functions. */
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { StockType } from '../../contract/page-context.ts';
import { href } from '../../contract/route-table.ts';
import type { BodyStyle } from '../../contract/vehicle.ts';

/** Seed 000 §2: the sale price disclaimer differs for new and used stock. */
export function salePriceDisclaimer(stockType: StockType): MessageKey {
  return stockType === 'NEW' ? 'vehicle.disclaimer.new' : 'vehicle.disclaimer.used';
}

/**
 * Whether a price has rebates off it: only then is it the "Price with rebates" (a used car without
 * rebates is just its price).
 */
export function hasRebates(price: { salePrice: number; priceWithRebates: number }): boolean {
  return Math.round(price.priceWithRebates * 100) < Math.round(price.salePrice * 100);
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

/**
 * Where "Estimate payments" goes once the deal exists: the deal route for a logged-in shopper,
 * the no-profile deal route otherwise (seed 001 §2 "Named routes": deal, no-profile-deal).
 */
export function estimatePaymentsRoute(dealId: string, isLoggedIn: boolean): string {
  return isLoggedIn ? href('deal', { dealId }) : href('noProfileDeal', { dealId });
}

/** Gallery index after a step of `delta`, wrapping around at both ends. */
export function stepIndex(index: number, count: number, delta: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** Pixels of horizontal drag that turn the 360° view by one frame. */
export const SPIN_PX_PER_FRAME = 12;

/** 360° frame after dragging `dragPx` from `startFrame`: dragging right turns the car towards the viewer's right. */
export function spinFrame(startFrame: number, dragPx: number, count: number, pxPerFrame = SPIN_PX_PER_FRAME): number {
  return stepIndex(startFrame, count, Math.trunc(dragPx / pxPerFrame));
}

/** The angle a 360° frame shows, in whole degrees (frames are evenly spaced around the car). */
export function frameAngle(frame: number, count: number): number {
  return count > 0 ? Math.round((frame * 360) / count) % 360 : 0;
}

export type GalleryView = 'photos' | 'spin' | 'video';

/** Photos always; the 360° and video views only when their calls returned something to show. */
export function galleryViews(spinFrames: number, hasVideo: boolean): GalleryView[] {
  return ['photos', ...(spinFrames > 0 ? (['spin'] as const) : []), ...(hasVideo ? (['video'] as const) : [])];
}

/** The walk-around plays (animated image) unless paused or the shopper prefers reduced motion. */
export function videoImage(video: { url: string; posterUrl: string }, playing: boolean): string {
  return playing ? video.url : video.posterUrl;
}

export function videoStartsPlaying(prefersReducedMotion: boolean): boolean {
  return !prefersReducedMotion;
}
