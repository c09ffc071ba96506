/**
 * A vehicle's feed photos, shown through the app's own image route rather than linked: the widget's
 * CSP keeps `img-src 'self'` (no dealer's photo host in it), the shopper's browser never calls the
 * photo host, and what is shown is checked here. Only the URLs a feed stored are fetched, under the
 * same public-address rule as the feed itself, up to a size cap, and shown only when their bytes are a
 * JPEG, PNG or WebP. Nothing is stored: the route's cache header lets browsers and the CDN keep them.
 */
import { getVehiclePhotoUrls } from '../../db/inventory-repo.ts';
import { isSandboxDeployment } from '../../domain/deployment.ts';
import { photoTypeOf, type PhotoType } from '../../domain/inventory/image-type.ts';
import type { AppDeps } from '../app-deps.ts';
import { fetchPublic, type Resolve } from '../outbound/public-fetch.ts';

/** Dealer photos are a few hundred KB; a feed that links a poster-sized original is refused, not relayed. */
export const MAX_PHOTO_BYTES = 4 * 1024 * 1024;
export const PHOTO_TIMEOUT_MS = 10_000;

export type VehiclePhoto = { type: PhotoType; body: Buffer };

export type VehiclePhotos = {
  /** The vehicle's photo number `index`, checked; null when there is none or it cannot be shown. */
  photo(vehicleId: string, index: number): Promise<VehiclePhoto | null>;
};

export function createVehiclePhotos(deps: Pick<AppDeps, 'db' | 'environment'> & { resolve?: Resolve }): VehiclePhotos {
  const sandbox = isSandboxDeployment(deps.environment);
  return {
    async photo(vehicleId, index) {
      const url = (await getVehiclePhotoUrls(deps.db, vehicleId))[index];
      if (!url) return null;
      const got = await fetchPublic(url, {
        sandbox,
        timeoutMs: PHOTO_TIMEOUT_MS,
        maxBytes: MAX_PHOTO_BYTES,
        ...(deps.resolve ? { resolve: deps.resolve } : {}),
      });
      if (!got.ok) return null;
      const type = photoTypeOf(got.body);
      return type ? { type, body: got.body } : null;
    },
  };
}
