/** Vehicle calls (seed 000 §7 "Vehicles", seed 001 §7 banner); their schemas are the contract's. */
import { http } from '../../lib/http.ts';
import { IgnoredBodySchema } from '../../contract/http.ts';
import { type VehicleWithOffer, VehicleWithOfferSchema } from '../../contract/deposit-offer.ts';
import {
  type Vehicle,
  VehicleSchema,
  type VehicleBanner,
  VehicleBannerSchema,
  type SalePrice,
  SalePriceSchema,
  StyleImagesSchema,
  StyleVideoSchema,
  ThreeSixtySchema,
} from '../../contract/vehicle.ts';

export function getVehicle(id: string, signal?: AbortSignal): Promise<Vehicle> {
  return http.get(`/vehicles/${encodeURIComponent(id)}`, VehicleSchema, signal ? { signal } : {});
}

/** The same vehicle as its page reads it: with its dealer's deposit offer (Reserve it). */
export function getVehicleWithOffer(id: string, signal?: AbortSignal): Promise<VehicleWithOffer> {
  return http.get(`/vehicles/${encodeURIComponent(id)}`, VehicleWithOfferSchema, signal ? { signal } : {});
}

/** The shopper saw this vehicle's page: it joins their recently viewed (a POST: a read never writes). */
export function recordVehicleView(id: string): Promise<void> {
  return http.post(`/vehicles/${encodeURIComponent(id)}/view`, IgnoredBodySchema).then(() => undefined);
}

export function getVehicleBanner(id: string, signal?: AbortSignal): Promise<VehicleBanner> {
  return http.get(`/vehicles/${encodeURIComponent(id)}/banner`, VehicleBannerSchema, signal ? { signal } : {});
}

export function getSalePrice(id: string, signal?: AbortSignal): Promise<SalePrice> {
  return http.get(`/vehicles/${encodeURIComponent(id)}/saleprice`, SalePriceSchema, signal ? { signal } : {});
}
export function getStyleImages(styleId: number, signal?: AbortSignal) {
  return http.get(`/vehicles/evox-images/${styleId}`, StyleImagesSchema, signal ? { signal } : {});
}
export function getStyleVideo(styleId: number, signal?: AbortSignal) {
  return http.get(`/vehicles/evox-video/${styleId}`, StyleVideoSchema, signal ? { signal } : {});
}
export function getThreeSixty(styleId: number, modelId: number, signal?: AbortSignal) {
  return http.get(`/vehicles/three-sixty-images/${styleId}`, ThreeSixtySchema, {
    query: { modelId },
    ...(signal ? { signal } : {}),
  });
}
