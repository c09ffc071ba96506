/** Straight-line distance on the Earth's surface (haversine), for delivery areas around a dealership. */

/** The Earth's mean radius in statute miles (IUGG). */
export const EARTH_RADIUS_MILES = 3958.8;

export type Point = { lat: number; lng: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle miles between two points (within ~0.5 % of the ellipsoid's distance in the US). */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
